import ArgumentParser
import Nearby
import TerminalUI

/// `--places-key` and `--location`: the Google Places key and the point searched around, for
/// Nearby's places and the Cocktails' bars alike (and `showcase web`, which serves both), declared
/// once.
struct PlacesOptions: ParsableArguments {
  @Option(
    name: .customLong("places-key"),
    help:
      ArgumentHelp(
        "The Google Places API key (or GOOGLE_PLACES_API_KEY): Nearby's places and the Cocktails' bars come from Places API (New).",
        valueName: "KEY"))
  var key: String?

  // Unconditional: a southern or western position starts with a minus, and is still the value.
  @Option(
    parsing: .unconditional,
    help:
      ArgumentHelp(
        "Where Nearby's places and the Cocktails' bars are searched around (or NEARBY_LOCATION; default: the sample's centre, Trafalgar Square).",
        valueName: "LAT,LNG"))
  var location: String?

  /// The key: `--places-key`, else GOOGLE_PLACES_API_KEY; empty for none.
  var givenKey: String {
    key ?? ShowcaseEnvironment.current["GOOGLE_PLACES_API_KEY"] ?? ""
  }

  /// Whether a point to search around is given, by the option or the variable.
  var isLocationGiven: Bool {
    location != nil || !(ShowcaseEnvironment.current["NEARBY_LOCATION"] ?? "").isEmpty
  }

  /// Where to search: `--location`, else NEARBY_LOCATION, else the sample data's centre.
  ///
  /// - Throws: `ValidationError` naming where the text came from, the option or the variable.
  func origin() throws -> Coordinate {
    let (text, source) =
      location.map { ($0, "--location") }
      ?? (ShowcaseEnvironment.current["NEARBY_LOCATION"] ?? "", "NEARBY_LOCATION")
    guard !text.isEmpty else { return NearbyBundle.center }
    do {
      return try Coordinate(parsing: text)
    } catch {
      throw ValidationError("\(source): \(TerminalText.sanitized(error.message))")
    }
  }

  func validate() throws {
    _ = try origin()
  }

  /// Takes the key and location `shared` gives, where it gives them.
  mutating func take(_ shared: SharedAppOptions) {
    key = shared.places.key ?? key
    location = shared.places.location ?? location
  }
}

public import Foundation
public import MVVMKit

/// One place: what it is, how it rates, whether it is open, how far and which way, and a map of
/// it, the user, and the other places of its type.
public struct PlaceDetailViewModel: Hashable, Sendable {
  /// The place.
  public let place: Place
  private let origin: Coordinate
  private let others: [Place]
  private let units: Units
  /// What `origin` is, as a distance from it says: "Trafalgar Square (sample)", coordinates, or
  /// "you" where a location source says the user is there.
  public let centre: String
  /// The place's photo, from the Places Photo API; `nil` when it has none or the service serves
  /// none (the sample data).
  public let photoURL: URL?

  /// The credit the Places API requires beside its photo: "Photo: Ann Smith", its
  /// `html_attributions` as text.
  public var photoCredit: String? {
    let names = place.photoAttributions.map(Self.text(ofMarkup:)).filter { !$0.isEmpty }
    guard photoURL != nil, !names.isEmpty else { return nil }
    return "Photo: " + names.joined(separator: ", ")
  }

  /// `markup` without its tags and with its five entities read: `<a href="…">Ann &amp; Bo</a>`
  /// is "Ann & Bo".
  static func text(ofMarkup markup: String) -> String {
    var text = ""
    var inTag = false
    for character in markup {
      switch character {
      case "<": inTag = true
      case ">": inTag = false
      default: if !inTag { text.append(character) }
      }
    }
    for (entity, character) in [
      ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The detail of `place`, seen from `origin` (called `centre`), mapped among `others` (places
  /// of its type).
  public init(
    place: Place, origin: Coordinate, others: [Place], units: Units, centre: String = "you",
    photoURL: URL? = nil
  ) {
    self.photoURL = photoURL
    self.place = place
    self.origin = origin
    self.centre = centre
    self.others = others.filter { $0.id != place.id }
    self.units = units
  }

  /// The name (``Place/title``: the address for a place with none).
  public var name: String { place.title }
  /// How far it is from the search's centre, and which way: "226 m NE from Trafalgar Square
  /// (sample)".
  public var distanceFromCentre: String { "\(distance) from \(centre)" }
  /// The address.
  public var address: String { place.vicinity }
  /// "★ 4.5 · 3,921 ratings", or "No ratings yet".
  public var rating: String {
    guard let rating = place.rating else { return "No ratings yet" }
    let count = place.ratingsCount.map {
      " · \($0.groupedDigits) rating\($0 == 1 ? "" : "s")"
    }
    return PlaceCellViewModel.stars(rating) + (count ?? "")
  }
  /// "Price ●●●○" (of four), "Free", or `nil` when unknown.
  public var price: String? {
    guard let level = place.priceLevel, (0...4).contains(level) else { return nil }
    if level == 0 { return "Free" }
    return "Price " + String(repeating: "●", count: level)
      + String(repeating: "○", count: 4 - level)
  }
  /// "Open now", "Closed", or "Hours unknown".
  public var hours: String { PlaceCellViewModel.hours(of: place) }
  /// "350 m NE" from the user.
  public var distance: String {
    "\(units.distance(origin.distance(to: place.location))) \(origin.compassPoint(to: place.location))"
  }
  /// "Restaurant · Bar · Food": Google's types in words, without the generic ones.
  public var types: String {
    place.types.filter { !["point_of_interest", "establishment"].contains($0) }
      .map { type in
        let words = type.replacingOccurrences(of: "_", with: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
      }
      .joined(separator: " · ")
  }
  /// "Temporarily closed" or "Permanently closed", when Google says so.
  public var businessStatus: String? {
    switch place.businessStatus {
    case "CLOSED_TEMPORARILY": "Temporarily closed"
    case "CLOSED_PERMANENTLY": "Permanently closed"
    default: nil
    }
  }

  /// The place in Google Maps (its Maps URLs, which take no key).
  public var mapURL: URL? {
    Self.mapsURL(
      "search",
      [
        ("query", Self.text(place.location)), ("query_place_id", place.id),
      ])
  }

  /// Directions in Google Maps from the search's centre to the place.
  public var directionsURL: URL? {
    Self.mapsURL(
      "dir",
      [
        ("origin", Self.text(origin)), ("destination", Self.text(place.location)),
        ("destination_place_id", place.id),
      ])
  }

  private static func mapsURL(_ path: String, _ items: [(String, String)]) -> URL? {
    var components = URLComponents()
    (components.scheme, components.host, components.path) = (
      "https", "www.google.com", "/maps/\(path)/"
    )
    components.queryItems =
      [URLQueryItem(name: "api", value: "1")]
      + items.map { URLQueryItem(name: $0.0, value: $0.1) }
    return components.url
  }

  /// "51.50809,-0.12803", as Maps reads a position.
  private static func text(_ coordinate: Coordinate) -> String {
    "\(coordinate.latitude),\(coordinate.longitude)"
  }

  /// The points of the map: the other places first, then the user, then the place on top.
  public var mapPoints: [MapPoint] {
    others.map { MapPoint($0.location, kind: .other) }
      + [
        MapPoint(origin, kind: .origin),
        MapPoint(place.location, kind: .focus),
      ]
  }
}

extension PlaceDetailViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "name": name,
        "address": address,
        "rating": rating,
        "hours": hours,
        "distance": distance,
        "types": types,
      ])
  }
}

extension MapPoint {
  /// A point `kind` at `coordinate`.
  init(_ coordinate: Coordinate, kind: Kind) {
    self.init(latitude: coordinate.latitude, longitude: coordinate.longitude, kind: kind)
  }
}

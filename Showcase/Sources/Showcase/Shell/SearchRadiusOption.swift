import ArgumentParser

/// `--radius`: how far around Nearby searches, for `showcase nearby` and `showcase web` alike,
/// declared once with the range Places API (New) takes.
struct SearchRadiusOption: ParsableArguments {
  /// The radii a search takes, in metres.
  static let metresAllowed = 50...50_000

  @Option(
    name: .customLong("radius"), parsing: .unconditional,
    help: ArgumentHelp(
      "How far around Nearby searches, in metres (50 to 50000).", valueName: "METRES"))
  var metres = 1500

  func validate() throws {
    guard Self.metresAllowed.contains(metres) else {
      throw ValidationError("--radius must be from 50 to 50000 metres; got \(metres).")
    }
  }
}

import Foundation

/// An API an app can be pointed at instead of its bundled data, by its name: `--NAME-api URL` on
/// the command line, else the environment variable `NAME_API_URL` (`--rates-api`, RATES_API_URL).
/// The names follow from one word, so every app names its servers the same way.
protocol LiveAPI {
  /// The word that names the option and the variable: "rates".
  static var name: String { get }
  /// What a server must speak, and what it replaces: "Frankfurter-compatible API to use instead of
  /// the bundled data".
  static var summary: String { get }
  /// The real service's address, which `--live` reaches; `nil` where the app has no live
  /// service of this kind yet (its data stays the bundled sample, which the screen says).
  static var liveURL: URL? { get }
}

extension LiveAPI {
  /// The option's name, without its dashes: "rates-api".
  static var option: String { "\(name)-api" }
  /// The environment variable: "RATES_API_URL".
  static var variable: String { "\(name.uppercased().replacing("-", with: "_"))_API_URL" }
}

import ArgumentParser
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
}

extension LiveAPI {
  /// The option's name, without its dashes: "rates-api".
  static var option: String { "\(name)-api" }
  /// The environment variable: "RATES_API_URL".
  static var variable: String { "\(name.uppercased().replacing("-", with: "_"))_API_URL" }
}

/// `--X-api URL` (or its environment variable) for the API `API`: every app's way to a live
/// server, declared once.
struct APIOption<API: LiveAPI>: ParsableArguments {
  @Option(
    name: .customLong(API.option),
    help: ArgumentHelp("\(API.summary) (or \(API.variable))."))
  var url: String?

  /// The API's base URL: the option's, else the variable's, with a trailing slash; `nil` for
  /// neither (the bundled data).
  ///
  /// - Throws: `ValidationError` naming the option when the text is not an http or https URL.
  func baseURL() throws -> URL? {
    try apiBaseURL(url, option: "--\(API.option)", variable: API.variable)
  }

  func validate() throws {
    _ = try baseURL()
  }
}

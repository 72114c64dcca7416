import ArgumentParser
import Foundation

/// An API an app can be pointed at instead of its bundled data: the option that names its base
/// URL, the environment variable read when the option is not given, and what it speaks.
protocol LiveAPI {
  /// The option's name, without its dashes: "rates-api".
  static var option: String { get }
  /// The environment variable: "RATES_API_URL".
  static var variable: String { get }
  /// What a server must speak, and what it replaces: "Frankfurter-compatible API to use instead of
  /// the bundled data".
  static var summary: String { get }
}

/// `--X-api URL` (or its environment variable) for the API `API`: every app's way to a live
/// server, declared once.
struct APIOption<API: LiveAPI>: ParsableArguments {
  @Option(
    name: .customLong(API.option), help: ArgumentHelp("\(API.summary) (or \(API.variable))."))
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

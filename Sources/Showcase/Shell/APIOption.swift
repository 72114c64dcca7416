import ArgumentParser
import Foundation

/// An API an app can be pointed at instead of its bundled data (see ``LiveAPISpec``).
protocol LiveAPI {
  /// Its option, variable and description.
  static var spec: LiveAPISpec { get }
}

/// How an API is named on the command line: the option that names its base URL, the environment
/// variable read when the option is not given, and what it speaks.
struct LiveAPISpec: Sendable {
  /// The option's name, without its dashes: "rates-api".
  let option: String
  /// The environment variable: "RATES_API_URL".
  let variable: String
  /// What a server must speak, and what it replaces: "Frankfurter-compatible API to use instead of
  /// the bundled data".
  let summary: String
}

/// `--X-api URL` (or its environment variable) for the API `API`: every app's way to a live
/// server, declared once.
struct APIOption<API: LiveAPI>: ParsableArguments {
  @Option(
    name: .customLong(API.spec.option),
    help: ArgumentHelp("\(API.spec.summary) (or \(API.spec.variable))."))
  var url: String?

  /// The API's base URL: the option's, else the variable's, with a trailing slash; `nil` for
  /// neither (the bundled data).
  ///
  /// - Throws: `ValidationError` naming the option when the text is not an http or https URL.
  func baseURL() throws -> URL? {
    try apiBaseURL(url, option: "--\(API.spec.option)", variable: API.spec.variable)
  }

  func validate() throws {
    _ = try baseURL()
  }
}

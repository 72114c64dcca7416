import ArgumentParser
import Foundation
import MVVMKitNetworking

/// `--X-api URL` (or its environment variable) for the API `API`: every app's way to a live
/// server, declared once.
struct APIOption<API: LiveAPI>: ParsableArguments {
  @Option(
    name: .customLong(API.option),
    help: ArgumentHelp("\(API.summary) (or \(API.variable)).", valueName: "URL"))
  var url: String?

  /// The API's base URL: the option's, else the variable's, with a trailing slash; else with
  /// `live` (`--live`) the real service's (``LiveAPI/liveURL``); `nil` for none (the bundled
  /// data).
  ///
  /// - Throws: `ValidationError` naming the option when the text is not an http or https URL.
  func baseURL(live: Bool = false) throws -> URL? {
    try apiBaseURL(url, option: "--\(API.option)", variable: API.variable)
      ?? (live ? API.liveURL : nil)
  }

  func validate() throws {
    _ = try baseURL()
  }

  /// Takes the URL `shared` gives the API, if it gives one.
  mutating func take(_ shared: SharedAppOptions) {
    url = shared.urls[API.name] ?? url
  }
}

extension APIOption {
  /// The service `S` on the live API when a URL is given (the option, else the variable, else
  /// with `--live` the real service's), on the bundled data otherwise; its client passed through
  /// `clients`, a live one's answers kept where `network` says
  /// (``NetworkOptions/liveClient(_:redacting:)``).
  func service<S: APIService>(
    _: S.Type, clients: (any ServiceClients)?, network: NetworkOptions
  ) throws -> S {
    guard let url = try baseURL(live: network.live) else {
      return S.bundled(through: wrapping(clients))
    }
    return S(client: network.liveClient(clients), baseURL: url)
  }
}

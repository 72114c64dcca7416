public import Foundation

/// A service over one HTTP API, which ships with a stand-in for it: the app's bundled data,
/// answered in the API's own shape.
///
/// A conforming service declares where the API lives, which client answers from the bundled data,
/// and how it is made from a connection; it is then made the same way as every other service:
/// on the live API (``init(client:baseURL:)``), on another server speaking it, or on the bundled
/// data (``bundled(through:)``).
public protocol APIService: Sendable {
  /// Where the API lives when no other address is given.
  static var defaultBaseURL: URL { get }
  /// A client answering the API's requests from the data bundled with the app.
  static func bundledClient() -> any HTTPClient
  /// A service sending its requests through `api`.
  init(api: APIConnection)
  /// The service on the data bundled with the app, its client passed through `wrap` (to record
  /// or fault its requests, for instance). By default, the service on ``bundledClient()``.
  static func bundled(through wrap: (any HTTPClient) -> any HTTPClient) -> Self
}

extension APIService {
  /// A service calling the API at `baseURL` through `client`.
  public init(client: any HTTPClient, baseURL: URL = Self.defaultBaseURL) {
    self.init(api: APIConnection(client: client, baseURL: baseURL))
  }

  /// The service on the data bundled with the app, its client passed through `wrap`.
  public static func bundled(through wrap: (any HTTPClient) -> any HTTPClient = { $0 }) -> Self {
    Self(
      api: APIConnection(client: wrap(bundledClient()), baseURL: defaultBaseURL, isBundled: true))
  }
}

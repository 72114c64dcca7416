public import Foundation

/// Where a service's requests go: the client that sends them and the address of the API that
/// its endpoints' paths are relative to.
///
/// The same service calls the live API, a local server or the data bundled with the app,
/// depending only on the connection it is given.
public struct APIConnection: Sendable {
  /// The client that sends the requests.
  public var client: any HTTPClient
  /// Where the API lives: the endpoints' paths are resolved against it.
  public var baseURL: URL
  /// Whether the answers come from the data bundled with the app (a stand-in for the API), not
  /// from a server: what a screen must not pass off as the real thing.
  public var isBundled: Bool

  /// Requests to `baseURL`, sent through `client`; `isBundled` when `client` answers from the
  /// app's bundled data.
  public init(client: any HTTPClient, baseURL: URL, isBundled: Bool = false) {
    self.client = client
    self.baseURL = baseURL
    self.isBundled = isBundled
  }

  /// Sends `endpoint` to the API and returns its decoded, validated answer.
  ///
  /// - Throws: ``APIError``, as ``HTTPClient/fetch(_:from:decoder:)`` throws it.
  public func fetch<Response>(
    _ endpoint: Endpoint<Response>, decoder: JSONDecoder = JSONDecoder()
  ) async throws(APIError) -> Response {
    try await client.fetch(endpoint, from: baseURL, decoder: decoder)
  }
}

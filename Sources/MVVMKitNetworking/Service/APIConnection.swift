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

  /// Requests to `baseURL`, sent through `client`.
  public init(client: any HTTPClient, baseURL: URL) {
    self.client = client
    self.baseURL = baseURL
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

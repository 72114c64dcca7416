/// Sends HTTP requests: the one seam between a service and the network.
///
/// Services take an `HTTPClient` in their initializer, so the same service runs against the live
/// network (``URLSessionHTTPClient``), data shipped with the app (``BundledHTTPClient``), or a
/// stub in tests.
public protocol HTTPClient: Sendable {
  /// Sends `request` and returns the response, whatever its status code.
  ///
  /// - Throws: ``APIError/transport(_:)``, ``APIError/timeout``, or ``APIError/cancelled``; a
  ///   response with an error status is returned, not thrown (``HTTPClient/fetch(_:from:decoder:)`` checks it).
  func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse
}

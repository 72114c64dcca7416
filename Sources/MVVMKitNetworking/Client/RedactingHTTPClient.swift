import Foundation

/// An ``HTTPClient`` whose answers never hold what its ``Redaction`` names: the text of each
/// response body (and its headers) is redacted before a service reads it, so a secret a server
/// echoes (an API key in a place's name, in an error page) is never decoded into a model, and so
/// never drawn, logged or kept in a recording's frames.
///
/// ```swift
/// let client = RedactingHTTPClient(base, redaction: Redaction(secrets: [key]))
/// ```
///
/// Binary bodies (images, recordings) pass as they are (``Redaction/isBinary(_:contentType:)``).
public struct RedactingHTTPClient: HTTPClient {
  /// The client that sends the requests.
  public let base: any HTTPClient
  /// What the answers never hold.
  public let redaction: Redaction

  /// A client sending through `base`, its answers redacted of what `redaction` names.
  public init(_ base: any HTTPClient, redaction: Redaction) {
    self.base = base
    self.redaction = redaction
  }

  /// Sends `request` through ``base``, and returns its response with the text of its body and
  /// headers redacted.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    var response = try await base.send(request)
    guard !redaction.isEmpty else { return response }
    let contentType = response.headers.first { $0.key.lowercased() == "content-type" }?.value
    response.body = redaction.apply(to: response.body, contentType: contentType)
    response.headers = response.headers.mapValues(redaction.apply(to:))
    return response
  }
}

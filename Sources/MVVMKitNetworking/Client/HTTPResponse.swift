public import Foundation

/// An HTTP response: status code, headers and body.
public struct HTTPResponse: Hashable, Sendable {
  /// The status code, such as 200 or 404.
  public var statusCode: Int
  /// Header fields, by name.
  public var headers: [String: String]
  /// The body; empty when the server sent none.
  public var body: Data

  /// A response with the given status, body and headers.
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// A `200 OK` response carrying `json` as its body.
  public static func json(_ json: String, statusCode: Int = 200) -> HTTPResponse {
    HTTPResponse(
      statusCode: statusCode, headers: ["Content-Type": "application/json"], body: Data(json.utf8))
  }

  /// Whether the status is 2xx.
  public var isSuccess: Bool { (200..<300).contains(statusCode) }
}

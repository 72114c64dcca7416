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

  /// A response carrying `json` as its body: `statusCode`, `200 OK` unless it says otherwise.
  public static func json(_ json: String, statusCode: Int = 200) -> HTTPResponse {
    HTTPResponse(statusCode: statusCode, json: Data(json.utf8))
  }

  /// A response carrying `value` encoded as JSON, as a server answers: `statusCode` with the
  /// JSON, or `500 Internal Server Error` saying why when `value` cannot be encoded (a
  /// non-finite number, say).
  ///
  /// A bundled API builds its answers with it, in the real API's shape (see
  /// ``BundledHTTPClient``).
  public static func json(
    encoding value: some Encodable, statusCode: Int = 200, encoder: JSONEncoder = JSONEncoder()
  ) -> HTTPResponse {
    do {
      return HTTPResponse(statusCode: statusCode, json: try encoder.encode(value))
    } catch {
      return .serverError("the answer cannot be encoded: \(error)")
    }
  }

  /// A response carrying `object` as JSON, its keys sorted: `object` made of what
  /// `JSONSerialization` reads (dictionaries with string keys, arrays, strings, numbers,
  /// `NSNull`), such as a record read from an API's answer and sent on whole. `statusCode` with
  /// the JSON, or `500 Internal Server Error` saying why when `object` is not JSON.
  public static func json(object: Any, statusCode: Int = 200) -> HTTPResponse {
    // Checked first: on Apple platforms, serializing what is not JSON raises an exception that
    // `catch` does not catch.
    guard JSONSerialization.isValidJSONObject(object) else {
      return .serverError("the answer is not JSON: \(type(of: object))")
    }
    do {
      let body = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
      return HTTPResponse(statusCode: statusCode, json: body)
    } catch {
      return .serverError("the answer cannot be encoded: \(error.localizedDescription)")
    }
  }

  /// `500 Internal Server Error`, its body saying `reason`: what a server answers when it fails.
  static func serverError(_ reason: String) -> HTTPResponse {
    HTTPResponse(statusCode: 500, body: Data(reason.utf8))
  }

  /// `statusCode` with `json`, marked as JSON.
  init(statusCode: Int, json: Data) {
    self.init(statusCode: statusCode, headers: ["Content-Type": "application/json"], body: json)
  }

  /// Whether the status is 2xx.
  public var isSuccess: Bool { (200..<300).contains(statusCode) }
}

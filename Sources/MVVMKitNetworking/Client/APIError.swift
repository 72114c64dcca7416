public import Foundation

/// Why a call to a web service failed, typed so code can react to the case and users can read it.
public enum APIError: Error, Hashable, Sendable {
  /// The request could not be built, for example from a base URL that is not a URL.
  case invalidRequest(String)
  /// The server could not be reached, or the connection broke (refused, reset, no route).
  case transport(String)
  /// No response came within the request's timeout.
  case timeout
  /// The server answered with a non-2xx status; `bodyExcerpt` is the start of its body.
  case httpStatus(Int, bodyExcerpt: String)
  /// The response could not be decoded; `codingPath` says where, such as `drinks[0].strDrink`.
  case decoding(codingPath: String, reason: String)
  /// The response was read, but what it says cannot be right: a negative exchange rate, an answer
  /// for another currency than the one asked. The message is a sentence for users, such as
  /// "The server sent an impossible rate for USD: -1.3."
  ///
  /// Thrown for an ``InvalidContentError`` raised while decoding, or by a service that checks an
  /// answer against its request.
  case invalidContent(String)
  /// The request was cancelled before it finished.
  case cancelled

  /// The longest body excerpt kept in ``httpStatus(_:bodyExcerpt:)``, in characters.
  public static let bodyExcerptLength = 200

  /// An ``httpStatus(_:bodyExcerpt:)`` error for `response`, keeping a short excerpt of its body.
  public static func status(of response: HTTPResponse) -> APIError {
    let text = String(decoding: response.body, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let excerpt =
      text.count > bodyExcerptLength ? String(text.prefix(bodyExcerptLength)) + "…" : text
    return .httpStatus(response.statusCode, bodyExcerpt: excerpt)
  }
}

extension APIError: LocalizedError {
  /// A sentence for users, such as "The server could not be reached (connection refused)."
  public var errorDescription: String? {
    switch self {
    case .invalidRequest(let reason):
      "The request could not be made (\(reason))."
    case .transport(let reason):
      "The server could not be reached (\(reason))."
    case .timeout:
      "The server took too long to answer."
    case .httpStatus(let code, _):
      "The server answered with an error (HTTP \(code)\(Self.reasonPhrase(code).map { " \($0)" } ?? ""))."
    case .decoding(let path, let reason):
      path.isEmpty
        ? "The server's answer could not be read (\(reason))."
        : "The server's answer could not be read (at \(path): \(reason))."
    case .invalidContent(let message):
      message
    case .cancelled:
      "The request was cancelled."
    }
  }

  private static func reasonPhrase(_ code: Int) -> String? {
    switch code {
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: nil
    }
  }
}

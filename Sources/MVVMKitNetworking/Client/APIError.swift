public import Foundation

/// Why a call to a web service failed, typed so code can react to the case and users can read it.
public enum APIError: Error, Hashable, Sendable {
  /// The request could not be built, for example from a base URL that is not a URL.
  case invalidRequest(String)
  /// The server could not be reached, or the connection broke (refused, reset, no route).
  case transport(String)
  /// The server was reached and began to answer, but the answer was cut short (the connection
  /// closed before the body's announced length): why, in the transport's words.
  case interrupted(String)
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
  /// The service answered, and its answer says it refused the request: a service that reports
  /// errors inside a successful HTTP response (Google's `"status": "OVER_QUERY_LIMIT"`). `code` is
  /// the service's own (`OVER_QUERY_LIMIT`), `message` a sentence for users (with the service's
  /// own explanation when it gave one), and `isRetryable` whether asking again later may succeed.
  ///
  /// An endpoint's `validate` step (see ``Endpoint/init(path:query:method:timeout:validate:)``)
  /// throws it from the decoded envelope.
  case refused(code: String, message: String, isRetryable: Bool)
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

extension APIError {
  /// Whether asking again later may succeed: the server could not be reached or took too long, it
  /// was overloaded (HTTP 429, 5xx), or it refused for a reason it says is passing.
  public var isRetryable: Bool {
    switch self {
    case .transport, .interrupted, .timeout: true
    case .httpStatus(let code, _): code == 429 || (500...599).contains(code)
    case .refused(_, _, let isRetryable): isRetryable
    case .invalidRequest, .decoding, .invalidContent, .cancelled: false
    }
  }

  /// The same error with `secret` (an API key sent in a URL), in every form it takes in text,
  /// replaced by `REDACTED`, so that no message, log or screen can show it (see ``Redaction``).
  public func redacting(_ secret: String) -> APIError {
    redacting(Redaction(secrets: [secret]))
  }

  /// The same error with what `redaction` names replaced in every message: secrets in every form
  /// they take, and the values of secret query parameters in the URLs a message holds.
  public func redacting(_ redaction: Redaction) -> APIError {
    guard !redaction.isEmpty else { return self }
    let clean = redaction.apply(to:)
    return switch self {
    case .invalidRequest(let reason): .invalidRequest(clean(reason))
    case .transport(let reason): .transport(clean(reason))
    case .interrupted(let reason): .interrupted(clean(reason))
    case .httpStatus(let code, let excerpt): .httpStatus(code, bodyExcerpt: clean(excerpt))
    case .decoding(let path, let reason): .decoding(codingPath: clean(path), reason: clean(reason))
    case .invalidContent(let message): .invalidContent(clean(message))
    case .refused(let code, let message, let isRetryable):
      .refused(code: clean(code), message: clean(message), isRetryable: isRetryable)
    case .timeout, .cancelled: self
    }
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
    case .interrupted(let reason):
      "The server's answer was cut short (\(reason))."
    case .timeout:
      "The server took too long to answer."
    case .httpStatus(let code, _):
      "The server answered with an error (HTTP \(code)\(Self.reasonPhrase(code).map { " \($0)" } ?? ""))."
    case .decoding(let path, let reason):
      path.isEmpty
        ? "The server's answer could not be read (\(reason))."
        : "The server's answer could not be read (at \(path): \(reason))."
    case .invalidContent(let message), .refused(_, let message, _):
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

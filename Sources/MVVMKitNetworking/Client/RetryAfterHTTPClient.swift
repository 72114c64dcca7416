public import Foundation

/// An ``HTTPClient`` that honours `Retry-After`: once a server answers 429 (too many requests)
/// or 503 (unavailable) with a `Retry-After` header, the answer is an error saying when it may be
/// asked again, and every request to that host before then fails at once with the same words,
/// without reaching the network. A user pressing retry thirty times sends one request.
///
/// ```swift
/// let client = RetryAfterHTTPClient(URLSessionHTTPClient())
/// // 503, Retry-After: 120 → APIError.refused(code: "HTTP 503", message: "The server is busy
/// // and asks to be asked again in 2 min.", isRetryable: true)
/// ```
///
/// `Retry-After` is read as seconds or as an HTTP date, at most a day ahead.
public struct RetryAfterHTTPClient: HTTPClient {
  /// The client that sends the requests.
  public let base: any HTTPClient
  private let gate: Gate
  private let now: @Sendable () -> Date

  /// The longest wait honoured: a day (a later date is taken as a day).
  public static let longestWait: TimeInterval = 86_400

  /// A client sending through `base`, its time from `now`.
  public init(_ base: any HTTPClient, now: @escaping @Sendable () -> Date = { Date() }) {
    self.base = base
    self.now = now
    gate = Gate()
  }

  /// Sends `request` through ``base``, unless its host asked to wait; a 429 or 503 with
  /// `Retry-After` becomes an error saying how long.
  ///
  /// - Throws: ``APIError/refused(code:message:isRetryable:)`` while the host asked to wait, and
  ///   for the answer that asks; the base client's errors as they are.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    let host = request.url.host ?? ""
    if let waiting = await gate.waiting(for: host, now: now()) {
      throw Self.busy(status: waiting.status, until: waiting.until, now: now())
    }
    let response = try await base.send(request)
    guard [429, 503].contains(response.statusCode),
      let header = response.headers.first(where: { $0.key.lowercased() == "retry-after" })?.value,
      let until = Self.date(retryAfter: header, now: now())
    else { return response }
    await gate.wait(host: host, until: until, status: response.statusCode)
    throw Self.busy(status: response.statusCode, until: until, now: now())
  }

  /// When `Retry-After: value` allows the next request: `value` seconds from `now`, or the HTTP
  /// date it gives; at most ``longestWait`` ahead; `nil` for a value that is neither.
  static func date(retryAfter value: String, now: Date) -> Date? {
    let value = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Int(value), seconds >= 0 {
      return now.addingTimeInterval(min(TimeInterval(seconds), longestWait))
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: value) else { return nil }
    return min(max(date, now), now.addingTimeInterval(longestWait))
  }

  /// "The server is busy (HTTP 503) and asks to be asked again in 2 min." (or "in 40 s").
  static func busy(status: Int, until: Date, now: Date) -> APIError {
    let seconds = max(1, Int(until.timeIntervalSince(now).rounded(.up)))
    let wait =
      seconds < 90
      ? "\(seconds) s"
      : seconds < 5400 ? "\((seconds + 30) / 60) min" : "\((seconds + 1800) / 3600) h"
    let what = status == 429 ? "has had too many requests" : "is busy"
    return .refused(
      code: "HTTP \(status)",
      message: "The server \(what) (HTTP \(status)) and asks to be asked again in \(wait).",
      isRetryable: true)
  }

  /// The hosts that asked to wait, and until when.
  private actor Gate {
    private var hosts: [String: (until: Date, status: Int)] = [:]

    func waiting(for host: String, now: Date) -> (until: Date, status: Int)? {
      guard let entry = hosts[host] else { return nil }
      guard entry.until > now else {
        hosts[host] = nil
        return nil
      }
      return entry
    }

    func wait(host: String, until: Date, status: Int) {
      hosts[host] = (until, status)
    }
  }
}

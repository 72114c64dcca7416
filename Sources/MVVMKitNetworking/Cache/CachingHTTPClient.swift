import ConcurrencyExtras
public import Foundation

/// A client that keeps what it fetches, and asks the server again only when what it kept has gone
/// stale: then with the answer's validators (`If-None-Match` with its `ETag`,
/// `If-Modified-Since` with its `Last-Modified`), so that an unchanged answer costs a 304, which
/// refreshes the kept one. When the server cannot be reached (no network, a timeout), it answers
/// with what it kept, however old, and marks the failed exchange served from cache (see
/// ``HTTPExchangeTrail``). In ``Mode/offline`` it never asks.
///
/// ```swift
/// let cache = try HTTPCacheFile(directory: UserDirectory.cache.url(app: "Gallery"))
/// let client = CachingHTTPClient(wrapping: URLSessionHTTPClient(), store: cache)
/// ```
///
/// It keeps GET answers with status 200 that do not say `no-store` (RFC 9111's rules, for one
/// user's cache: `max-age`, `no-cache`, `Expires`, and a tenth of the time since `Last-Modified`
/// when the server says nothing). Every response it gives from the cache carries an `Age` header
/// (seconds since the server sent it), so a screen can say how old what it shows is
/// (``HTTPResponse/age``). POST answers are kept too, by their body, with ``keepsPOSTAnswers``
/// (a search sent as a POST); other methods pass through, and fail offline.
///
/// A store that cannot be read or written never fails a request: the client asks the server, or
/// gives its answer, and ``problem`` says what went wrong, for the app to show.
public struct CachingHTTPClient: HTTPClient {
  /// Whether the client may ask the server.
  public enum Mode: Hashable, Sendable {
    /// Asks when what it kept is stale or missing.
    case online
    /// Answers only from what it kept.
    case offline
  }

  /// The client that asks the server.
  public let base: any HTTPClient
  /// Where the answers are kept.
  public let store: any HTTPCacheStore
  /// Whether the client may ask the server.
  public let mode: Mode
  /// Whether POST answers are kept too, by their request's body: for APIs that search with a
  /// POST (Google's Places API (New)), whose answers are worth showing offline.
  public let keepsPOSTAnswers: Bool
  private let now: @Sendable () -> Date
  private let lastProblem = LockIsolated<String?>(nil)

  /// A client that keeps `base`'s answers in `store`.
  ///
  /// - Parameters:
  ///   - base: The client that asks the server.
  ///   - store: Where the answers are kept.
  ///   - mode: ``Mode/offline`` answers only from `store`.
  ///   - keepsPOSTAnswers: Keeps POST answers too, by their request's body, as a GET's are by
  ///     its URL.
  ///   - now: The time, against which an answer's freshness is judged.
  public init(
    wrapping base: any HTTPClient, store: any HTTPCacheStore, mode: Mode = .online,
    keepsPOSTAnswers: Bool = false, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.base = base
    self.store = store
    self.mode = mode
    self.keepsPOSTAnswers = keepsPOSTAnswers
    self.now = now
  }

  /// The last thing that went wrong with the store, in a sentence; nil while nothing has.
  public var problem: String? { lastProblem.value }

  /// The key a request's answer is kept under: its method and URL, and a POST's body.
  public static func key(for request: HTTPRequest) -> String {
    let key = "\(request.method.rawValue) \(request.url.absoluteString)"
    guard request.method == .post, let body = request.body else { return key }
    return key + "\n" + String(decoding: body, as: UTF8.self)
  }

  /// The answer to `request`: the kept one while it is fresh (or offline), else the server's
  /// (a 304 serving the kept one), kept for next time when it may be.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    guard request.method == .get || (keepsPOSTAnswers && request.method == .post) else {
      if mode == .offline { throw Self.notKept }
      return try await base.send(request)
    }
    let key = Self.key(for: request)
    let kept = read(key)
    let now = now()
    if let kept, mode == .offline || kept.isFresh(at: now) {
      return served(kept, at: now)
    }
    if mode == .offline { throw Self.notKept }
    guard let kept, kept.canBeRevalidated else {
      let asked = try await ask(request, coveredBy: kept)
      guard case .answered(let response) = asked else {
        // Covered: only with a kept answer.
        guard let kept else { throw Self.notKept }
        return served(kept, at: self.now())
      }
      if CachedResponse.mayKeep(response) {
        keep(CachedResponse(response: response, storedAt: self.now()), for: key)
      }
      return response
    }
    var revalidation = request
    if let tag = kept.header("ETag") { revalidation.headers["If-None-Match"] = tag }
    if let modified = kept.header("Last-Modified") {
      revalidation.headers["If-Modified-Since"] = modified
    }
    guard case .answered(let response) = try await ask(revalidation, coveredBy: kept) else {
      return served(kept, at: self.now())
    }
    let received = self.now()
    guard response.statusCode == 304 else {
      if CachedResponse.mayKeep(response) {
        keep(CachedResponse(response: response, storedAt: received), for: key)
      }
      return response
    }
    // Unchanged: the kept answer, with the headers the 304 updates, counts as received now.
    var refreshed = kept
    refreshed.storedAt = received
    for (name, value) in response.headers
    where Self.updatedBy304.contains(name.lowercased()) {
      refreshed.response.headers = refreshed.response.headers.filter {
        $0.key.caseInsensitiveCompare(name) != .orderedSame
      }
      refreshed.response.headers[name] = value
    }
    refreshed.response.headers = refreshed.response.headers.filter {
      $0.key.caseInsensitiveCompare("Age") != .orderedSame
    }
    keep(refreshed, for: key)
    return served(refreshed, at: received)
  }

  /// How asking the server ended.
  private enum Asked {
    /// With an answer.
    case answered(HTTPResponse)
    /// The server could not be reached, and the kept answer covers it.
    case covered
  }

  /// Sends `request`. When the server cannot be reached (no network, a timeout, a cut) and
  /// `kept` is there, the kept answer covers it: the failed exchange is marked served from cache.
  private func ask(_ request: HTTPRequest, coveredBy kept: CachedResponse?)
    async throws(APIError) -> Asked
  {
    let trail = HTTPExchangeTrail()
    do {
      return .answered(
        try await trail.following(typed: { () async throws(APIError) -> HTTPResponse in
          try await base.send(request)
        }))
    } catch {
      switch error {
      case .transport, .timeout, .interrupted:
        guard kept != nil else { throw error }
        trail.markServedFromCache()
        return .covered
      default:
        throw error
      }
    }
  }

  /// The headers a 304 replaces in the kept answer (RFC 9111, 4.3.4: all but the body's own).
  static let updatedBy304: Set<String> = [
    "cache-control", "date", "etag", "expires", "last-modified", "vary",
  ]

  /// What an offline request that was never kept fails with.
  static let notKept = APIError.transport("offline, and not kept from an earlier run")

  private func served(_ kept: CachedResponse, at now: Date) -> HTTPResponse {
    var response = kept.response
    response.headers = response.headers.filter {
      $0.key.caseInsensitiveCompare("Age") != .orderedSame
    }
    response.headers["Age"] = String(Int(kept.age(at: now)))
    return response
  }

  private func read(_ key: String) -> CachedResponse? {
    do {
      return try store.response(for: key)
    } catch {
      lastProblem.setValue("The kept answers could not be read: \(error)")
      return nil
    }
  }

  private func keep(_ response: CachedResponse, for key: String) {
    do {
      try store.keep(response, for: key)
    } catch {
      lastProblem.setValue("An answer could not be kept for offline use: \(error)")
    }
  }
}

extension HTTPResponse {
  /// How old the answer is, in seconds, when it came from a cache (its `Age` header); nil for an
  /// answer fresh from the server.
  public var age: TimeInterval? {
    headers.first { $0.key.caseInsensitiveCompare("Age") == .orderedSame }
      .flatMap { TimeInterval($0.value) }
  }
}

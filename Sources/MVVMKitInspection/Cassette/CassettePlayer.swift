import ConcurrencyExtras
public import MVVMKitNetworking

/// An `HTTPClient` that answers from a ``Cassette``, with no network: each request gets the
/// recorded exchange of its method and URL, the next one not yet played when the same request was
/// recorded more than once, after the recorded latency on the injected clock.
///
/// A request the cassette lacks is never answered with something made up: it throws
/// `APIError.transport` with a sentence that names it and the nearest request recorded, and is
/// kept in ``misses`` (and told to `onMiss`, so a replay can stop there).
///
/// ```swift
/// let player = CassettePlayer(try Cassette(contentsOf: file), clock: clock)
/// let service = CocktailDBService(client: player)
/// ```
public final class CassettePlayer: HTTPClient, Sendable {
  /// A request the cassette had no exchange for.
  public struct Miss: Hashable, Sendable {
    /// The request, as a line: "GET https://…", redacted.
    public let request: String
    /// The recorded request most like it, if any was recorded.
    public let nearest: String?
    /// Whether it asked for an image (`Accept: image/…`, as `ImageLoader` asks): which images a
    /// screen asks for depends on which frames were drawn, and so on the machine's speed, and a
    /// replay may let such a miss pass, the image shown as unavailable.
    public let isForAnImage: Bool

    /// A miss of `request`, whose nearest recorded request is `nearest`.
    public init(request: String, nearest: String?, isForAnImage: Bool = false) {
      self.request = request
      self.nearest = nearest
      self.isForAnImage = isForAnImage
    }

    /// What happened, in a sentence that says where to look.
    public var sentence: String {
      "The cassette has no \(request)"
        + (nearest.map { "; the nearest recorded is \($0)." } ?? "; it recorded no request.")
    }
  }

  private let exchanges: [Cassette.Exchange]
  private let clock: any Clock<Duration>
  private let redaction: Redaction
  private let onMiss: @Sendable (Miss) -> Void
  private let answersAtOnce: @Sendable (Cassette.Exchange) -> Bool
  private let state = LockIsolated(State())

  private struct State {
    var played: Set<Int> = []
    var misses: [Miss] = []
    var isPaced = true
    var answered = 0
  }

  /// A player of `cassette`.
  ///
  /// - Parameters:
  ///   - cassette: The exchanges to answer from.
  ///   - clock: The clock the recorded latencies run on.
  ///   - redaction: Applied to each request before it is matched, as it was to the recorded ones.
  ///   - answersAtOnce: Which exchanges are answered without their latency (a replay that draws a
  ///     frame only at each key answers images at once, as a view that drew them all along had
  ///     them by then).
  ///   - onMiss: Told of each request the cassette lacks.
  public init(
    _ cassette: Cassette, clock: any Clock<Duration> = ContinuousClock(),
    redacting redaction: Redaction = Redaction(),
    answersAtOnce: @escaping @Sendable (Cassette.Exchange) -> Bool = { _ in false },
    onMiss: @escaping @Sendable (Miss) -> Void = { _ in }
  ) {
    exchanges = cassette.exchanges
    self.clock = clock
    self.redaction = redaction
    self.answersAtOnce = answersAtOnce
    self.onMiss = onMiss
  }

  /// The exchanges recorded and not asked for yet, in recorded order.
  public var unplayed: [Cassette.Exchange] {
    let played = state.value.played
    return exchanges.indices.filter { !played.contains($0) }.map { exchanges[$0] }
  }

  /// The requests the cassette had no exchange for, in the order they came.
  public var misses: [Miss] { state.value.misses }

  /// How many requests have been answered (with their recorded response or failure) so far: a
  /// replay that sees it grow knows an answer is on its way to the screen.
  public var answered: Int { state.value.answered }

  /// Whether answers wait for their recorded latencies (the default); when not, they come at
  /// once, as for the setting up a replay does before its clock starts to move.
  public var isPaced: Bool {
    get { state.value.isPaced }
    set { state.withValue { $0.isPaced = newValue } }
  }

  /// Answers `request` as the cassette recorded it.
  ///
  /// - Throws: The recorded failure; `APIError.transport` naming the request when the cassette
  ///   lacks it; `APIError.cancelled` when cancelled while the latency runs.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    let method = request.method.rawValue
    let url = redaction.apply(to: request.url.absoluteString)
    let found: Cassette.Exchange? = state.withValue { state in
      guard
        let index = exchanges.indices.first(where: {
          !state.played.contains($0) && exchanges[$0].method == method && exchanges[$0].url == url
        })
      else { return nil }
      state.played.insert(index)
      return exchanges[index]
    }
    guard let exchange = found else {
      let accepts = request.headers.first { $0.key.lowercased() == "accept" }?.value ?? ""
      let miss = Miss(
        request: "\(method) \(url)", nearest: nearest(to: method, url),
        isForAnImage: accepts.lowercased().hasPrefix("image/"))
      state.withValue { $0.misses.append(miss) }
      onMiss(miss)
      throw .transport(miss.sentence)
    }
    // An answer that never came in the recording never comes here: the request waits until the
    // app gives up on it (cancels it, or times it out on its own clock).
    let wait = exchange.result == .unanswered ? .seconds(365 * 24 * 3600) : exchange.latency
    if wait > .zero, isPaced, !answersAtOnce(exchange) {
      do {
        try await clock.sleep(for: wait)
      } catch {
        throw .cancelled
      }
    }
    state.withValue { $0.answered += 1 }
    switch exchange.result {
    case .response(let status, let headers, let body):
      return HTTPResponse(statusCode: status, headers: headers, body: body)
    case .failure(let error):
      throw error
    case .unanswered:
      throw .timeout
    }
  }

  /// The recorded request sharing the longest start with `url`, of the same method if any is.
  private func nearest(to method: String, _ url: String) -> String? {
    func sharedStart(_ other: String) -> Int {
      zip(other.utf8, url.utf8).prefix { $0 == $1 }.count
    }
    let candidates =
      exchanges.contains { $0.method == method }
      ? exchanges.filter { $0.method == method } : exchanges
    return candidates.max { sharedStart($0.url) < sharedStart($1.url) }?.request
  }
}

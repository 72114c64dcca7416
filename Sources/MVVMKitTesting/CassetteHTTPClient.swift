public import Foundation
public import MVVMKitInspection
public import MVVMKitNetworking
public import Testing

/// An `HTTPClient` for tests that answers from a recorded `Cassette`: a session recorded once
/// (`showcase APP --record FILE`, or a `CassetteRecorder`) becomes a test of a view model, with
/// the real APIs' answers and no network.
///
/// Each request gets the recorded exchange of its method and URL (repeats in recorded order),
/// after the recorded latency on the injected clock. A request the cassette lacks fails the test,
/// naming it and the nearest recorded one, and gets `APIError.transport`; ``assertAllPlayed(sourceLocation:)``
/// fails the test with what was recorded and never asked.
///
/// ```swift
/// let client = try CassetteHTTPClient(contentsOf: cassetteURL, clock: ImmediateClock())
/// let viewModel = CocktailSearchViewModel(
///   drinkService: CocktailDBService(client: client), …)
/// viewModel.searchTextChanged("rum")
/// await viewModel.tasks.idle()
/// #expect(viewModel.drinks.value?.count == 6)
/// client.assertAllPlayed()
/// ```
public struct CassetteHTTPClient: HTTPClient {
  private let player: CassettePlayer

  /// A client answering from `cassette`, its latencies on `clock`, matching requests once
  /// `redaction` is applied to them (as it was when recording).
  public init(
    _ cassette: Cassette, clock: any Clock<Duration> = ContinuousClock(),
    redacting redaction: Redaction = Redaction(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    player = CassettePlayer(
      cassette, clock: clock, redacting: redaction,
      onMiss: { miss in
        Issue.record(Comment(rawValue: miss.sentence), sourceLocation: sourceLocation)
      })
  }

  /// A client answering from the cassette in the file at `url`.
  ///
  /// - Throws: What reading the file throws (see `Cassette.init(contentsOf:)`).
  public init(
    contentsOf url: URL, clock: any Clock<Duration> = ContinuousClock(),
    redacting redaction: Redaction = Redaction(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    self.init(
      try Cassette(contentsOf: url), clock: clock, redacting: redaction,
      sourceLocation: sourceLocation)
  }

  /// The exchanges recorded and not asked for yet.
  public var unplayed: [Cassette.Exchange] { player.unplayed }

  /// The requests the cassette had no exchange for.
  public var misses: [CassettePlayer.Miss] { player.misses }

  /// Answers `request` from the cassette.
  public func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    try await player.send(request)
  }

  /// Fails the test when an exchange was recorded and never asked for, naming each.
  public func assertAllPlayed(sourceLocation: SourceLocation = #_sourceLocation) {
    let unplayed = player.unplayed
    guard !unplayed.isEmpty else { return }
    Issue.record(
      Comment(
        rawValue: "Recorded and never asked (\(unplayed.count)):\n"
          + unplayed.map { "  " + $0.request }.joined(separator: "\n")),
      sourceLocation: sourceLocation)
  }
}

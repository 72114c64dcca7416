import ConcurrencyExtras

/// Where a ``RecordingHTTPClient`` keeps the exchanges it records for a cassette, while recording
/// is on: shared by every client of an app, from any thread.
///
/// ```swift
/// let recorder = CassetteRecorder(isRecording: true)
/// let client = RecordingHTTPClient(wrapping: URLSessionHTTPClient(), cassette: recorder)
/// // … the session …
/// try writeOwnerOnly(recorder.cassette.fileData(), to: file)
/// ```
public final class CassetteRecorder: Sendable {
  private let state: LockIsolated<State>

  private struct State {
    var isRecording: Bool
    var cassette = Cassette()
    var bytes = 0
    var isOverflowed = false
    /// Counts the cassettes started: a slot of an earlier one is stale.
    var generation = 0
  }

  /// The most bytes of bodies a cassette holds: past them, the requests are still kept, as sent
  /// and unanswered, and no more bodies are (``isOverflowed``).
  public let byteLimit: Int

  /// A recorder, recording from now or not yet, keeping at most `byteLimit` bytes of bodies.
  public init(isRecording: Bool = false, byteLimit: Int = 64 << 20) {
    state = LockIsolated(State(isRecording: isRecording))
    self.byteLimit = byteLimit
  }

  /// Whether exchanges that end now are kept.
  public var isRecording: Bool { state.value.isRecording }

  /// Whether the bodies passed ``byteLimit``: the answers of the requests from then on are not
  /// kept (the requests are, unanswered).
  public var isOverflowed: Bool { state.value.isOverflowed }

  /// What was recorded so far.
  public var cassette: Cassette { state.value.cassette }

  /// Starts a new cassette: what was recorded before is dropped.
  public func start() {
    state.withValue { $0 = State(isRecording: true, generation: $0.generation + 1) }
  }

  /// Stops recording; returns what was recorded.
  @discardableResult
  public func stop() -> Cassette {
    state.withValue {
      $0.isRecording = false
      return $0.cassette
    }
  }

  /// Keeps `request` as sent and not answered yet, if recording; returns where it is kept, for
  /// ``end(_:as:)``.
  func begin(_ request: Cassette.Exchange) -> Slot? {
    state.withValue { state in
      guard state.isRecording else { return nil }
      state.cassette.exchanges.append(request)
      return Slot(generation: state.generation, index: state.cassette.exchanges.count - 1)
    }
  }

  /// Keeps how the request in `slot` ended, if it is still recorded and no body has passed the
  /// limit: one that passes it stays as sent, unanswered, and so do those after it.
  func end(_ slot: Slot, as exchange: Cassette.Exchange) {
    state.withValue { state in
      guard state.isRecording, slot.generation == state.generation,
        state.cassette.exchanges.indices.contains(slot.index)
      else { return }
      let size: Int
      if case .response(_, _, let body) = exchange.result { size = body.count } else { size = 0 }
      guard !state.isOverflowed, state.bytes + size <= byteLimit else {
        state.isOverflowed = true
        return
      }
      state.bytes += size
      state.cassette.exchanges[slot.index] = exchange
    }
  }

  /// Where a request is kept in the cassette.
  struct Slot: Sendable {
    let generation: Int
    let index: Int
  }
}

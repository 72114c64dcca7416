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
  }

  /// A recorder, recording from now or not yet.
  public init(isRecording: Bool = false) {
    state = LockIsolated(State(isRecording: isRecording))
  }

  /// Whether exchanges that end now are kept.
  public var isRecording: Bool { state.value.isRecording }

  /// What was recorded so far.
  public var cassette: Cassette { state.value.cassette }

  /// Starts a new cassette: what was recorded before is dropped.
  public func start() {
    state.withValue { $0 = State(isRecording: true) }
  }

  /// Stops recording; returns what was recorded.
  @discardableResult
  public func stop() -> Cassette {
    state.withValue {
      $0.isRecording = false
      return $0.cassette
    }
  }

  /// Keeps `exchange`, if recording.
  func record(_ exchange: Cassette.Exchange) {
    state.withValue { if $0.isRecording { $0.cassette.exchanges.append(exchange) } }
  }
}

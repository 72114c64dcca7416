import Foundation
import Observation

/// The sessions made for first responses, each kept for its tab's socket to take up, so that a
/// visit loads each source once: the page the tab shows is the session's, and its socket goes on
/// with it. One not taken up within ``lifetime`` is closed, and at most ``capacity`` wait (the
/// oldest is closed first), so requests that never open a socket keep nothing for long.
@MainActor @Observable
final class WaitingSessions {
  /// How long a session waits for its tab's socket.
  let lifetime: Duration
  /// The most sessions that wait at once.
  let capacity: Int
  /// A sleep until a deadline taken when it is made: `lifetime` from then, on the clock.
  private let makeSleep: @Sendable () -> @Sendable () async throws -> Void
  /// The sessions waiting, oldest first, by their token, with the app whose socket may take each.
  private var waiting:
    [(token: String, app: String, session: WebSession, expiry: Task<Void, Never>)] =
      []

  /// Sessions that wait `lifetime` on `clock`, at most `capacity` at once.
  nonisolated init(
    lifetime: Duration = .seconds(60), capacity: Int = 64,
    clock: some Clock<Duration> = ContinuousClock()
  ) {
    self.lifetime = lifetime
    self.capacity = capacity
    makeSleep = {
      let deadline = clock.now.advanced(by: lifetime)
      return { try await clock.sleep(until: deadline, tolerance: nil) }
    }
  }

  /// How many sessions wait.
  var count: Int { waiting.count }

  /// Keeps `session` of `app` for its tab's socket; the token that takes it up.
  func keep(_ session: WebSession, app: String) -> String {
    if waiting.count >= capacity { close(waiting[0].token) }
    var random = SystemRandomNumberGenerator()
    let token = (0..<4).map { _ in String(random.next() as UInt32, radix: 16) }.joined(
      separator: "-")
    // The deadline is taken now, not when the task first runs.
    let sleep = makeSleep()
    let expiry = Task { [weak self] in
      do {
        try await sleep()
      } catch {
        return  // taken up: the sleep was cancelled
      }
      self?.close(token)
    }
    waiting.append((token, app, session, expiry))
    return token
  }

  /// The session `token` names, for a socket of `app`, no longer waiting; `nil` when none waits
  /// under that token for that app (taken, closed, or never made).
  func take(_ token: String, app: String) -> WebSession? {
    guard let index = waiting.firstIndex(where: { $0.token == token && $0.app == app }) else {
      return nil
    }
    let taken = waiting.remove(at: index)
    taken.expiry.cancel()
    return taken.session
  }

  private func close(_ token: String) {
    guard let index = waiting.firstIndex(where: { $0.token == token }) else { return }
    let closed = waiting.remove(at: index)
    closed.expiry.cancel()
    closed.session.close()
  }
}

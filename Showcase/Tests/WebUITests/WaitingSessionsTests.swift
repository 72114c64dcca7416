import Clocks
import MVVMKit
import MVVMKitTesting
import Testing

@testable import WebUI

/// A first response's session waits for its tab's socket: taken once, by its app only; closed
/// when no socket comes within its lifetime, or when too many wait.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct WaitingSessionsTests {
  func session() -> WebSession {
    WebSession(showing: CounterPage(model: CounterModel()), images: ImageRoutes())
  }

  @Test func aSessionIsTakenOnceByItsAppOnly() {
    let waiting = WaitingSessions(clock: TestClock())
    let session = session()
    let token = waiting.keep(session, app: "counter")
    #expect(waiting.take(token, app: "other") == nil)
    #expect(waiting.take("0-0-0-0", app: "counter") == nil)
    #expect(waiting.take(token, app: "counter") === session)
    #expect(waiting.take(token, app: "counter") == nil)
    #expect(session.page != nil, "a session taken up stays open")
    #expect(waiting.count == 0)
  }

  @Test func aSessionNoSocketTakesUpIsClosedAfterItsLifetime() async {
    let clock = TestClock()
    let waiting = WaitingSessions(lifetime: .seconds(60), clock: clock)
    let session = session()
    let token = waiting.keep(session, app: "counter")
    await clock.advance(by: .seconds(59))
    #expect(waiting.count == 1)
    await clock.advance(by: .seconds(2))
    await waitUntil { waiting.count == 0 }
    #expect(session.page == nil, "closed: its pages let go")
    #expect(waiting.take(token, app: "counter") == nil)
  }

  @Test func theOldestIsClosedWhenTooManyWait() {
    let waiting = WaitingSessions(capacity: 2, clock: TestClock())
    let sessions = [session(), session(), session()]
    let tokens = sessions.map { waiting.keep($0, app: "counter") }
    #expect(Set(tokens).count == 3)
    #expect(waiting.count == 2)
    #expect(sessions[0].page == nil)
    #expect(waiting.take(tokens[0], app: "counter") == nil)
    #expect(waiting.take(tokens[2], app: "counter") === sessions[2])
  }
}

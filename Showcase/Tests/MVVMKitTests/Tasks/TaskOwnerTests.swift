import Clocks
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Observation
import Testing

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct TaskOwnerTests {
  private enum Work { case search, detail }

  /// The instants a stream delivered at, with a wait for the n-th.
  @MainActor private final class Ticks {
    var values: [TestClock<Duration>.Instant] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func record(_ instant: TestClock<Duration>.Instant) {
      values.append(instant)
      waiters.removeAll { waiter in
        guard values.count >= waiter.count else { return false }
        waiter.continuation.resume()
        return true
      }
    }

    func waitFor(_ count: Int) async {
      guard values.count < count else { return }
      await withCheckedContinuation { waiters.append((count, $0)) }
    }
  }

  @MainActor private final class Results {
    var values: [String] = []
    func record(_ result: Result<String, any Error>) {
      switch result {
      case .success(let value): values.append(value)
      case .failure(let error): values.append("error: \(error)")
      }
    }
  }

  /// Starts a one-second timer stream under `.search` and waits for its first tick: the clock
  /// steps 1.5 s, and later steps of 1 s keep the timer's deadlines off the clock's own instant.
  private func startTicking(
    _ owner: TaskOwner<Work>, on clock: TestClock<Duration>, into ticks: Ticks
  ) async {
    owner.run(.search, each: ClockTicks(every: .seconds(1), on: clock)) { tick in
      ticks.record(tick)  // the tick's due time
    }
    await clock.advance(by: .milliseconds(1500))
    await ticks.waitFor(1)
  }

  @Test func deliversTheResultOnTheMainActor() async {
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    owner.run(.search, operation: { "rum" }, onResult: results.record)
    #expect(owner.isRunning(.search))
    await owner.idle()
    #expect(results.values == ["rum"])
    #expect(!owner.hasWork)
  }

  @Test func deliversErrors() async {
    struct Boom: Error {}
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    owner.run(
      .search, operation: { () async throws -> String in throw Boom() }, onResult: results.record)
    await owner.idle()
    #expect(results.values == ["error: Boom()"])
  }

  @Test func newWorkUnderAKeyCancelsTheOldAndTheLatestWins() async {
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    let slow = Gate()
    owner.run(
      .search,
      operation: {
        await slow.wait()  // ignores cancellation: the late answer still comes back
        return "ru"
      }, onResult: results.record)
    owner.run(.search, operation: { "rum" }, onResult: results.record)
    await slow.open()
    await owner.idle()  // both ended: the latest, and the superseded one with its late answer
    #expect(results.values == ["rum"], "the superseded answer is never delivered")
  }

  @Test func dropIfRunningIgnoresNewWorkWhileTheKeyRuns() async {
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    let gate = Gate()
    let first = owner.run(
      .search, policy: .dropIfRunning,
      operation: {
        await gate.wait()
        return "page 2"
      }, onResult: results.record)
    let second = owner.run(
      .search, policy: .dropIfRunning, operation: { "page 2 again" }, onResult: results.record)
    #expect(first && !second)
    await gate.open()
    await owner.idle()
    #expect(results.values == ["page 2"])
    #expect(await gate.arrivals == 1, "one request for the page")
    let third = owner.run(
      .search, policy: .dropIfRunning, operation: { "page 3" }, onResult: results.record)
    await owner.idle()
    #expect(third)
    #expect(results.values == ["page 2", "page 3"], "once the work ended, new work runs")
  }

  @Test func aStreamDeliversEachElementUntilNewWorkReplacesIt() async {
    let clock = TestClock()
    let start = clock.now
    let owner = TaskOwner<Work>(clock: clock)
    let ticks = Ticks()
    await startTicking(owner, on: clock, into: ticks)
    for count in 2...3 {
      await clock.advance(by: .seconds(1))
      await ticks.waitFor(count)
    }
    #expect(ticks.values.map { start.duration(to: $0) } == [.seconds(1), .seconds(2), .seconds(3)])
    let ended = Results()
    owner.run(.search, operation: { "replaced" }, onResult: ended.record)
    await owner.idle()
    await clock.advance(by: .seconds(5))
    #expect(ticks.values.count == 3, "no tick after new work replaced the stream")
    #expect(ended.values == ["replaced"])
  }

  @Test func aStreamStopsOnCancelAndReportsItsEnd() async {
    let clock = TestClock()
    let owner = TaskOwner<Work>(clock: clock)
    let ticks = Ticks()
    await startTicking(owner, on: clock, into: ticks)
    owner.cancel(.search)
    await owner.idle()
    await clock.advance(by: .seconds(5))
    #expect(ticks.values.count == 1)

    let ends = Results()
    let (numbers, continuation) = AsyncStream.makeStream(of: Int.self)
    for number in [1, 2, 3] { continuation.yield(number) }
    continuation.finish()
    owner.run(.detail, each: numbers) { value in
      ends.values.append("\(value)")
    } onEnd: { error in
      ends.values.append(error.map { "failed: \($0)" } ?? "ended")
    }
    await owner.idle()
    #expect(ends.values == ["1", "2", "3", "ended"])
    #expect(!owner.isRunning(.detail))
  }

  @Test func releasingTheOwnerStopsItsStream() async {
    let clock = TestClock()
    var owner: TaskOwner<Work>? = TaskOwner<Work>(clock: clock)
    let ticks = Ticks()
    if let owner { await startTicking(owner, on: clock, into: ticks) }
    owner = nil
    await clock.advance(by: .seconds(5))
    // The owner is gone, and each tick is delivered only through it: none can come now or later.
    #expect(ticks.values.count == 1)
  }

  @Test func workUnderOtherKeysIsUntouched() async {
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    owner.run(.detail, operation: { "detail" }, onResult: results.record)
    owner.run(.search, operation: { "search" }, onResult: results.record)
    await owner.idle()
    #expect(results.values.sorted() == ["detail", "search"])
  }

  @Test func debounceWaitsOnTheInjectedClockAndKeepsOnlyTheLastInput() async {
    let clock = TestClock()
    let owner = TaskOwner<Work>(clock: clock)
    let results = Results()
    let started = Gate()
    for query in ["r", "ru", "rum"] {
      owner.run(
        .search, debounce: .milliseconds(300),
        operation: {
          await started.pass()
          return query
        }, onResult: results.record)
      await clock.advance(by: .milliseconds(200))
    }
    #expect(await started.arrivals == 0, "each keystroke restarts the wait")
    await clock.advance(by: .milliseconds(100))
    await owner.idle()
    #expect(results.values == ["rum"])
    #expect(await started.arrivals == 1)
  }

  @Test func cancelDropsTheResult() async {
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    let gate = Gate()
    let returned = Gate()
    owner.run(
      .search,
      operation: {
        await gate.wait()
        await returned.open()
        return "late"
      }, onResult: results.record)
    owner.cancel(.search)
    #expect(!owner.isRunning(.search))
    await gate.open()
    await returned.wait()
    await owner.idle()  // the cancelled work has ended
    #expect(results.values.isEmpty)
  }

  @Test func releasingTheOwnerCancelsItsWork() async {
    var owner: TaskOwner<Work>? = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    let cancelled = Gate()
    owner?.run(
      .search,
      operation: {
        await withTaskCancellationHandler {
          await Gate().wait()  // never opened: only cancellation ends this work
        } onCancel: {
          Task { await cancelled.open() }
        }
        return "never"
      }, onResult: results.record)
    owner = nil
    await cancelled.wait()
    // The owner is gone, and only it can call `onResult`: nothing can be delivered now or later.
    #expect(results.values.isEmpty)
  }
}

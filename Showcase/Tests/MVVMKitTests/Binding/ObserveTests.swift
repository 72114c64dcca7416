import MVVMKitTesting
import Observation
import Testing

@testable import MVVMKit

@MainActor @Observable private final class Counter {
  var count = 0
  var other = 0
  var readsOther = false
}

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct ObserveTests {
  /// Runs `observe` and lets the test wait for its n-th run. On the main actor, as the runs
  /// are: a nonisolated `waitFor` would run on the global executor, racing `record`.
  @MainActor private final class Runs {
    var values: [Int] = []
    var waiters: [(Int, CheckedContinuation<Void, Never>)] = []
    func record(_ value: Int) {
      values.append(value)
      waiters.removeAll { count, continuation in
        guard values.count >= count else { return false }
        continuation.resume()
        return true
      }
    }
    func waitFor(_ count: Int) async {
      guard values.count < count else { return }
      await withCheckedContinuation { waiters.append((count, $0)) }
    }
  }

  /// A second binding on `counter`, scheduled by the same change: once it has re-run, any re-run
  /// the binding under test would make has had its turn too. Every re-run the change schedules is
  /// enqueued on the main actor during the change, and this test resumes from a job the control
  /// binding's re-run enqueues later: the main actor runs jobs in order.
  private func settle(_ counter: Counter, change: () -> Void) async {
    let control = Runs()
    let token = observe { control.record(counter.count + counter.other) }
    change()
    await control.waitFor(2)
    token.cancel()
  }

  @Test func runsAtOnceAndAgainAfterAChange() async {
    let counter = Counter()
    let runs = Runs()
    let token = observe { runs.record(counter.count) }
    #expect(runs.values == [0])
    counter.count = 7
    #expect(runs.values == [0], "the re-run waits for the next main-actor turn")
    await runs.waitFor(2)
    #expect(runs.values == [0, 7])
    #expect(!token.isCancelled)
  }

  @Test func fiftyBindingsThatOneChangeTouchesReRunInOneMainActorJob() async {
    let counter = Counter()
    let runs = Runs()
    var turns: [Int] = []
    let tokens = (0..<50).map { _ in
      observe {
        runs.record(counter.count)
        turns.append(ReRuns.turnsRun)
      }
    }
    counter.count = 3
    await runs.waitFor(100)
    #expect(runs.values == Array(repeating: 0, count: 50) + Array(repeating: 3, count: 50))
    #expect(
      Set(turns.suffix(50)).count == 1, "the fifty re-runs ran in one job: \(turns.suffix(50))")
    _ = tokens
  }

  @Test func aRefreshRunsNowInsteadOfTheRerunAChangeScheduled() async {
    let counter = Counter()
    let runs = Runs()
    let token = observe { runs.record(counter.count) }
    await settle(counter) {
      counter.count = 5
      token.refresh()
      #expect(runs.values == [0, 5])
    }
    #expect(runs.values == [0, 5], "the re-run the change scheduled saw nothing new: dropped")
    // The refreshed run tracks what it read: a later change runs it again.
    counter.count = 6
    await runs.waitFor(3)
    #expect(runs.values == [0, 5, 6])
    token.cancel()
    token.refresh()
    #expect(runs.values == [0, 5, 6])
  }

  @Test func aPendingChangeIsAppliedNowAndOnlyWhereOneIsPending() async {
    let counter = Counter()
    let runs = Runs()
    let untouched = Runs()
    let token = observe { runs.record(counter.count) }
    let other = observe { untouched.record(counter.other) }
    #expect(!token.isChangePending)
    await settle(counter) {
      counter.count = 4
      #expect(token.isChangePending)
      #expect(!other.isChangePending)
      token.applyPendingChange()
      other.applyPendingChange()
      #expect(runs.values == [0, 4])
      #expect(untouched.values == [0], "nothing it read changed: it did not run")
      #expect(!token.isChangePending)
      token.applyPendingChange()
      #expect(runs.values == [0, 4])
    }
    #expect(runs.values == [0, 4], "the re-run the change scheduled saw nothing new: dropped")
    // It tracks again after the applied run.
    counter.count = 5
    #expect(token.isChangePending)
    token.cancel()
    #expect(!token.isChangePending)
    token.applyPendingChange()
    #expect(runs.values == [0, 4])
    other.cancel()
  }

  @Test func aBurstOfAThousandChangesGivesExactlyOneRerun() async {
    let counter = Counter()
    let runs = Runs()
    let token = observe { runs.record(counter.count) }
    await settle(counter) {
      for _ in 0..<1_000 { counter.count += 1 }
    }
    #expect(runs.values == [0, 1_000])
    _ = token
  }

  @Test func keepsTrackingAfterEachRerun() async {
    let counter = Counter()
    let runs = Runs()
    let token = observe { runs.record(counter.count) }
    counter.count = 1
    await runs.waitFor(2)
    counter.count = 2
    await runs.waitFor(3)
    #expect(runs.values == [0, 1, 2])
    _ = token
  }

  @Test func tracksOnlyWhatTheLastRunRead() async {
    let counter = Counter()
    let runs = Runs()
    let token = observe { runs.record(counter.readsOther ? counter.other : -1) }
    await settle(counter) { counter.other = 5 }
    #expect(runs.values == [-1], "`other` was not read, so changing it does not re-run")
    counter.readsOther = true
    await runs.waitFor(2)
    counter.other = 6
    await runs.waitFor(3)
    #expect(runs.values == [-1, 5, 6])
    _ = token
  }

  @Test func aCancelledTokenNeverRunsAgain() async {
    let counter = Counter()
    let runs = Runs()
    let token = observe { runs.record(counter.count) }
    await settle(counter) {
      counter.count = 1
      token.cancel()
    }
    await settle(counter) { counter.count = 2 }
    #expect(runs.values == [0])
    #expect(token.isCancelled)
  }

  @Test func aReleasedTokenNeverRunsAgain() async {
    let counter = Counter()
    let runs = Runs()
    var token: ObservationToken? = observe { runs.record(counter.count) }
    let tracker = Weak(token)
    await settle(counter) {
      counter.count = 1
      token = nil
    }
    await settle(counter) { counter.count = 2 }
    #expect(runs.values == [0])
    #expect(tracker.object == nil)
  }

  private struct Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
  }
}

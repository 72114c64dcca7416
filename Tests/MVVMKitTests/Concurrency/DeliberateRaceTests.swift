import Dispatch
import Foundation
import MVVMKitTesting
import Testing

/// A deliberate data race, for `.ci/tsan` to show that its ThreadSanitizer step catches one: a
/// plain `var` written from two threads at once. It runs only where `MVVMKIT_DELIBERATE_RACE` is
/// `1`, which that check alone sets, and it expects ThreadSanitizer to report the race and fail
/// the run; anywhere else it is left out, since a race proves nothing without the sanitizer.
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["MVVMKIT_DELIBERATE_RACE"] == "1"),
  .timeLimit(.scaled(minutes: 1)))
struct DeliberateRaceTests {
  /// A counter with no lock: what strict concurrency forbids, smuggled past it.
  final class Counter: @unchecked Sendable {
    var value = 0
  }

  @Test func twoThreadsWriteOneVariableWithNoLock() {
    let counter = Counter()
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
      for _ in 0..<10_000 { counter.value += 1 }
    }
    #expect(counter.value > 0)
  }
}

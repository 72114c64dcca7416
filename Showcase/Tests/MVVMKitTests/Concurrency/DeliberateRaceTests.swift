import Dispatch
import Foundation
import MVVMKitTesting
import Testing

/// A deliberate data race, for `.ci/tsan` to show that its ThreadSanitizer step catches one: a
/// plain `var` written from two threads with nothing ordering the writes. It runs only where
/// `MVVMKIT_DELIBERATE_RACE` is `1`, which that check alone sets, and it expects ThreadSanitizer
/// to report the race and fail the run; anywhere else it is left out, since a race proves nothing
/// without the sanitizer.
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["MVVMKIT_DELIBERATE_RACE"] == "1"),
  .timeLimit(.scaled(minutes: 1)))
struct DeliberateRaceTests {
  /// A counter with no lock: what strict concurrency forbids, smuggled past it.
  final class Counter: @unchecked Sendable {
    var value = 0
  }

  /// ThreadSanitizer reports two accesses that no happens-before edge orders, whenever they ran;
  /// so the race must not depend on the scheduler. `DispatchQueue.concurrentPerform` did: on a
  /// busy two-core machine it ran both iterations on one thread, in order, and nothing was
  /// reported. Here two threads each write once, and the first stays alive, holding no lock and
  /// signalling nothing, until the second has written: no edge can run from one write to the
  /// other, not even through the threads' own exit.
  @Test func twoThreadsWriteOneVariableWithNoLock() {
    let counter = Counter()
    let secondWrote = DispatchSemaphore(value: 0)
    let firstMayEnd = DispatchSemaphore(value: 0)
    let bothEnded = DispatchGroup()
    bothEnded.enter()
    Thread {
      counter.value += 1
      firstMayEnd.wait()
      bothEnded.leave()
    }.start()
    bothEnded.enter()
    Thread {
      counter.value += 1
      secondWrote.signal()
      bothEnded.leave()
    }.start()
    secondWrote.wait()
    firstMayEnd.signal()
    bothEnded.wait()
    #expect(counter.value == 2)
  }
}

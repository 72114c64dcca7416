import MVVMKit
import MVVMKitTesting
import Observation
import Testing

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct WaitUntilTests {
  @Observable @MainActor final class Counter {
    var value = 0
  }

  @Test func returnsAtOnceWhenTheConditionHoldsAndOtherwiseWhenAChangeMakesItHold() async {
    let counter = Counter()
    await waitUntil { counter.value == 0 }
    let waiting = Task { await waitUntil { counter.value == 2 } }
    counter.value = 1
    counter.value = 2
    await waiting.value
    #expect(counter.value == 2)
  }

  @Test func aCancelledWaitEnds() async {
    let counter = Counter()
    let waiting = Task { await waitUntil { counter.value == 99 } }
    waiting.cancel()
    await waiting.value
    #expect(counter.value == 0)
  }
}

import Clocks
import MVVMKit
import MVVMKitTesting
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct ClockTicksTests {
  @Test func ticksAreDueFromWhenTheSequenceWasMadeHoweverLateItIsIterated() async throws {
    let clock = TestClock()
    let start = clock.now
    let ticks = ClockTicks(every: .seconds(1), on: clock)
    await clock.advance(by: .milliseconds(2500))  // before anything iterates
    var iterator = ticks.makeAsyncIterator()
    let first = try await iterator.next()
    let second = try await iterator.next()
    #expect(
      [first, second].map { $0.map { start.duration(to: $0) } } == [.seconds(1), .seconds(2)])
  }

  @Test func aTickWaitsForItsTime() async throws {
    let clock = TestClock()
    let start = clock.now
    // Made here, not in the task: its ticks count from when it is made, and the task may first
    // run only after the advance below.
    let ticks = ClockTicks(every: .seconds(1), on: clock)
    let waiting = Task {
      var iterator = ticks.makeAsyncIterator()
      return try await iterator.next()
    }
    await clock.advance(by: .milliseconds(1500))
    let tick = try await waiting.value
    #expect(tick.map { start.duration(to: $0) } == .seconds(1))
  }
}

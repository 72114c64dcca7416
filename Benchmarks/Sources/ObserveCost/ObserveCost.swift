import MVVMKit
import Observation

/// The cost of one change seen through `observe` (change, scheduled re-run, re-tracking), against
/// re-registering a bare `withObservationTracking` by hand for each change.
///
/// Runs on the main actor, which the benchmark harness blocks while it waits for async
/// benchmarks, so this is a plain executable: `swift run -c release ObserveCost`.
@main
enum ObserveCost {
  @MainActor @Observable final class Model {
    var value = 0
  }

  static let changes = 200_000
  static let rounds = 5

  @MainActor
  static func main() async {
    var observeBest = Duration.seconds(1_000)
    var bareBest = Duration.seconds(1_000)
    for _ in 0..<rounds {
      observeBest = min(observeBest, await measureObserve())
      bareBest = min(bareBest, measureBare())
    }
    let observeNs = nanoseconds(observeBest) / Double(changes)
    let bareNs = nanoseconds(bareBest) / Double(changes)
    print("observe, per change (change + one re-run):         \(format(observeNs)) ns")
    print("withObservationTracking by hand, per change:        \(format(bareNs)) ns")
    print("ratio observe / bare:                               \(format(observeNs / bareNs))x")
  }

  @MainActor
  static func measureObserve() async -> Duration {
    let model = Model()
    var runs = 0
    let token = observe { runs += model.value >= 0 ? 1 : 0 }
    let start = ContinuousClock.now
    for value in 1...changes {
      model.value = value
      // The re-run is scheduled for the next main-actor turn; yield until it has happened.
      while runs <= value { await Task.yield() }
    }
    let elapsed = ContinuousClock.now - start
    token.cancel()
    return elapsed
  }

  @MainActor
  static func measureBare() -> Duration {
    let model = Model()
    var runs = 0
    let start = ContinuousClock.now
    for value in 1...changes {
      withObservationTracking {
        runs += model.value >= 0 ? 1 : 0
      } onChange: {
      }
      model.value = value
    }
    let elapsed = ContinuousClock.now - start
    precondition(runs == changes)
    return elapsed
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }

  static func format(_ value: Double) -> String {
    String(Int((value * 10).rounded()) / 10) + "." + String(Int((value * 10).rounded()) % 10)
  }
}

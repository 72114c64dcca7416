import MVVMKit
import Observation

/// The cost of one change seen through `observe` (change, scheduled re-run, re-tracking), against
/// the standard library's `Observations` sequence consuming the same changes on the main actor
/// (the closest thing Apple ships to `observe`), and against re-registering a bare
/// `withObservationTracking` by hand for each change (synchronous, no coalescing: a floor).
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
    var observationsBest = Duration.seconds(1_000)
    var bareBest = Duration.seconds(1_000)
    for _ in 0..<rounds {
      observeBest = min(observeBest, await measureObserve())
      if #available(macOS 26, iOS 26, *) {
        observationsBest = min(observationsBest, await measureObservations())
      }
      bareBest = min(bareBest, measureBare())
    }
    let observeNs = nanoseconds(observeBest) / Double(changes)
    let observationsNs = nanoseconds(observationsBest) / Double(changes)
    let bareNs = nanoseconds(bareBest) / Double(changes)
    print("observe, per coalesced update (change + one re-run):   \(format(observeNs)) ns")
    print("Observations, per coalesced update (change + next()):  \(format(observationsNs)) ns")
    print("withObservationTracking by hand, per change:           \(format(bareNs)) ns")
    print(
      "ratio observe / Observations:                          \(format(observeNs / observationsNs))x"
    )
    print("ratio observe / bare:                                  \(format(observeNs / bareNs))x")
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

  /// Each change read through the standard library's `Observations`, one value per update.
  @available(macOS 26, iOS 26, *)
  @MainActor
  static func measureObservations() async -> Duration {
    let model = Model()
    var values = Observations { model.value }.makeAsyncIterator()
    _ = await values.next()  // the initial value
    let start = ContinuousClock.now
    for value in 1...changes {
      model.value = value
      let seen = await values.next()
      precondition(seen == value)
    }
    return ContinuousClock.now - start
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

import Benchmark
import MVVMKit
import Observation

@MainActor @Observable final class Model {
  var value = 0
}

/// The cost of one change seen through `observe`, against re-registering a bare
/// `withObservationTracking` by hand for each change.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal],
    scalingFactor: .kilo,
    maxDuration: .seconds(3)
  )

  Benchmark("observe: one change, one re-run") { benchmark in
    await MainActor.run {}
    let model = await Model()
    let runs = await Counter()
    let token = await MainActor.run { observe { runs.count += model.value >= 0 ? 1 : 0 } }
    benchmark.startMeasurement()
    for value in benchmark.scaledIterations {
      await MainActor.run { model.value = value }
      await runs.wait(for: value + 2)
    }
    benchmark.stopMeasurement()
    await MainActor.run { token.cancel() }
  }

  Benchmark("withObservationTracking: register, change, notify") { benchmark in
    let model = await Model()
    await MainActor.run {
      var notified = 0
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        withObservationTracking {
          _ = model.value
        } onChange: {
          notified += 0
        }
        model.value = value
        notified += 1
      }
      benchmark.stopMeasurement()
      blackHole(notified)
    }
  }
}

/// Counts the runs of an observation and lets the benchmark wait for a given count.
@MainActor final class Counter {
  var count = 0 {
    didSet { if count >= target { continuation?.resume(); continuation = nil } }
  }
  private var target = 0
  private var continuation: CheckedContinuation<Void, Never>?

  func wait(for target: Int) async {
    guard count < target else { return }
    self.target = target
    await withCheckedContinuation { continuation = $0 }
  }
}

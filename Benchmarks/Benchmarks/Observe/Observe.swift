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

  Benchmark("withObservationTracking: re-register by hand for each change") { benchmark in
    let model = await Model()
    // The harness hands the benchmark to this closure only; the main actor uses it while this
    // closure waits, so no two threads touch it at once.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      var reads = 0
      benchmark.startMeasurement()
      for value in benchmark.scaledIterations {
        withObservationTracking {
          reads += model.value >= 0 ? 1 : 0
        } onChange: {}
        model.value = value
      }
      benchmark.stopMeasurement()
      blackHole(reads)
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

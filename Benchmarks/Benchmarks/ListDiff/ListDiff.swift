import Benchmark
import DiffWorkloads
import Foundation
import MVVMKit

/// The moves a diff reports (items and sections): fewer means fewer animations a view must run.
let moves = BenchmarkMetric.custom("Moves", polarity: .prefersSmaller, useScalingFactor: false)

/// The diff against the standard library's `difference(from:).inferringMoves()` on the same lists.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1,
    scalingFactor: .one,
    maxDuration: .seconds(5),
    maxIterations: 50
  )

  for name in Workload.names {
    guard let workload = Workload.all[name]?() else { continue }
    // Counted once, outside the timed closure.
    let changes = workload.old.changes(to: workload.new)
    let moveCount = changes.itemMoves.count + changes.sectionMoves.count
    Benchmark(
      "\(name) MVVMKit changes(to:)",
      configuration: .init(metrics: Benchmark.defaultConfiguration.metrics + [moves])
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(workload.old.changes(to: workload.new))
      }
      benchmark.measurement(moves, moveCount)
    }
    let oldFlat = workload.oldFlat
    let newFlat = workload.newFlat
    Benchmark(
      "\(name) stdlib difference(from:).inferringMoves()",
      configuration: .init(maxDuration: .seconds(60), maxIterations: name == "L5k" ? 20 : 2)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(newFlat.difference(from: oldFlat).inferringMoves())
      }
    }
  }
}

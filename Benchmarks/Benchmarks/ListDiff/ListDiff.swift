import Benchmark
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

  let workloads: [(String, Workload)] = [
    ("L5k", .l5k),
    ("L100k", .l100k),
    ("S100x1000", .sectioned()),
  ]

  for (name, workload) in workloads {
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

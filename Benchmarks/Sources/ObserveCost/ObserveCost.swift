import Dispatch
import Foundation
import MVVMKit
import Observation

#if canImport(Glibc)
  import Glibc
#endif

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
    print(
      "Consumer running (each change made on the main actor, the consumer polled right after it:")
    print("a floor for Observations, which re-reads on next() without scheduling anything):")
    print("observe, per coalesced update (change + one re-run):   \(format(observeNs)) ns")
    print("Observations, per coalesced update (change + next()):  \(format(observationsNs)) ns")
    print("withObservationTracking by hand, per change:           \(format(bareNs)) ns")
    print(
      "ratio observe / Observations:                          \(format(observeNs / observationsNs))x"
    )
    print("ratio observe / bare:                                  \(format(observeNs / bareNs))x")
    await reportAsAnApp()
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

  /// What Observation itself costs a binding each change, with nothing scheduled: `count`
  /// `withObservationTracking` registrations of one property, then a change that fires (and so
  /// cancels) them all. Per change, on the main actor; best of ``rounds``.
  @MainActor
  static func measureBareRegistrations(count: Int) -> Double {
    let model = Model()
    let changes = 20_000
    var best = Duration.seconds(1_000)
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      for value in 1...changes {
        for _ in 0..<count {
          withObservationTracking {
            _ = model.value
          } onChange: {
          }
        }
        model.value = value
      }
      best = min(best, ContinuousClock.now - start)
    }
    return nanoseconds(best) / Double(changes)
  }

  // MARK: - As an app lives

  /// The case an app lives in: the main thread idle until a change arrives from elsewhere (a
  /// network answer, a timer), and the view drawn from it on a main-actor turn. A producer thread
  /// sends each change to the main queue and waits, on a semaphore, until every consumer has seen
  /// it; the consumers are `bindings` bindings made with `observe`, or one loop over
  /// `Observations`. Returns, per update, the process's CPU time (user and system, every thread),
  /// the wall time, and the threads' context switches: two is the floor, the main thread woken
  /// by the change and the producer woken by the semaphore.
  @MainActor
  static func measureAsAnApp(bindings: Int, observations: Bool) async -> AppCost {
    let model = Model()
    let seen = DispatchSemaphore(value: 0)
    let updates = 20_000
    var tokens: [ObservationToken] = []
    var consumer: Task<Void, Never>?
    var seenBy = 0
    if observations {
      if #available(macOS 26, iOS 26, *) {
        consumer = Task { @MainActor in
          for await value in Observations({ model.value }) where value > 0 {
            seen.signal()
            if value == updates { return }
          }
        }
      }
    } else {
      for _ in 0..<bindings {
        tokens.append(
          observe {
            guard model.value > 0 else { return }
            seenBy += 1
            if seenBy == bindings {
              seenBy = 0
              seen.signal()
            }
          })
      }
    }
    await Task.yield()  // the Observations loop starts
    let before = usage()
    let start = ContinuousClock.now
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      let box = UncheckedBox(model)
      Thread {
        for value in 1...updates {
          DispatchQueue.main.async { MainActor.assumeIsolated { box.value.value = value } }
          seen.wait()
        }
        finished.resume()
      }.start()
    }
    let wall = ContinuousClock.now - start
    let after = usage()
    consumer?.cancel()
    for token in tokens { token.cancel() }
    return AppCost(
      cpu: (after.cpu - before.cpu) / Double(updates),
      wall: nanoseconds(wall) / Double(updates),
      switches: (after.switches - before.switches) / Double(updates))
  }

  /// What one update costs the process as an app lives.
  struct AppCost {
    /// CPU time, user and system, every thread, in nanoseconds.
    var cpu: Double
    /// Wall time, in nanoseconds.
    var wall: Double
    /// Context switches, voluntary and not, every thread.
    var switches: Double

    static let worst = AppCost(cpu: .infinity, wall: .infinity, switches: .infinity)

    /// The figures, as a row of the report.
    var description: String {
      "\(format(cpu)) ns CPU, \(format(wall)) ns wall, \(format(switches)) context switches per update"
    }

    /// The lower of each figure.
    func best(_ other: AppCost) -> AppCost {
      AppCost(
        cpu: min(cpu, other.cpu), wall: min(wall, other.wall),
        switches: min(switches, other.switches))
    }
  }

  /// Carries the main-actor model to the producer thread, which touches it only on the main
  /// queue.
  struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// The CPU time the process has used, user and system, in nanoseconds, and its threads'
  /// context switches so far.
  static func usage() -> (cpu: Double, switches: Double) {
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    let user = Double(usage.ru_utime.tv_sec) * 1e9 + Double(usage.ru_utime.tv_usec) * 1e3
    let system = Double(usage.ru_stime.tv_sec) * 1e9 + Double(usage.ru_stime.tv_usec) * 1e3
    return (user + system, Double(usage.ru_nvcsw + usage.ru_nivcsw))
  }

  @MainActor
  static func reportAsAnApp() async {
    func best(_ measure: () async -> AppCost) async -> AppCost {
      var best = AppCost.worst
      for _ in 0..<rounds { best = best.best(await measure()) }
      return best
    }
    let one = await best { await measureAsAnApp(bindings: 1, observations: false) }
    let fifty = await best { await measureAsAnApp(bindings: 50, observations: false) }
    let stdlib = await best { await measureAsAnApp(bindings: 1, observations: true) }
    print("")
    print(
      "As an app lives (main thread idle, each change sent from another thread; best of \(rounds)):"
    )
    print("  observe, one binding:         " + one.description)
    print("  observe, 50 bindings:         " + fifty.description)
    print("  Observations, one loop:       " + stdlib.description)
    print("  (two context switches an update are the floor: the main thread woken for the change,")
    print("  the producer woken by the semaphore; what is over them is the consumer's own)")
    print(
      "  ratio observe / Observations: \(ratio(one.cpu / stdlib.cpu)) CPU, \(ratio(one.wall / stdlib.wall)) wall"
    )
    print(
      "  ratio 50 bindings / one:      \(ratio(fifty.cpu / one.cpu)) CPU, \(ratio(fifty.wall / one.wall)) wall"
    )
    // Where the 49 more bindings go: each re-registers its own tracking, as Observation requires
    // (the re-runs share one main-actor job). The floor is Observation's own work for them.
    let bare = measureBareRegistrations(count: 50) - measureBareRegistrations(count: 1)
    print(
      "  each binding beyond the first: \(format((fifty.cpu - one.cpu) / 49)) ns CPU; "
        + "Observation's own, registering and cancelling one tracking: \(format(bare / 49)) ns"
    )
  }

  static func ratio(_ value: Double) -> String {
    String(format: "%.2fx", value)
  }

  static func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
  }

  static func format(_ value: Double) -> String {
    String(Int((value * 10).rounded()) / 10) + "." + String(Int((value * 10).rounded()) % 10)
  }
}

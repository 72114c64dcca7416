import Foundation

/// The re-runs a turn's changes scheduled, run together in one main-actor job: fifty bindings that
/// a change touches cost one hop to the main actor, not fifty.
final class ReRuns: @unchecked Sendable {
  // `lock` guards `pending` and `isScheduled`: a change can be made on any thread.
  private let lock = NSLock()
  private var pending: [Due] = []
  private var isScheduled = false

  /// A binding to run again, held weakly: one released meanwhile is not run.
  private struct Due {
    weak var token: ObservationToken?
    let run: Int
  }

  /// The queue every binding's changes go to.
  static let queue = ReRuns()

  /// How many main-actor jobs have re-run bindings so far: re-runs that see the same number ran
  /// in the same job. For tests.
  @MainActor static private(set) var turnsRun = 0

  /// Adds `token`'s re-run for its run `run`; the first of a turn schedules the job.
  func add(_ token: ObservationToken, run: Int) {
    lock.lock()
    pending.append(Due(token: token, run: run))
    let schedules = !isScheduled
    isScheduled = true
    lock.unlock()
    if schedules { Task { @MainActor in self.runPending() } }
  }

  @MainActor
  private func runPending() {
    Self.turnsRun += 1
    lock.lock()
    let due = pending
    pending.removeAll(keepingCapacity: true)
    isScheduled = false
    lock.unlock()
    for item in due { item.token?.rerun(after: item.run) }
  }
}

import Foundation
import Observation

/// Runs `apply` now, tracks the observable properties it reads, and runs it again once, on the
/// next main-actor turn, after any of them changes.
///
/// This is the binding an imperative view (a terminal screen, a UIKit cell) uses to follow a view
/// model. It is built on the language's own `withObservationTracking`: a burst of synchronous
/// changes to what `apply` read gives one re-run, not one per change, and each re-run tracks afresh
/// what it reads this time.
///
/// ```swift
/// let token = observe { [weak self] in
///   self?.titleLabel.text = viewModel.title
/// }
/// ```
///
/// - Parameter apply: Reads view model state and updates the view. Runs on the main actor.
/// - Returns: A token that keeps the observation alive. Cancel it, or release it, and `apply`
///   never runs again.
@MainActor
public func observe(_ apply: @escaping @MainActor () -> Void) -> ObservationToken {
  let token = ObservationToken(apply)
  token.run()
  return token
}

/// Keeps an ``observe(_:)`` binding alive; cancelling or releasing it stops the binding.
@MainActor
public final class ObservationToken {
  private var apply: (@MainActor () -> Void)?
  /// How many times `apply` has run: a re-run scheduled by a change is dropped when a run has
  /// happened since, which saw that change.
  private var runs = 0

  init(_ apply: @escaping @MainActor () -> Void) {
    self.apply = apply
  }

  /// Whether ``cancel()`` was called; a cancelled binding never runs again.
  public var isCancelled: Bool { apply == nil }

  /// Stops the binding. Changes already scheduled to re-run are dropped.
  public func cancel() {
    apply = nil
  }

  /// Runs the binding now, for a caller that changed what it shows outside Observation (a view's
  /// own state, such as a selection); a re-run that a change had scheduled is dropped, since this
  /// run sees that change. Does nothing once cancelled.
  public func refresh() {
    run()
  }

  /// Runs the closure under observation tracking and schedules one re-run on the first change.
  ///
  /// `withObservationTracking` calls `onChange` once, before the first change is applied, and
  /// then stops tracking: further changes in the same burst cost nothing. The re-run holds the
  /// token weakly, so a released token is never run again.
  func run() {
    guard let apply else { return }
    runs += 1
    let run = runs
    withObservationTracking(
      apply,
      onChange: { [weak self] in
        // Called where the change is made, on any thread: the re-run joins the turn's others.
        if let self { ReRuns.queue.add(self, run: run) }
      })
  }

  /// Runs the binding again for the change it was scheduled for, unless a run has happened since.
  fileprivate func rerun(after run: Int) {
    guard runs == run else { return }
    self.run()
  }
}

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

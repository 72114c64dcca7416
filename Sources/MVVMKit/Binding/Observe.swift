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
  /// Whether what the last run read has changed since: set where the change is made.
  private let changed = ChangeFlag()

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

  /// Whether what the binding read has changed since it last ran: its re-run is scheduled and
  /// has not happened yet.
  public var isChangePending: Bool { !isCancelled && changed.isSet }

  /// Runs the binding now if what it read has changed since it last ran, and does nothing
  /// otherwise: for a caller that has just made changes and shows them before it returns (a
  /// server answering an input), without running the bindings that did not see a change. The
  /// scheduled re-run is dropped.
  public func applyPendingChange() {
    guard isChangePending else { return }
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
    let changed = changed
    changed.isSet = false
    withObservationTracking(
      apply,
      onChange: { [weak self] in
        // Called where the change is made, on any thread: the re-run joins the turn's others.
        changed.isSet = true
        if let self { ReRuns.queue.add(self, run: run) }
      })
  }

  /// Runs the binding again for the change it was scheduled for, unless a run has happened since.
  func rerun(after run: Int) {
    guard runs == run else { return }
    self.run()
  }
}

/// A flag set on any thread and read on the main actor.
///
/// `@unchecked Sendable`: its one stored variable is read and written only under `lock`.
private final class ChangeFlag: @unchecked Sendable {
  // `lock` guards `value`.
  private let lock = NSLock()
  private var value = false

  var isSet: Bool {
    get { lock.withLock { value } }
    set { lock.withLock { value = newValue } }
  }
}

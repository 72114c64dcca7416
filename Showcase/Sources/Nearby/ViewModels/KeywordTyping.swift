import MVVMKit

/// A keyword being typed: its search waits until typing pauses for ``PlaceFilter/typingPause`` on
/// the screen's clock, the latest text winning; released with its screen, it searches nothing.
@MainActor
public final class KeywordTyping {
  private let tasks: TaskOwner<Int>

  /// Typing timed on `clock`.
  public init(clock: any Clock<Duration>) {
    tasks = TaskOwner(clock: clock)
  }

  /// Runs `search` once typing pauses, unless more is typed first.
  func typed(_ search: @escaping @MainActor () -> Void) {
    tasks.run(0, debounce: PlaceFilter.typingPause) {
    } onResult: { _ in
      search()
    }
  }

  /// Drops the search waiting, if any.
  func cancel() {
    tasks.cancel(0)
  }
}

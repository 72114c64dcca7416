import MVVMKit
public import Observation

/// A keyword being typed: what has been typed so far (``draft``), and its search, which waits
/// until typing pauses for ``PlaceFilter/typingPause`` on the screen's clock, the latest text
/// winning; released with its screen, it searches nothing.
@MainActor @Observable
public final class KeywordTyping {
  /// The keyword as typed so far, not searched yet; `nil` while none is being typed.
  public private(set) var draft: String?
  @ObservationIgnored private let tasks: TaskOwner<Int>

  /// Typing timed on `clock`.
  public init(clock: any Clock<Duration>) {
    tasks = TaskOwner(clock: clock)
  }

  /// `text` was typed: it is the draft, and `search` runs once typing pauses, unless more is typed
  /// first.
  func typed(_ text: String, search: @escaping @MainActor () -> Void) {
    if draft != text { draft = text }
    tasks.run(0, debounce: PlaceFilter.typingPause) {
    } onResult: { _ in
      search()
    }
  }

  /// The typing ended (searched, or given up): no draft, and no search waiting.
  func ended() {
    draft = nil
    tasks.cancel(0)
  }
}

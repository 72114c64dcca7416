public import MVVMKit

extension ScreenBuffer {
  /// Draws what a section shows while it has nothing of its own to show, and returns what it has
  /// when it does: the one placeholder every section uses.
  ///
  /// - While its first load runs: the spinner and `loading` ("Loading rates…").
  /// - When that load failed: the failure's sentence, and under it `retryHint` (see
  ///   ``KeyBinding/retryHint(in:)``; `nil` when retrying cannot help, or a sentence of what to do
  ///   instead), asked for only then: a screen's bindings are not built on every frame for it.
  /// - When it loaded nothing (`isEmpty`): `empty`, dimmed.
  ///
  /// A section reloading, or whose reload failed, still has its previous value: that is returned,
  /// for the section to draw (dimmed, or under its notices).
  ///
  /// ```swift
  /// guard let places = buffer.drawPlaceholder(
  ///   for: viewModel.places, loading: "Loading cafes…",
  ///   retryHint: KeyBinding.retryHint(in: bindings), tick: tick, in: body)
  /// else { return }
  /// ```
  ///
  /// - Returns: The value to draw, or `nil` when the placeholder took the section.
  @MainActor
  public mutating func drawPlaceholder<Value>(
    for state: Loadable<Value>, loading: String, empty: String? = nil,
    isEmpty: (Value) -> Bool = { _ in false }, retryHint: @autoclosure () -> String?, tick: Int,
    in rect: Rect
  ) -> Value? {
    guard let value = state.value else {
      if let failure = state.failure {
        drawErrorBanner(failure.message, retryHint: retryHint(), in: rect)
      } else {
        drawLoading(loading, tick: tick, in: rect)
      }
      return nil
    }
    if let empty, isEmpty(value) {
      drawEmptyState(empty, in: rect)
      return nil
    }
    return value
  }

  /// Draws what a section shows for `status` while it has nothing to show (see
  /// ``drawPlaceholder(for:loading:empty:isEmpty:retryHint:tick:in:)``): a spinner and `loading`,
  /// the empty sentence, or a failure when there is nothing from before (`hasContent` false).
  ///
  /// - Returns: Whether the section draws its content: it is loaded, reloading, or failed with
  ///   content from before.
  @MainActor
  public mutating func drawPlaceholder(
    for status: ListStatus, hasContent: Bool, loading: String,
    retryHint: @autoclosure () -> String?, tick: Int, in rect: Rect
  ) -> Bool {
    switch status {
    case .idle, .loading:
      drawLoading(loading, tick: tick, in: rect)
      return false
    case .empty(let message):
      drawEmptyState(message, in: rect)
      return false
    case .failed(let message) where !hasContent:
      drawErrorBanner(message, retryHint: retryHint(), in: rect)
      return false
    case .loaded, .refreshing, .failed:
      return true
    }
  }
}

public import MVVMKit

extension ScreenBuffer {
  /// Draws a paged list's footer in `rect`'s first row: where the list is (`position`, such as
  /// "12–16 of 54", when it does not fit) and what comes after the pages loaded: "More to load"
  /// until the last page is known (then `moreHint`, if the screen has a key for it), a spinner
  /// while the next page loads, the failure with `retryHint` (first, and the key before the
  /// reason, so that a narrow footer never cuts how to try again), or the end (`Paging.endText`:
  /// "That's everything", or what the source gives of it).
  @MainActor
  public mutating func drawPagingFooter(
    _ paging: Paging, position: String?, moreHint: String? = nil, retryHint: String?, tick: Int,
    in rect: Rect
  ) {
    guard !rect.isEmpty else { return }
    let (next, style): (String, Style) =
      switch paging.next {
      case .more: (["More to load", moreHint].compactMap(\.self).joined(separator: " · "), .faint)
      case .loading: ("\(Spinner.frame(tick)) Loading more…", .faint)
      case .failed(let reason):
        // The key first: a narrow footer cuts the reason, never how to try again.
        (
          "✗ Couldn't load more" + (retryHint.map { " (\($0))" } ?? "") + ": \(reason)",
          Style.strong.foreground(.red)
        )
      case .end: (paging.endText, .faint)
      }
    // A failure leads, so that where the list is yields the room to it.
    let parts = paging.hasFailure ? [next, position] : [position, next]
    draw(
      parts.compactMap(\.self).joined(separator: " · "), x: rect.x, y: rect.y,
      maxWidth: rect.width, style: style)
  }
}

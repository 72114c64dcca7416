extension ScreenBuffer {
  /// Draws a section header: the title in bold, and `detail` (such as a spinner) after it.
  public mutating func drawSectionHeader(_ title: String, detail: String? = nil, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let drawn = draw(title, x: rect.x, y: rect.y, maxWidth: rect.width, style: .strong)
    if let detail {
      draw(" " + detail, x: rect.x + drawn, y: rect.y, maxWidth: rect.width - drawn, style: .faint)
    }
  }

  /// Draws a loading line in `rect`'s first row: the spinner, then `message` ("Loading rates…"),
  /// faint. The spinner animates the frame.
  @MainActor
  public mutating func drawLoading(_ message: String, tick: Int, in rect: Rect) {
    guard !rect.isEmpty else { return }
    draw(
      "\(Spinner.frame(tick)) \(message)", x: rect.x, y: rect.y, maxWidth: rect.width, style: .faint
    )
  }

  /// Draws an error banner: the message and, under it, how to retry (see
  /// ``KeyBinding/retryHint(in:)``) or what else to do, in `rect`'s first rows.
  ///
  /// The message is wrapped to at most three lines, as far as `rect` has rows for them beside the
  /// hint's, so that a narrow terminal still reads why the section failed; the last line is cut
  /// with "…" only where more did not fit.
  public mutating func drawErrorBanner(_ message: String, retryHint: String?, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let style = Style(bold: true).foreground(.red)
    let rows = min(3, rect.height - (retryHint == nil ? 0 : 1))
    let lines = wrap(message, width: max(1, rect.width - 2), atMost: max(1, rows))
    for (index, line) in lines.enumerated() {
      draw(
        (index == 0 ? "✗ " : "  ") + line, x: rect.x, y: rect.y + index, maxWidth: rect.width,
        style: style, clip: rect)
    }
    guard let retryHint else { return }
    draw(
      retryHint, x: rect.x + 2, y: rect.y + lines.count, maxWidth: rect.width - 2, style: .faint,
      clip: rect)
  }

  /// Draws notices (a cache rebuilt, a file that cannot be written, data served offline) from
  /// `rect`'s first row down, each "! " and its sentence in bold yellow, wrapped to at most
  /// `linesEach` lines (the last cut with "…"), as far as `rect` goes.
  ///
  /// - Returns: The rows drawn.
  @discardableResult
  public mutating func drawNotices(_ notices: [String], in rect: Rect, linesEach: Int = 3) -> Int {
    guard !rect.isEmpty else { return 0 }
    let style = Style.strong.foreground(.yellow)
    var y = rect.y
    for notice in notices {
      let lines = wrap(notice, width: max(1, rect.width - 2), atMost: linesEach)
      for (index, line) in lines.enumerated() where y < rect.y + rect.height {
        draw(
          (index == 0 ? "! " : "  ") + line, x: rect.x, y: y, maxWidth: rect.width, style: style)
        y += 1
      }
    }
    return y - rect.y
  }

  /// Draws where a list that does not fit is: "12–16 of 54 · more above · more below" (see
  /// ``positionText(_:of:total:horizontal:)``).
  public mutating func drawPosition(
    _ shown: Range<Int>, of count: Int, x: Int, y: Int, maxWidth: Int
  ) {
    guard !shown.isEmpty else { return }
    draw(positionText(shown, of: count), x: x, y: y, maxWidth: maxWidth, style: .faint)
  }

  /// Draws an empty state: the message, dimmed.
  public mutating func drawEmptyState(_ message: String, in rect: Rect) {
    guard !rect.isEmpty else { return }
    draw(message, x: rect.x, y: rect.y, maxWidth: rect.width, style: .faint)
  }
}

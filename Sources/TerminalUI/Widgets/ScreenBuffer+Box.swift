extension ScreenBuffer {
  /// Draws a border around `rect` with `title` in its top edge.
  public mutating func drawBox(_ rect: Rect, title: String? = nil, style: Style = .plain) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.x + rect.width - 1
    let bottom = rect.y + rect.height - 1
    let horizontal = Cell("─", style: style)
    let vertical = Cell("│", style: style)
    for column in (rect.x + 1)..<right {
      self[column, rect.y] = horizontal
      self[column, bottom] = horizontal
    }
    for row in (rect.y + 1)..<bottom {
      self[rect.x, row] = vertical
      self[right, row] = vertical
    }
    self[rect.x, rect.y] = Cell("╭", style: style)
    self[right, rect.y] = Cell("╮", style: style)
    self[rect.x, bottom] = Cell("╰", style: style)
    self[right, bottom] = Cell("╯", style: style)
    if let title, rect.width > 4 {
      draw(
        " \(title) ", x: rect.x + 1, y: rect.y, maxWidth: rect.width - 2, style: style.emphasized())
    }
  }

  /// Draws a card: a box with the title in bold and up to `rect.height - 3` lines, reversed
  /// borders when selected, dimmed when stale.
  public mutating func drawCard(
    title: String, lines: [String], in rect: Rect, isSelected: Bool, isDimmed: Bool = false,
    isNew: Bool = false
  ) {
    let border =
      isSelected
      ? Style.focused
      : isNew ? Style(bold: true).foreground(.green) : Style.plain.dimmed(isDimmed)
    drawBox(rect, style: border)
    let inner = rect.inset(horizontal: 1, vertical: 1)
    guard !inner.isEmpty else { return }
    // A space each side inside the border: a cut ends in "…" that never touches it.
    draw(
      title, x: inner.x + 1, y: inner.y, maxWidth: inner.width - 2,
      style: Style.strong.dimmed(isDimmed).markingFocus(isSelected))
    for (offset, line) in lines.prefix(inner.height - 1).enumerated() {
      draw(
        line, x: inner.x + 1, y: inner.y + 1 + offset, maxWidth: inner.width - 2,
        style: Style.plain.dimmed(isDimmed))
    }
  }

  /// Draws a message centred in `rect`.
  public mutating func drawCentered(_ text: String, in rect: Rect, style: Style = .plain) {
    let width = min(DisplayWidth.of(text), rect.width)
    draw(
      text, x: rect.x + (rect.width - width) / 2, y: rect.y + rect.height / 2, maxWidth: rect.width,
      style: style)
  }
}

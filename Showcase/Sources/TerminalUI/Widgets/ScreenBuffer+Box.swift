extension ScreenBuffer {
  /// Draws a border around `rect` with `title` in its top edge.
  public mutating func drawBox(_ rect: Rect, title: String? = nil, style: Style = .plain) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let right = rect.x + rect.width - 1
    let bottom = rect.y + rect.height - 1
    // The box-drawing characters are one column wide and safe: no need to measure or sanitize.
    let horizontal = Cell(sanitized: "─", style: style)
    let vertical = Cell(sanitized: "│", style: style)
    fillRow(rect.y, from: rect.x + 1, to: right, with: horizontal)
    fillRow(bottom, from: rect.x + 1, to: right, with: horizontal)
    for row in (rect.y + 1)..<bottom {
      self[rect.x, row] = vertical
      self[right, row] = vertical
    }
    self[rect.x, rect.y] = Cell(sanitized: "╭", style: style)
    self[right, rect.y] = Cell(sanitized: "╮", style: style)
    self[rect.x, bottom] = Cell(sanitized: "╰", style: style)
    self[right, bottom] = Cell(sanitized: "╯", style: style)
    if let title, rect.width > 4 {
      draw(
        " \(title) ", x: rect.x + 1, y: rect.y, maxWidth: rect.width - 2, style: style.emphasized())
    }
  }

  /// Draws a card: a box with the title in bold and up to `rect.height - 3` lines, reversed
  /// borders when selected, dimmed when stale; `pictureWidth` columns at the right of its inside
  /// are left to a picture.
  ///
  /// - Returns: Where the picture goes: the right `pictureWidth` columns inside the border, or
  ///   `nil` when the card has no room for it beside a title (or none was asked for).
  @discardableResult
  public mutating func drawCard(
    title: String, lines: [String], in rect: Rect, isSelected: Bool, isDimmed: Bool = false,
    isNew: Bool = false, pictureWidth: Int = 0
  ) -> Rect? {
    let border =
      isSelected
      ? Style.focused
      : isNew ? Style(bold: true).foreground(.green) : Style.plain.dimmed(isDimmed)
    drawBox(rect, style: border)
    let inner = rect.inset(horizontal: 1, vertical: 1)
    guard !inner.isEmpty else { return nil }
    // Room for the picture only beside at least twelve columns of text.
    let picture = pictureWidth > 0 && inner.width - pictureWidth - 1 >= 12 ? pictureWidth : 0
    let textWidth = inner.width - 2 - (picture > 0 ? picture + 1 : 0)
    // A space each side inside the border: a cut ends in "…" that never touches it.
    draw(
      title, x: inner.x + 1, y: inner.y, maxWidth: textWidth,
      style: Style.strong.dimmed(isDimmed).markingFocus(isSelected))
    let lineStyle = Style.plain.dimmed(isDimmed)
    for offset in 0..<min(lines.count, inner.height - 1) {
      draw(
        lines[offset], x: inner.x + 1, y: inner.y + 1 + offset, maxWidth: textWidth,
        style: lineStyle)
    }
    guard picture > 0 else { return nil }
    return Rect(
      x: inner.x + inner.width - 1 - picture, y: inner.y, width: picture, height: inner.height)
  }

  /// Draws a message centred in `rect`.
  public mutating func drawCentered(_ text: String, in rect: Rect, style: Style = .plain) {
    let width = min(DisplayWidth.of(text), rect.width)
    draw(
      text, x: rect.x + (rect.width - width) / 2, y: rect.y + rect.height / 2, maxWidth: rect.width,
      style: style)
  }
}

/// The widgets: drawing helpers that views compose, each drawing into a rectangle of a buffer.
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
  public mutating func drawErrorBanner(_ message: String, retryHint: String?, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let style = Style(bold: true).foreground(.red)
    draw("✗ " + message, x: rect.x, y: rect.y, maxWidth: rect.width, style: style)
    guard let retryHint else { return }
    draw(
      retryHint, x: rect.x + 2, y: rect.y + 1, maxWidth: rect.width - 2, style: .faint, clip: rect)
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
      var lines = wrap(notice, width: max(1, rect.width - 2))
      if lines.count > linesEach {
        lines = Array(lines.prefix(linesEach))
        lines[linesEach - 1] += "…"
      }
      for (index, line) in lines.enumerated() where y < rect.y + rect.height {
        draw(
          (index == 0 ? "! " : "  ") + line, x: rect.x, y: y, maxWidth: rect.width, style: style)
        y += 1
      }
    }
    return y - rect.y
  }

  /// Draws where a list that does not fit is: "12–16 of 54 · more below" (see ``positionText(_:of:more:)``).
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

  /// Draws the status bar across `rect`'s row, reversed: the breadcrumb ("Cocktails › Mojito"),
  /// then the bindings it shows ("↑↓ scroll  Esc back").
  public mutating func drawStatusBar(
    trail: [String], note: String? = nil, bindings: [KeyBinding], in rect: Rect
  ) {
    guard !rect.isEmpty else { return }
    fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: .inverted)
    var text = trail.joined(separator: " › ")
    if let note { text += (text.isEmpty ? "" : "  │  ") + "⚠ " + note }
    let hints = bindings.filter(\.isInStatusBar).map { "\($0.keyLabel) \($0.action)" }
    if !hints.isEmpty { text += (text.isEmpty ? "" : "  │  ") + hints.joined(separator: "  ") }
    draw(" " + text, x: rect.x, y: rect.y, maxWidth: rect.width, style: .inverted)
  }

  /// Draws `alert` centred over `rect`: its title in the border, the message wrapped, and the
  /// buttons with the chosen one inverted.
  @MainActor
  public mutating func drawAlert(_ alert: Alert, selection: Int, in rect: Rect) {
    let width = min(rect.width - 4, max(30, DisplayWidth.of(alert.message) + 6))
    let lines = wrap(alert.message, width: width - 4)
    let height = min(rect.height, lines.count + 5)
    let box = Rect(
      x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width,
      height: height)
    fill(box)
    drawBox(box, title: alert.title, style: Style.strong.foreground(.yellow))
    for (row, line) in lines.prefix(max(0, height - 5)).enumerated() {
      draw(line, x: box.x + 2, y: box.y + 2 + row, maxWidth: width - 4)
    }
    let labels = alert.buttons.map { "[ \($0.label) ]" }
    var x = box.x + width - 2 - labels.reduce(0) { $0 + DisplayWidth.of($1) } - (labels.count - 1)
    for (index, label) in labels.enumerated() {
      x +=
        draw(label, x: x, y: box.y + height - 2, style: index == selection ? .inverted : .strong)
        + 1
    }
  }

  /// Draws the `?` help over `rect`: every binding, the keys and what they do, in a centred box.
  public mutating func drawHelp(_ bindings: [KeyBinding], in rect: Rect) {
    let rows = bindings.map { ($0.keyLabel, $0.action) }
    let keyWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
    let actionWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
    let width = min(rect.width, max(keyWidth + actionWidth + 7, 24))
    let height = min(rect.height, rows.count + 4)
    let box = Rect(
      x: rect.x + (rect.width - width) / 2, y: rect.y + (rect.height - height) / 2, width: width,
      height: height)
    fill(box)
    drawBox(box, title: "Keys", style: Style.strong.foreground(.cyan))
    let inner = box.inset(horizontal: 2, vertical: 1)
    for (row, (key, action)) in rows.prefix(max(0, inner.height - 1)).enumerated() {
      draw(key, x: inner.x, y: inner.y + row, maxWidth: keyWidth, style: .strong)
      draw(
        action, x: inner.x + keyWidth + 2, y: inner.y + row, maxWidth: inner.width - keyWidth - 2)
    }
    draw(
      "? or Esc to close", x: inner.x, y: inner.y + inner.height - 1, maxWidth: inner.width,
      style: .faint)
  }

  /// Draws a card: a box with the title in bold and up to `rect.height - 3` lines, reversed
  /// borders when selected, dimmed when stale.
  public mutating func drawCard(
    title: String, lines: [String], in rect: Rect, isSelected: Bool, isDimmed: Bool = false,
    isNew: Bool = false
  ) {
    let border =
      isSelected
      ? Style(bold: true).foreground(.cyan)
      : isNew ? Style(bold: true).foreground(.green) : Style.plain.dimmed(isDimmed)
    drawBox(rect, style: border)
    let inner = rect.inset(horizontal: 1, vertical: 1)
    guard !inner.isEmpty else { return }
    // A space each side inside the border: a cut ends in "…" that never touches it.
    draw(
      title, x: inner.x + 1, y: inner.y, maxWidth: inner.width - 2,
      style: Style.strong.dimmed(isDimmed))
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

extension Style {
  /// This style in bold.
  public func emphasized() -> Style {
    var style = self
    style.bold = true
    return style
  }
}

/// A spinner: one frame per tick. Drawing one animates the frame (see ``Animation``).
public enum Spinner {
  /// The frames, in order.
  public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The frame for `tick`; the frame drawing it is drawn again at the next tick.
  @MainActor
  public static func frame(_ tick: Int) -> String {
    Animation.nextFrame()
    return frames[((tick % frames.count) + frames.count) % frames.count]
  }
}

/// Where the items `shown` are among `count`: "12–16 of 54", then " · " and `more` while some
/// come after them ("more below" for a list, "more →" for a row).
public func positionText(_ shown: Range<Int>, of count: Int, more: String = "more below") -> String
{
  "\(shown.lowerBound + 1)–\(shown.upperBound) of \(count)\(shown.upperBound < count ? " · \(more)" : "")"
}

/// Wraps `text` into lines of at most `width` columns, breaking at spaces where it can.
public func wrap(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [] }
  var lines: [String] = []
  for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
    var line = ""
    for word in paragraph.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if DisplayWidth.of(candidate) <= width {
        line = candidate
      } else {
        if !line.isEmpty { lines.append(line) }
        line = String(word)
      }
    }
    lines.append(line)
  }
  return lines
}

extension ScreenBuffer {
  /// The keys every screen has that no binding lists, since the app handles them itself.
  static let globalKeys = [("^Z", "suspend (fg resumes)"), ("^C", "quit, from anywhere")]
  /// The editing keys of a text field (``TextFieldState``), listed while one has the focus.
  static let fieldKeys = [
    ("←→ ^A ^E", "move in the field"), ("^W", "delete the word before"),
    ("^U", "delete to the start"), ("^D Del", "delete the character after"),
  ]

  /// Draws the `?` help over `rect`: every binding, the keys and what they do, in a centred box,
  /// then, while a text field has the focus, its editing keys, and the keys the app itself
  /// handles (F1, Ctrl-Z, Ctrl-C).
  @MainActor
  public mutating func drawHelp(_ bindings: [KeyBinding], in rect: Rect) {
    let helpInField =
      bindings.contains { $0.keys.contains(.function(1)) && $0.keyLabel != "F1" }
      ? [("F1", "help, in a field too")] : []
    // A field has the focus when a binding says what typing does (``KeyBinding/typing(_:)``).
    let isInField = bindings.contains { $0.keys.isEmpty && $0.keyLabel == "type" }
    let rows =
      bindings.map { ($0.keyLabel, $0.action) } + (isInField ? Self.fieldKeys : []) + helpInField
      + Self.globalKeys
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
}

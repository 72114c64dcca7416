extension ScreenBuffer {
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
}

extension ScreenBuffer {
  /// Draws the status bar across `rect`'s row, reversed: the breadcrumb ("Cocktails › Mojito"),
  /// then the bindings it shows ("↑↓ scroll  Esc back"), each of which a click runs.
  public mutating func drawStatusBar(
    trail: [String], note: String? = nil, bindings: [KeyBinding], in rect: Rect
  ) {
    guard !rect.isEmpty else { return }
    fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: .inverted)
    var text = trail.joined(separator: " › ")
    if let note { text += (text.isEmpty ? "" : "  │  ") + "⚠ " + note }
    let shown = bindings.filter(\.isInStatusBar)
    if !shown.isEmpty { text += text.isEmpty ? "" : "  │  " }
    // Each hint is where a click runs it: its column is the width of what is drawn before it.
    var column = rect.x + 1 + DisplayWidth.of(text)
    for (index, binding) in shown.enumerated() {
      let hint = "\(binding.keyLabel) \(binding.action)"
      text += (index == 0 ? "" : "  ") + hint
      column += index == 0 ? 0 : 2
      let width = DisplayWidth.of(hint)
      let visible = min(width, rect.x + rect.width - column)
      if visible > 0, let key = binding.keys.first {
        let perform = binding.perform
        addMouseTarget(
          MouseTarget(Rect(x: column, y: rect.y, width: visible, height: 1)) { perform(key) })
      }
      column += width
    }
    draw(" " + text, x: rect.x, y: rect.y, maxWidth: rect.width, style: .inverted)
  }
}

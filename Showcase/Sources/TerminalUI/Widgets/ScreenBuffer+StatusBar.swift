extension ScreenBuffer {
  /// Draws the status bar across `rect`'s row, reversed: the breadcrumb ("Cocktails › Mojito"),
  /// a `notice` for the moment ("q to quit"), a `note` that stays (a fault), then the bindings it
  /// shows ("↑↓ scroll  Esc back"), the way back (Esc) last, each of which a click runs.
  ///
  /// Enter, the way out and the help (the hints of Enter, Esc, `q` and `?`) are always shown. When all does not
  /// fit, the breadcrumb is shortened (to `shortestTrail` columns), then the other hints go,
  /// last first; then the breadcrumb, and at last the notes, are shortened further.
  @MainActor
  public mutating func drawStatusBar(
    trail: [String], notice: String? = nil, note: String? = nil, bindings: [KeyBinding],
    in rect: Rect
  ) {
    guard !rect.isEmpty else { return }
    fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: .inverted)
    let separator = "  │  "
    let crumbs = trail.joined(separator: " › ")
    let notes = [notice, note.map { "⚠ " + $0 }].compactMap(\.self)
    let parts = [crumbs].filter { !$0.isEmpty } + notes
    // The way back last on every screen, whether the screen or the navigator declares it. Made
    // each frame: each hint is measured once, into a list sized once.
    var hints: [(binding: KeyBinding, text: String, width: Int)] = []
    hints.reserveCapacity(bindings.count)
    for isWayBack in [false, true] {
      for binding in bindings
      where binding.isInStatusBar && binding.keys.contains(.escape) == isWayBack {
        let text = "\(binding.keyLabel) \(binding.action)"
        hints.append((binding, text, DisplayWidth.of(text)))
      }
    }
    let available = rect.width - 1  // a space before the text
    func hintsWidth() -> Int {
      hints.isEmpty ? 0 : hints.reduce(-2) { $0 + 2 + $1.width }
    }
    let separators = max(0, parts.count - 1 + (hints.isEmpty ? 0 : 1)) * separator.count
    let notesWidth = notes.reduce(0) { $0 + DisplayWidth.of($1) }
    // The breadcrumb shortens first, to its last screen ("… › GBP → USD"), before a hint goes.
    let shortTrail = trail.count > 1 ? "… › " + (trail.last ?? "") : crumbs
    let shortest =
      min(DisplayWidth.of(shortTrail), Self.shortestTrail) + notesWidth + separators
    while shortest + hintsWidth() > available,
      let lesser = hints.lastIndex(where: { !Self.isAlwaysShown($0.binding) })
    {
      hints.remove(at: lesser)
    }
    // What is left goes to the notes, the breadcrumb keeping a few columns; the rest to it.
    let room = max(0, available - hintsWidth() - separators)
    let crumbsLeast = min(DisplayWidth.of(crumbs), Self.leastTrail, room)
    var notesRoom = room - crumbsLeast
    var widths = parts.map { _ in 0 }
    for index in parts.indices where index > 0 || crumbs.isEmpty {
      widths[index] = min(DisplayWidth.of(parts[index]), notesRoom)
      notesRoom -= widths[index]
    }
    if !crumbs.isEmpty { widths[0] = crumbsLeast + notesRoom }
    var column = rect.x + 1
    for (index, (part, width)) in zip(parts, widths).enumerated() where width > 0 {
      let shown = index == 0 && !crumbs.isEmpty ? Self.trail(trail, fitting: width) : part
      column += draw(shown, x: column, y: rect.y, maxWidth: width, style: .inverted)
      if index < parts.count - 1 || !hints.isEmpty {
        column += draw(
          separator, x: column, y: rect.y, maxWidth: max(0, rect.x + rect.width - column),
          style: .inverted)
      }
    }
    if hints.isEmpty { return }
    // Each hint is where a click runs it.
    let right = rect.x + rect.width
    for (index, hint) in hints.enumerated() {
      if index > 0 { column += 2 }
      let width = draw(
        hint.text, x: column, y: rect.y, maxWidth: max(0, right - column), style: .inverted)
      if width > 0, let key = hint.binding.keys.first {
        let perform = hint.binding.perform
        addMouseTarget(
          MouseTarget(Rect(x: column, y: rect.y, width: width, height: 1)) { perform(key) })
      }
      column += width
    }
  }

  /// `trail` as a breadcrumb in `width` columns: whole if it fits, else its first screens left out
  /// ("… › Photo › Full screen") as few as need be, else its last screen cut.
  static func trail(_ trail: [String], fitting width: Int) -> String {
    let whole = trail.joined(separator: " › ")
    guard DisplayWidth.of(whole) > width, trail.count > 1 else { return whole }
    for first in 1..<trail.count {
      let shortened = "… › " + trail[first...].joined(separator: " › ")
      if DisplayWidth.of(shortened) <= width { return shortened }
    }
    return "… › " + (trail.last ?? "")
  }

  /// How short the breadcrumb gets before the lesser hints go.
  static let shortestTrail = 16
  /// How short the breadcrumb gets at the least, beside notes that do not fit.
  static let leastTrail = 10

  /// Whether the status bar keeps `binding` whatever its width: Enter (what the screen is for),
  /// the way back or out, and the help.
  @MainActor
  private static func isAlwaysShown(_ binding: KeyBinding) -> Bool {
    binding.keys.contains {
      [.enter, .escape, .character("q"), .character("?"), .function(1)].contains($0)
    }
  }
}

extension ScreenBuffer {
  /// Draws `alert` centred over `rect`: its title in the border, the message wrapped (a word too
  /// long for a line, such as a link, broken rather than cut), and the
  /// buttons with the chosen one inverted; a click on a button presses it through `press`, given
  /// the button's index.
  @MainActor
  public mutating func drawAlert(
    _ alert: Alert, selection: Int, in rect: Rect, press: (@MainActor (Int) -> Void)? = nil
  ) {
    let width = min(rect.width - 4, max(30, DisplayWidth.of(alert.message) + 6))
    // Nothing of the message is cut: a long link breaks where it must.
    let lines = wrap(alert.message, width: width - 4, breakingWords: true)
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
      let y = box.y + height - 2
      let width = draw(label, x: x, y: y, style: index == selection ? .inverted : .strong)
      if let press {
        addMouseTarget(MouseTarget(Rect(x: x, y: y, width: width, height: 1)) { press(index) })
      }
      x += width + 1
    }
  }
}

/// The line of a ``LineChart``, drawn in braille dots: each cell holds 2×4 dots, so a plot `w`
/// cells wide and `h` tall plots `2w` samples at `4h` levels.
public enum LinePlot {
  /// Draws `values` (oldest first) across `rect`, scaled between their minimum and maximum.
  public static func draw(
    _ values: [Double], in rect: Rect, on buffer: inout ScreenBuffer, style: Style = .plain
  ) {
    guard !rect.isEmpty, !values.isEmpty, let low = values.min(), let high = values.max() else {
      return
    }
    let columns = rect.width * 2
    let rows = rect.height * 4
    var dots = [[Bool]](repeating: [Bool](repeating: false, count: columns), count: rows)
    func level(_ value: Double) -> Int {
      guard high > low else { return rows / 2 }
      return Int(((high - value) / (high - low) * Double(rows - 1)).rounded())
    }
    var previous: Int?
    for column in 0..<columns {
      // The value at this column, interpolated between the two nearest samples.
      let position =
        columns == 1 ? 0 : Double(column) * Double(values.count - 1) / Double(columns - 1)
      let index = min(values.count - 1, Int(position))
      let next = min(values.count - 1, index + 1)
      let fraction = position - Double(index)
      let row = level(values[index] + (values[next] - values[index]) * fraction)
      // Join to the previous sample with a vertical run, so steep moves stay a line.
      let from = previous.map { min($0, row) } ?? row
      let to = previous.map { max($0, row) } ?? row
      for y in from...to { dots[y][column] = true }
      previous = row
    }
    let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
    for cellRow in 0..<rect.height {
      for cellColumn in 0..<rect.width {
        var pattern: UInt32 = 0
        for dy in 0..<4 {
          for dx in 0..<2 where dots[cellRow * 4 + dy][cellColumn * 2 + dx] {
            pattern |= bits[dy][dx]
          }
        }
        if pattern != 0, let scalar = Unicode.Scalar(0x2800 + pattern) {
          buffer[rect.x + cellColumn, rect.y + cellRow] = Cell(Character(scalar), style: style)
        }
      }
    }
  }
}

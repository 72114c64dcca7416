/// A line chart with its axes: the lowest and highest values labelled on the y axis, ticks under
/// the x axis with the first, middle and last labels, and an optional cursor on one point.
/// Series in, cells out: any screen that plots a series over time draws it this way.
///
/// ```swift
/// LineChart(values: rates, labels: days, low: "1.30443", high: "1.38167", cursor: 12)
///   .draw(in: rect, on: &buffer, style: Style.plain.foreground(.cyan))
/// ```
public struct LineChart: Sendable {
  /// The values, oldest first.
  public var values: [Double]
  /// A label per value, such as its date: the first, middle and last are drawn under the axis.
  public var labels: [String]
  /// The lowest value, as it should read on the y axis.
  public var low: String
  /// The highest value, as it should read on the y axis.
  public var high: String
  /// The point the cursor is on, if any: its column is marked, and "▲" drawn under it.
  public var cursor: Int?

  /// A chart of `values`, each labelled by `labels`, with `low` and `high` on the y axis.
  public init(values: [Double], labels: [String], low: String, high: String, cursor: Int? = nil) {
    self.values = values
    self.labels = labels
    self.low = low
    self.high = high
    self.cursor = cursor
  }

  /// The column of `rect` point `index` is plotted in, for a chart drawn there.
  public func column(of index: Int, in rect: Rect) -> Int {
    let plot = plotRect(in: rect)
    guard values.count > 1 else { return plot.x }
    return plot.x
      + Int((Double(index) / Double(values.count - 1) * Double(plot.width - 1)).rounded())
  }

  /// Draws the chart into `rect`: the line in `style`, the axes and labels faint.
  public func draw(in rect: Rect, on buffer: inout ScreenBuffer, style: Style) {
    let plot = plotRect(in: rect)
    guard plot.width > 1, plot.height > 0, !values.isEmpty else { return }
    let axisX = plot.x - 1
    let labelWidth = axisX - rect.x - 1
    // The y axis, with the highest value at the top and the lowest at the bottom.
    for row in plot.y..<(plot.y + plot.height) {
      buffer[axisX, row] = Cell(
        row == plot.y || row == plot.y + plot.height - 1 ? "┤" : "│", style: .faint)
    }
    buffer.draw(high, x: rect.x + labelWidth - DisplayWidth.of(high), y: plot.y, style: .faint)
    buffer.draw(
      low, x: rect.x + labelWidth - DisplayWidth.of(low), y: plot.y + plot.height - 1, style: .faint
    )
    // The x axis, ticked at the first, middle and last points, with their labels below.
    let axisY = plot.y + plot.height
    buffer[axisX, axisY] = Cell("└", style: .faint)
    for column in plot.x..<(plot.x + plot.width) {
      buffer[column, axisY] = Cell("─", style: .faint)
    }
    let ticks = Array(Set([0, values.count / 2, values.count - 1])).sorted()
    for (position, index) in ticks.enumerated() {
      let column = self.column(of: index, in: rect)
      buffer[column, axisY] = Cell("┬", style: .faint)
      guard index < labels.count else { continue }
      let label = labels[index]
      let width = DisplayWidth.of(label)
      let x =
        position == 0
        ? column : position == ticks.count - 1 ? column - width + 1 : column - width / 2
      buffer.draw(
        label, x: max(plot.x, min(x, plot.x + plot.width - width)), y: axisY + 1, style: .faint)
    }
    LinePlot.draw(values, in: plot, on: &buffer, style: style)
    if let cursor, values.indices.contains(cursor) {
      let column = self.column(of: cursor, in: rect)
      for row in plot.y..<(plot.y + plot.height) {
        var cell = buffer[column, row]
        cell.style.attributes.formSymmetricDifference(.reverse)
        buffer[column, row] = cell
      }
      buffer[column, axisY] = Cell("▲", style: .strong)
    }
  }

  /// The plot itself: right of the y labels and axis, above the x axis and its labels.
  private func plotRect(in rect: Rect) -> Rect {
    let labelWidth = max(DisplayWidth.of(low), DisplayWidth.of(high))
    return Rect(
      x: rect.x + labelWidth + 2, y: rect.y, width: rect.width - labelWidth - 2,
      height: rect.height - 2)
  }
}

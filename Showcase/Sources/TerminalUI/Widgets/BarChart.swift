/// Vertical bars, one a value, each with its value above and its label below; the tallest bar fills
/// the height, the others in proportion, to an eighth of a row. A value of zero draws no bar, only a
/// faint baseline, so "nothing" reads differently from "a little".
///
/// ```swift
/// BarChart(values: [0, 12, 5], labels: ["Fri", "Sat", "Today"])
///   .draw(in: rect, on: &buffer, style: Style.plain.foreground(.cyan))
/// ```
public struct BarChart: Sendable {
  /// The values, drawn left to right; negative ones count as zero.
  public var values: [Int]
  /// A label under each bar.
  public var labels: [String]
  /// What each bar says above it: its value unless given ("19 s" for a value in seconds).
  public var valueLabels: [String]?
  /// What a full bar stands for: the largest value unless given (a larger one keeps small values
  /// short).
  public var scale: Int?

  /// Bars of `values`, labelled by `labels`, each saying `valueLabels` (else its value) above it,
  /// a full bar standing for `scale` (else the largest value).
  public init(
    values: [Int], labels: [String], valueLabels: [String]? = nil, scale: Int? = nil
  ) {
    self.values = values
    self.labels = labels
    self.valueLabels = valueLabels
    self.scale = scale
  }

  /// The rows a chart needs besides its bars: the values above and the labels below.
  public static let labelRows = 2

  /// Draws the chart into `rect`: bars in `style`, values and labels faint, each bar centred in an
  /// equal share of the width.
  public func draw(in rect: Rect, on buffer: inout ScreenBuffer, style: Style) {
    let barRows = rect.height - Self.labelRows
    guard !values.isEmpty, barRows > 0, rect.width >= values.count else { return }
    let slot = rect.width / values.count
    let barWidth = max(1, min(slot - 1, 5))
    let largest = max(1, values.max() ?? 1, scale ?? 1)
    let eighths = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    for (index, value) in values.enumerated() {
      let x = rect.x + index * slot
      let barX = x + (slot - barWidth) / 2
      let label = index < labels.count ? labels[index] : ""
      buffer.draw(
        label, x: x + max(0, (slot - DisplayWidth.of(label)) / 2), y: rect.y + rect.height - 1,
        maxWidth: slot, style: .faint)
      // Bars stand on the row above the labels; each value sits on top of its bar.
      let baseline = rect.y + barRows
      let height = max(0, value) * barRows * 8 / largest  // in eighths of a row
      let rows = (height + 7) / 8
      let text =
        valueLabels.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        ?? "\(max(0, value))"
      buffer.draw(
        text, x: x + max(0, (slot - DisplayWidth.of(text)) / 2), y: baseline - max(1, rows),
        maxWidth: slot, style: .faint)
      guard height > 0 else {
        buffer.draw(String(repeating: "▁", count: barWidth), x: barX, y: baseline, style: .faint)
        continue
      }
      for row in 0..<rows {
        let filled = min(8, height - row * 8)
        buffer.draw(
          String(repeating: eighths[filled - 1], count: barWidth), x: barX, y: baseline - row,
          style: style)
      }
    }
  }
}

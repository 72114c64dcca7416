extension HTML {
  /// A line chart of `values` as SVG: the line, the axes with the lowest and highest values and
  /// the first and last labels, and, at `cursor`, a dashed line and a dot on the value read.
  ///
  /// The chart scales to its width; `description` is what a screen reader says of it. With
  /// `read` (an input's id), a click or a pointer over the chart sends that input the fraction of
  /// the chart's width it is at, which ``lineChartIndex(at:count:)`` turns into a value's index.
  public static func lineChart(
    values: [Double], labels: [String], low: String, high: String, cursor: Int?,
    description: String, isDimmed: Bool = false, read: String? = nil
  ) -> HTML {
    let (width, height) = (chartWidth, 280.0)
    let (left, right, top, bottom) = (chartLeft, chartRight, 12.0, 28.0)
    let minimum = values.min() ?? 0
    let maximum = values.max() ?? 1
    let spread = maximum - minimum == 0 ? 1 : maximum - minimum
    func x(_ index: Int) -> Double {
      values.count < 2
        ? left : left + (width - left - right) * Double(index) / Double(values.count - 1)
    }
    func y(_ value: Double) -> Double {
      top + (height - top - bottom) * (1 - (value - minimum) / spread)
    }
    let points = values.indices.map { "\(rounded(x($0))),\(rounded(y(values[$0])))" }
      .joined(separator: " ")
    let baseline = rounded(height - bottom)
    return element(
      "svg",
      [
        "class": isDimmed ? "chart dimmed" : "chart", "viewBox": "0 0 \(Int(width)) \(Int(height))",
        "role": "img", "aria-label": description, "xmlns": "http://www.w3.org/2000/svg",
        "data-read": read,
      ]
    ) {
      element(
        "line",
        ["class": "axis", "x1": "\(left)", "y1": "\(top)", "x2": "\(left)", "y2": "\(baseline)"])
      element(
        "line",
        [
          "class": "axis", "x1": "\(left)", "y1": "\(baseline)", "x2": "\(width - right)",
          "y2": "\(baseline)",
        ])
      // The line before the labels: on a phone the values' labels are inside the plot, over it.
      element("polyline", ["class": "line", "points": points])
      element(
        "text", ["class": "y high", "x": "\(left - 6)", "y": "\(top + 10)", "text-anchor": "end"]
      ) {
        high
      }
      element(
        "text", ["class": "y low", "x": "\(left - 6)", "y": "\(baseline)", "text-anchor": "end"]
      ) {
        low
      }
      if let first = labels.first {
        element("text", ["x": "\(left)", "y": "\(height - 6)"]) { first }
      }
      if let last = labels.last, labels.count > 1 {
        element("text", ["x": "\(width - right)", "y": "\(height - 6)", "text-anchor": "end"]) {
          last
        }
      }
      if let cursor, values.indices.contains(cursor) {
        let (cx, cy) = (rounded(x(cursor)), rounded(y(values[cursor])))
        element(
          "line",
          ["class": "cursor", "x1": "\(cx)", "y1": "\(top)", "x2": "\(cx)", "y2": "\(baseline)"])
        element("circle", ["class": "point", "cx": "\(cx)", "cy": "\(cy)", "r": "5"])
      }
    }
  }

  /// The index of the value of `count` that a point at `fraction` of a line chart's width
  /// (0 its left edge, 1 its right) reads: the nearest, clamped to the values; `nil` for none.
  public static func lineChartIndex(at fraction: Double, count: Int) -> Int? {
    guard count > 0, fraction.isFinite else { return nil }
    guard count > 1 else { return 0 }
    let plot = (fraction * chartWidth - chartLeft) / (chartWidth - chartLeft - chartRight)
    return min(count - 1, max(0, Int((plot * Double(count - 1)).rounded())))
  }

  /// A line chart's width in its own units, and the margins left of and right of its plot.
  private static let chartWidth = 800.0
  private static let chartLeft = 72.0
  private static let chartRight = 16.0

  /// `value` to a tenth: enough for a chart, and short.
  private static func rounded(_ value: Double) -> Double {
    (value * 10).rounded() / 10
  }
}

extension HTML {
  /// A line chart of `values` as SVG: the line, the axes with the lowest and highest values and
  /// the first and last labels, and, at `cursor`, a dashed line and a dot on the value read.
  ///
  /// The chart scales to its width; `description` is what a screen reader says of it.
  public static func lineChart(
    values: [Double], labels: [String], low: String, high: String, cursor: Int?,
    description: String, isDimmed: Bool = false
  ) -> HTML {
    let (width, height) = (800.0, 280.0)
    let (left, right, top, bottom) = (72.0, 16.0, 12.0, 28.0)
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
      element("text", ["x": "\(left - 6)", "y": "\(top + 10)", "text-anchor": "end"]) { high }
      element("text", ["x": "\(left - 6)", "y": "\(baseline)", "text-anchor": "end"]) { low }
      if let first = labels.first {
        element("text", ["x": "\(left)", "y": "\(height - 6)"]) { first }
      }
      if let last = labels.last, labels.count > 1 {
        element("text", ["x": "\(width - right)", "y": "\(height - 6)", "text-anchor": "end"]) {
          last
        }
      }
      element("polyline", ["class": "line", "points": points])
      if let cursor, values.indices.contains(cursor) {
        let (cx, cy) = (rounded(x(cursor)), rounded(y(values[cursor])))
        element(
          "line",
          ["class": "cursor", "x1": "\(cx)", "y1": "\(top)", "x2": "\(cx)", "y2": "\(baseline)"])
        element("circle", ["class": "point", "cx": "\(cx)", "cy": "\(cy)", "r": "5"])
      }
    }
  }

  /// `value` to a tenth: enough for a chart, and short.
  private static func rounded(_ value: Double) -> Double {
    (value * 10).rounded() / 10
  }
}

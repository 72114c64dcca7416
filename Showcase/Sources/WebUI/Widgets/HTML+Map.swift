import Foundation
public import MVVMKit

extension HTML {
  /// A map of `points` as SVG, scaled to hold them all (east–west distances shrunk by the
  /// latitude, so a street runs as it does), and under them, on a band of their own that no point
  /// reaches, a legend of the kinds of points shown and a scale bar in metres.
  ///
  /// - Parameters:
  ///   - points: The points; the first is where the plane's distances are measured from.
  ///   - description: What the map shows, for a screen reader.
  ///   - legend: What each kind of point is, in the legend; a kind no point is of is left out.
  public static func map(
    _ points: [MapPoint], description: String,
    legend: [MapPoint.Kind: String] = [.focus: "This place", .origin: "You", .other: "Nearby"]
  ) -> HTML {
    let (width, height, margin, band) = (480.0, 360.0, 28.0, 36.0)
    guard let first = points.first else { return HTML() }
    let plotHeight = height - band
    let latitude = first.latitude * .pi / 180
    let metresPerDegree = 111_320.0
    // Metres east and north of the first point.
    let plane = points.map { point in
      (
        x: (point.longitude - first.longitude) * metresPerDegree * cos(latitude),
        y: (point.latitude - first.latitude) * metresPerDegree
      )
    }
    let (minX, maxX) = (plane.map(\.x).min() ?? 0, plane.map(\.x).max() ?? 0)
    let (minY, maxY) = (plane.map(\.y).min() ?? 0, plane.map(\.y).max() ?? 0)
    let span = max(
      maxX - minX, (maxY - minY) * ((width - 2 * margin) / (plotHeight - 2 * margin)), 100)
    let scale = (width - 2 * margin) / span
    let (centreX, centreY) = ((minX + maxX) / 2, (minY + maxY) / 2)
    func position(_ point: (x: Double, y: Double)) -> (Double, Double) {
      (
        (width / 2 + (point.x - centreX) * scale).rounded(),
        (plotHeight / 2 - (point.y - centreY) * scale).rounded()
      )
    }
    let bar = scaleBar(metres: span / 4)
    let barLength = (bar * scale).rounded()
    let ordered = zip(points, plane).sorted { rank($0.0.kind) < rank($1.0.kind) }
    let kinds = [MapPoint.Kind.focus, .origin, .other].filter { kind in
      points.contains { $0.kind == kind } && legend[kind] != nil
    }
    let baseline = height - 13
    // Each kind's place in the legend: its mark, then its label.
    var entries: [(kind: MapPoint.Kind, label: String, x: Double)] = []
    var next = margin
    for kind in kinds {
      let label = legend[kind] ?? ""
      entries.append((kind, label, next))
      next += 16 + Double(label.count) * 7.5 + 18
    }
    return element(
      "svg",
      [
        "class": "map", "viewBox": "0 0 \(Int(width)) \(Int(height))", "role": "img",
        "aria-label": description, "xmlns": "http://www.w3.org/2000/svg",
      ]
    ) {
      element("rect", ["class": "ground", "width": "\(Int(width))", "height": "\(Int(height))"])
      element(
        "line",
        [
          "class": "band", "x1": "0", "y1": "\(plotHeight)", "x2": "\(width)",
          "y2": "\(plotHeight)",
        ])
      for (point, flat) in ordered {
        let (x, y) = position(flat)
        element(
          "circle",
          ["class": className(point.kind), "cx": "\(x)", "cy": "\(y)", "r": radius(point.kind)])
      }
      // The legend, left; the scale, right.
      for (kind, label, x) in entries {
        element(
          "circle",
          ["class": className(kind), "cx": "\(x + 6)", "cy": "\(baseline - 4)", "r": "5"])
        element("text", ["x": "\(x + 16)", "y": "\(baseline)"]) { label }
      }
      element(
        "line",
        [
          "class": "scale", "x1": "\(width - margin - barLength)", "y1": "\(baseline - 4)",
          "x2": "\(width - margin)", "y2": "\(baseline - 4)",
        ])
      element(
        "text",
        ["class": "scale-label", "x": "\(width - margin - barLength - 6)", "y": "\(baseline)"]
      ) { distance(bar) }
    }
  }

  private static func className(_ kind: MapPoint.Kind) -> String {
    switch kind {
    case .other: "other"
    case .origin: "origin"
    case .focus: "focus"
    }
  }

  private static func radius(_ kind: MapPoint.Kind) -> String {
    switch kind {
    case .other: "5"
    case .origin: "7"
    case .focus: "10"
    }
  }

  private static func rank(_ kind: MapPoint.Kind) -> Int {
    switch kind {
    case .other: 0
    case .origin: 1
    case .focus: 2
    }
  }

  /// A round length near `metres`: 1, 2 or 5 times a power of ten.
  private static func scaleBar(metres: Double) -> Double {
    let power = pow(10, floor(log10(max(metres, 1))))
    return [5, 2, 1].map { $0 * power }.first { $0 <= metres } ?? power
  }

  private static func distance(_ metres: Double) -> String {
    metres >= 1000 ? "\(Int(metres / 1000)) km" : "\(Int(metres)) m"
  }
}

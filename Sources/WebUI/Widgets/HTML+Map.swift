import Foundation

extension HTML {
  /// A point on a ``map(_:description:)``.
  public struct MapPoint: Hashable, Sendable {
    /// What a point is, which its mark says.
    public enum Kind: Hashable, Sendable {
      /// The point the map is about: the largest mark.
      case focus
      /// Where distances are measured from.
      case origin
      /// Another point, for context.
      case other
    }

    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double
    /// What the point is.
    public var kind: Kind

    /// A point.
    public init(latitude: Double, longitude: Double, kind: Kind) {
      self.latitude = latitude
      self.longitude = longitude
      self.kind = kind
    }
  }

  /// A map of `points` as SVG, scaled to hold them all (east–west distances shrunk by the
  /// latitude, so a street runs as it does), with a scale bar in metres and a legend.
  public static func map(_ points: [MapPoint], description: String) -> HTML {
    let (width, height, margin) = (480.0, 360.0, 28.0)
    guard let first = points.first else { return HTML() }
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
    let span = max(maxX - minX, (maxY - minY) * (width / height), 100)
    let scale = (width - 2 * margin) / span
    let (centreX, centreY) = ((minX + maxX) / 2, (minY + maxY) / 2)
    func position(_ point: (x: Double, y: Double)) -> (Double, Double) {
      (
        (width / 2 + (point.x - centreX) * scale).rounded(),
        (height / 2 - (point.y - centreY) * scale).rounded()
      )
    }
    let bar = scaleBar(metres: span / 4)
    let barLength = (bar * scale).rounded()
    let ordered = zip(points, plane).sorted { rank($0.0.kind) < rank($1.0.kind) }
    return element(
      "svg",
      [
        "class": "map", "viewBox": "0 0 \(Int(width)) \(Int(height))", "role": "img",
        "aria-label": description, "xmlns": "http://www.w3.org/2000/svg",
      ]
    ) {
      element("rect", ["class": "ground", "width": "\(Int(width))", "height": "\(Int(height))"])
      for (point, flat) in ordered {
        let (x, y) = position(flat)
        switch point.kind {
        case .other: element("circle", ["class": "other", "cx": "\(x)", "cy": "\(y)", "r": "5"])
        case .origin:
          element("circle", ["class": "origin", "cx": "\(x)", "cy": "\(y)", "r": "7"])
        case .focus: element("circle", ["class": "focus", "cx": "\(x)", "cy": "\(y)", "r": "10"])
        }
      }
      element(
        "line",
        [
          "class": "scale", "x1": "\(margin)", "y1": "\(height - 14)",
          "x2": "\(margin + barLength)", "y2": "\(height - 14)",
        ])
      element("text", ["x": "\(margin)", "y": "\(height - 20)"]) { distance(bar) }
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

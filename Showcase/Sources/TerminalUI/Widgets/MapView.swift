import Foundation
public import MVVMKit

/// Points on a small map, scaled to fit its rectangle with north up: longitude shrunk by the
/// cosine of the latitude so distances read the same across and down, and a row counted as two
/// columns, as a terminal cell is about twice as tall as it is wide. The point the map is about is
/// a yellow ★, where distances are measured from a cyan ◉, the others a faint ·.
///
/// ```swift
/// MapView(points: place.mapPoints).draw(in: rect, on: &buffer)
/// ```
public struct MapView {
  /// The points, as the view model gives them.
  public let points: [MapPoint]

  /// A map of `points`.
  public init(points: [MapPoint]) {
    self.points = points
  }

  /// Draws the points in `rect`, as large as it lets them spread.
  public func draw(in rect: Rect, on buffer: inout ScreenBuffer) {
    let latitudes = points.map(\.latitude)
    let longitudes = points.map(\.longitude)
    guard rect.width > 2, rect.height > 1, let south = latitudes.min(),
      let north = latitudes.max(), let west = longitudes.min(), let east = longitudes.max()
    else { return }
    let shrink = cos((south + north) / 2 * .pi / 180)
    // Degrees of latitude per column; a row is two columns' worth.
    let (columns, rows) = (Double(rect.width - 1), Double(rect.height - 1))
    let unit = max((east - west) * shrink / columns, (north - south) / (2 * rows), 1e-9)
    // Centred in the rectangle.
    let left = (columns - (east - west) * shrink / unit) / 2
    let top = (rows - (north - south) / (2 * unit)) / 2
    for point in points {
      let x = left + (point.longitude - west) * shrink / unit
      let y = top + (north - point.latitude) / (2 * unit)
      let (mark, style): (Character, Style) =
        switch point.kind {
        case .focus: ("★", Style.strong.foreground(.yellow))
        case .origin: ("◉", Style.strong.foreground(.cyan))
        case .other: ("·", .faint)
        }
      buffer[rect.x + Int(x.rounded()), rect.y + Int(y.rounded())] = Cell(mark, style: style)
    }
  }
}

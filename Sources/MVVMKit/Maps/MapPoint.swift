/// A point on a map a screen shows: where it is, and what it is (the point the map is about,
/// where distances are measured from, or another for context). A view model gives its map as
/// points; each view marks them its own way (a glyph in a terminal, a circle in SVG).
///
/// ```swift
/// var mapPoints: [MapPoint] {
///   [MapPoint(latitude: 51.508, longitude: -0.128, kind: .origin),
///    MapPoint(latitude: 51.513, longitude: -0.124, kind: .focus)]
/// }
/// ```
public struct MapPoint: Hashable, Sendable {
  /// What a point is, which its mark says.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// The point the map is about: the largest mark.
    case focus
    /// Where distances are measured from: the user, or the search's centre.
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

  /// A point `kind` at `latitude` degrees north and `longitude` degrees east.
  public init(latitude: Double, longitude: Double, kind: Kind) {
    self.latitude = latitude
    self.longitude = longitude
    self.kind = kind
  }
}

import Foundation

/// A position on Earth in degrees (WGS84), as Google's `geometry.location` gives it.
public struct Coordinate: Hashable, Sendable, Codable {
  /// Degrees north of the equator, from -90 to 90.
  public var latitude: Double
  /// Degrees east of Greenwich, from -180 to 180.
  public var longitude: Double

  /// The WGS84 mean radius of the Earth, in metres.
  public static let earthRadius = 6_371_008.8

  /// A position at `latitude`, `longitude`.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  private enum CodingKeys: String, CodingKey {
    case latitude = "lat"
    case longitude = "lng"
  }

  /// Parses "LAT,LNG", such as "51.508,-0.128" or "-33.87,151.21".
  ///
  /// - Throws: ``LocationError/invalid(_:)`` naming what is wrong.
  public init(parsing text: String) throws(LocationError) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
      latitude.isFinite, longitude.isFinite
    else {
      throw .invalid("a location is LAT,LNG in degrees, such as 51.5080,-0.1281")
    }
    guard (-90...90).contains(latitude) else {
      throw .invalid("the latitude must be from -90 to 90; got \(parts[0])")
    }
    guard (-180...180).contains(longitude) else {
      throw .invalid("the longitude must be from -180 to 180; got \(parts[1])")
    }
    self.init(latitude: latitude, longitude: longitude)
  }

  /// The great-circle distance to `other` in metres (haversine, on the mean radius).
  public func distance(to other: Coordinate) -> Double {
    let φ1 = latitude * .pi / 180
    let φ2 = other.latitude * .pi / 180
    let Δφ = φ2 - φ1
    let Δλ = (other.longitude - longitude) * .pi / 180
    let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
    // atan2 rather than asin: exact to the millimetre even for nearly antipodal points.
    return 2 * Self.earthRadius * atan2(sqrt(a), sqrt(max(0, 1 - a)))
  }

  /// The initial bearing to `other`, in degrees clockwise from north (0 up to 360).
  public func bearing(to other: Coordinate) -> Double {
    let φ1 = latitude * .pi / 180
    let φ2 = other.latitude * .pi / 180
    let Δλ = (other.longitude - longitude) * .pi / 180
    let y = sin(Δλ) * cos(φ2)
    let x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(Δλ)
    let degrees = atan2(y, x) * 180 / .pi
    return (degrees + 360).truncatingRemainder(dividingBy: 360)
  }

  /// The compass point towards `other`, of eight: "N", "NE", "E"…
  public func compassPoint(to other: Coordinate) -> String {
    let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
    return points[Int((bearing(to: other) + 22.5) / 45) % 8]
  }

  /// "51.5080,-0.1281".
  public var text: String {
    "\(Self.degrees(latitude)),\(Self.degrees(longitude))"
  }

  private static func degrees(_ value: Double) -> String {
    String(format: "%.4f", value)
  }
}

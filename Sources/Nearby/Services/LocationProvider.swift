/// Where the user is. On Apple platforms a Core Location provider slots in behind this; on Linux
/// the location is given (`--location`), or is the bundled data's own.
public protocol LocationProvider: Sendable {
  /// The current position.
  func currentLocation() async throws(LocationError) -> Coordinate
}

/// A ``LocationProvider`` that answers with a fixed position, or a fixed error.
public struct FixedLocation: LocationProvider {
  private let result: Result<Coordinate, LocationError>
  /// A named place, or coordinates given; the user's position for one that fails.
  public let kind: LocationKind

  /// Always at `coordinate`: the place called `name`, or coordinates the user gave.
  public init(_ coordinate: Coordinate, name: String? = nil) {
    result = .success(coordinate)
    kind = name.map(LocationKind.named) ?? .given
  }

  /// Always failing with `error`, as a location source can.
  public init(failing error: LocationError) {
    result = .failure(error)
    kind = .user
  }

  /// The fixed position, or the fixed error.
  public func currentLocation() async throws(LocationError) -> Coordinate {
    try result.get()
  }
}

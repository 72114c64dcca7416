/// A ``LocationProvider`` that answers with a fixed position, or a fixed error.
public struct FixedLocation: LocationProvider {
  private let result: Result<Coordinate, LocationError>

  /// Always at `coordinate`.
  public init(_ coordinate: Coordinate) {
    result = .success(coordinate)
  }

  /// Always failing with `error`.
  public init(failing error: LocationError) {
    result = .failure(error)
  }

  /// The fixed position, or the fixed error.
  public func currentLocation() async throws(LocationError) -> Coordinate {
    try result.get()
  }
}

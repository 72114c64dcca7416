/// Where the searches are around. On Apple platforms a Core Location provider (the user's own
/// position) slots in behind this; on Linux the position is given (`--location`), or is the
/// bundled data's own centre.
public protocol LocationProvider: Sendable {
  /// What the position is, for the words that say where the search is around.
  var kind: LocationKind { get }
  /// The current position.
  func currentLocation() async throws(LocationError) -> Coordinate
}

extension LocationProvider {
  /// The user's own position, unless the provider says otherwise.
  public var kind: LocationKind { .user }

  /// What `origin` (where this provider said the search is) is called as a distance from it
  /// says it: "you" only where a location source says the user is there, else the place's name
  /// or the coordinates.
  public func centreName(of origin: Coordinate) -> String {
    switch kind {
    case .user: "you"
    case .named(let name): name
    case .given: origin.text
    }
  }
}

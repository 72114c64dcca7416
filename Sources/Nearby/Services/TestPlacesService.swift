public import MVVMKitNetworking

/// A ``PlacesService`` for tests and previews: answers with its closure; no places unless set.
public struct TestPlacesService: PlacesService {
  /// Answers ``nearby(_:around:radius:pageToken:)``.
  public var nearby:
    @Sendable (PlaceType, Coordinate, Int, String?) async throws(APIError) -> PlacesPage

  /// A service answering with `nearby`.
  public init(
    nearby:
      @escaping @Sendable (PlaceType, Coordinate, Int, String?) async throws(APIError) ->
      PlacesPage = { _, _, _, _ in PlacesPage(places: []) }
  ) {
    self.nearby = nearby
  }

  /// Answers with ``nearby``.
  public func nearby(
    _ type: PlaceType, around location: Coordinate, radius: Int, pageToken: String?
  ) async throws(APIError) -> PlacesPage {
    try await nearby(type, location, radius, pageToken)
  }
}

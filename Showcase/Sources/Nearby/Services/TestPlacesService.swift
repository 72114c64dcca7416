public import MVVMKitNetworking

/// A ``PlacesService`` for tests and previews: answers with its closure; no places unless set.
public struct TestPlacesService: PlacesService {
  /// Answers ``nearby(_:around:radius:filter:pageToken:)``.
  public var nearby:
    @Sendable (PlaceType, Coordinate, Int, PlaceFilter, String?) async throws(APIError) ->
      PlacesPage

  /// Answers ``place(id:)``.
  public var place: @Sendable (String) async throws(APIError) -> Place

  /// A service answering with `nearby`, and `place` for a place on its own (by default, Google's
  /// `NOT_FOUND` for every id).
  public init(
    nearby:
      @escaping @Sendable (PlaceType, Coordinate, Int, PlaceFilter, String?) async throws(APIError)
      ->
      PlacesPage = { _, _, _, _, _ in PlacesPage(places: []) },
    place: @escaping @Sendable (String) async throws(APIError) -> Place = {
      _ throws(APIError) in
      throw GooglePlacesService.refusal(status: "NOT_FOUND", errorMessage: nil)
    }
  ) {
    self.nearby = nearby
    self.place = place
  }

  /// Answers with ``place``.
  public func place(id: String) async throws(APIError) -> Place {
    try await place(id)
  }

  /// Answers with ``nearby``.
  public func nearby(
    _ type: PlaceType, around location: Coordinate, radius: Int, filter: PlaceFilter,
    pageToken: String?
  ) async throws(APIError) -> PlacesPage {
    try await nearby(type, location, radius, filter, pageToken)
  }
}

public import MVVMKitNetworking

/// Where places come from.
public protocol PlacesService: Sendable {
  /// The places of `type` within `radius` metres of `location`: the first page, or the page
  /// `pageToken` names.
  func nearby(_ type: PlaceType, around location: Coordinate, radius: Int, pageToken: String?)
    async throws(APIError) -> PlacesPage
  /// What the screen says of where the places come from, when it should: sample data.
  var sourceNote: String? { get }
}

extension PlacesService {
  /// Nothing to say: a live service.
  public var sourceNote: String? { nil }
}

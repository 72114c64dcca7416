public import Foundation
public import MVVMKitNetworking

/// Where places come from.
public protocol PlacesService: Sendable {
  /// The places of `type` within `radius` metres of `location` that `filter` keeps: the first
  /// page, or the page `pageToken` names.
  func nearby(
    _ type: PlaceType, around location: Coordinate, radius: Int, filter: PlaceFilter,
    pageToken: String?
  ) async throws(APIError) -> PlacesPage
  /// The place `id`, on its own, with what only Place Details has (its phone, website and the
  /// week's hours): what a link to a place opens, and what a place's screen asks for.
  func place(id: String) async throws(APIError) -> Place
  /// What the screen says of where the places come from, when it should: sample data.
  var sourceNote: String? { get }
  /// What a place's screen says where the service has no phone, website or weekly hours to show.
  var contactNote: String? { get }
  /// What the screens say where they show only places open now, when the hours may not be true.
  var openNowNote: String? { get }
  /// Where the photo `reference` is, at most `maxWidth` pixels wide; `nil` for a service
  /// without photos.
  func photoURL(reference: String, maxWidth: Int) -> URL?
}

extension PlacesService {
  /// The places of `type` within `radius` metres of `location`, unfiltered.
  public func nearby(
    _ type: PlaceType, around location: Coordinate, radius: Int, pageToken: String?
  ) async throws(APIError) -> PlacesPage {
    try await nearby(
      type, around: location, radius: radius, filter: PlaceFilter(), pageToken: pageToken)
  }

  /// Nothing to say: a live service.
  public var sourceNote: String? { nil }
  /// Nothing to say: a live service.
  public var contactNote: String? { nil }
  /// Nothing to say: a live service.
  public var openNowNote: String? { nil }
  /// No photos.
  public func photoURL(reference: String, maxWidth: Int) -> URL? { nil }
}

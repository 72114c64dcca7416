public import Foundation
public import MVVMKitNetworking

/// Where places come from.
public protocol PlacesService: Sendable {
  /// The places of `type` within `radius` metres of `location`: the first page, or the page
  /// `pageToken` names.
  func nearby(_ type: PlaceType, around location: Coordinate, radius: Int, pageToken: String?)
    async throws(APIError) -> PlacesPage
  /// The place `id`, on its own: what a link to a place opens before any list has it.
  func place(id: String) async throws(APIError) -> Place
  /// What the screen says of where the places come from, when it should: sample data.
  var sourceNote: String? { get }
  /// Where the photo `reference` is, at most `maxWidth` pixels wide; `nil` for a service
  /// without photos.
  func photoURL(reference: String, maxWidth: Int) -> URL?
}

extension PlacesService {
  /// Nothing to say: a live service.
  public var sourceNote: String? { nil }
  /// No photos.
  public func photoURL(reference: String, maxWidth: Int) -> URL? { nil }
}

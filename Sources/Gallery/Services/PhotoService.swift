public import MVVMKitNetworking

/// Where the feeds' photos come from.
public protocol PhotoService: Sendable {
  /// Page `page` (from 1) of the feed `feature`.
  func photos(_ feature: Feature, page: Int) async throws(APIError) -> PhotosPage
  /// The photo `id`, on its own: what a link to a photo opens before any page has it.
  func photo(id: Int) async throws(APIError) -> Photo
  /// What the screen says of where the photos come from, when it should: a sample feed.
  var sourceNote: String? { get }
}

extension PhotoService {
  /// Page `page` (from 1) of the popular feed.
  public func popular(page: Int) async throws(APIError) -> PhotosPage {
    try await photos(.popular, page: page)
  }

  /// Nothing to say: a live feed.
  public var sourceNote: String? { nil }
}

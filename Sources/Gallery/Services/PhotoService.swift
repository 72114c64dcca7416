public import MVVMKitNetworking

/// Where the popular photos come from.
public protocol PhotoService: Sendable {
  /// Page `page` (from 1) of the popular feed.
  func popular(page: Int) async throws(APIError) -> PhotosPage
  /// The photo `id`, on its own: what a link to a photo opens before any page has it.
  func photo(id: Int) async throws(APIError) -> Photo
  /// What the screen says of where the photos come from, when it should: a sample feed.
  var sourceNote: String? { get }
}

extension PhotoService {
  /// Nothing to say: a live feed.
  public var sourceNote: String? { nil }
}

public import MVVMKitNetworking

/// A ``PhotoService`` for tests and previews: answers with its closures.
public struct TestPhotoService: PhotoService {
  /// The topics.
  public var topics: [Topic]
  /// Answers ``photos(_:page:)``.
  public var photos: @Sendable (PhotoFeed, Int) async throws(APIError) -> PhotosPage
  /// Answers ``photo(id:)``: by default, a 404 for every id.
  public var photo: @Sendable (String) async throws(APIError) -> Photo

  /// A service answering the first topic with `first`, and `photo` for a photo on its own.
  public init(
    topics: [Topic] = FiveHundredPxService.features,
    photo: @escaping @Sendable (String) async throws(APIError) -> Photo = { id throws(APIError) in
      throw .httpStatus(404, bodyExcerpt: "no photo \(id)")
    },
    popular first: @escaping @Sendable (Int) async throws(APIError) -> PhotosPage
  ) {
    self.init(
      topics: topics, photo: photo, feeds: { _, page throws(APIError) in try await first(page) })
  }

  /// A service answering each feed with `feeds`, and `photo` for a photo on its own.
  public init(
    topics: [Topic] = FiveHundredPxService.features,
    photo: @escaping @Sendable (String) async throws(APIError) -> Photo = { id throws(APIError) in
      throw .httpStatus(404, bodyExcerpt: "no photo \(id)")
    },
    feeds: @escaping @Sendable (PhotoFeed, Int) async throws(APIError) -> PhotosPage
  ) {
    self.topics = topics
    self.photos = feeds
    self.photo = photo
  }

  /// Answers with ``photo``.
  public func photo(id: String) async throws(APIError) -> Photo {
    try await photo(id)
  }

  /// Answers with ``photos``.
  public func photos(_ feed: PhotoFeed, page: Int) async throws(APIError) -> PhotosPage {
    try await photos(feed, page)
  }
}

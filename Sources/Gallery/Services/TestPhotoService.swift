public import MVVMKitNetworking

/// A ``PhotoService`` for tests and previews: answers with its closure.
public struct TestPhotoService: PhotoService {
  /// Answers ``photos(_:page:)``.
  public var photos: @Sendable (Feature, Int) async throws(APIError) -> PhotosPage
  /// Answers ``photo(id:)``: by default, a 404 for every id.
  public var photo: @Sendable (Int) async throws(APIError) -> Photo

  /// A service answering every feed with `popular`, and `photo` for a photo on its own.
  public init(
    photo: @escaping @Sendable (Int) async throws(APIError) -> Photo = { id throws(APIError) in
      throw .httpStatus(404, bodyExcerpt: "no photo \(id)")
    },
    popular: @escaping @Sendable (Int) async throws(APIError) -> PhotosPage
  ) {
    self.init(photo: photo, feeds: { _, page throws(APIError) in try await popular(page) })
  }

  /// A service answering each feed with `feeds`, and `photo` for a photo on its own.
  public init(
    photo: @escaping @Sendable (Int) async throws(APIError) -> Photo = { id throws(APIError) in
      throw .httpStatus(404, bodyExcerpt: "no photo \(id)")
    },
    feeds: @escaping @Sendable (Feature, Int) async throws(APIError) -> PhotosPage
  ) {
    self.photos = feeds
    self.photo = photo
  }

  /// Answers with ``photo``.
  public func photo(id: Int) async throws(APIError) -> Photo {
    try await photo(id)
  }

  /// Answers with ``photos``.
  public func photos(_ feature: Feature, page: Int) async throws(APIError) -> PhotosPage {
    try await photos(feature, page)
  }
}

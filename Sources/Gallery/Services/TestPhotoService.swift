public import MVVMKitNetworking

/// A ``PhotoService`` for tests and previews: answers with its closure.
public struct TestPhotoService: PhotoService {
  /// Answers ``popular(page:)``.
  public var popular: @Sendable (Int) async throws(APIError) -> PhotosPage
  /// Answers ``photo(id:)``: by default, a 404 for every id.
  public var photo: @Sendable (Int) async throws(APIError) -> Photo

  /// A service answering with `popular`, and `photo` for a photo on its own.
  public init(
    photo: @escaping @Sendable (Int) async throws(APIError) -> Photo = { id throws(APIError) in
      throw .httpStatus(404, bodyExcerpt: "no photo \(id)")
    },
    popular: @escaping @Sendable (Int) async throws(APIError) -> PhotosPage
  ) {
    self.popular = popular
    self.photo = photo
  }

  /// Answers with ``photo``.
  public func photo(id: Int) async throws(APIError) -> Photo {
    try await photo(id)
  }

  /// Answers with ``popular``.
  public func popular(page: Int) async throws(APIError) -> PhotosPage {
    try await popular(page)
  }
}

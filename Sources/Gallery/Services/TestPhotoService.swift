public import MVVMKitNetworking

/// A ``PhotoService`` for tests and previews: answers with its closure.
public struct TestPhotoService: PhotoService {
  /// Answers ``popular(page:)``.
  public var popular: @Sendable (Int) async throws(APIError) -> PhotosPage

  /// A service answering with `popular`.
  public init(popular: @escaping @Sendable (Int) async throws(APIError) -> PhotosPage) {
    self.popular = popular
  }

  /// Answers with ``popular``.
  public func popular(page: Int) async throws(APIError) -> PhotosPage {
    try await popular(page)
  }
}

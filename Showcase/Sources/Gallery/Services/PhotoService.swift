public import MVVMKitNetworking

/// Where the photos come from: a feed's topics, a search, one photo by its id.
public protocol PhotoService: Sendable {
  /// The topics the feed offers, the first shown first.
  var topics: [Topic] { get }
  /// Page `page` (from 1) of `feed`: a topic's photos, or a search's.
  func photos(_ feed: PhotoFeed, page: Int) async throws(APIError) -> PhotosPage
  /// The photo `id`, on its own: what a link to a photo opens before any page has it.
  func photo(id: String) async throws(APIError) -> Photo
  /// What the screen says of where the photos come from: "Photos from Openverse", or that they
  /// are a sample.
  var sourceNote: String? { get }
  /// What an id of the feed's is, said where one is not: "an Openverse id, a UUID such as …".
  var photoIDForm: String { get }
  /// Whether `id` can name a photo of the feed: one that is not never reaches a request.
  func isPhotoID(_ id: String) -> Bool
}

extension PhotoService {
  /// The topic `id` among ``topics``.
  public func topic(id: String) -> Topic? {
    topics.first { $0.id == id }
  }

  /// What the first topic shows.
  public var firstFeed: PhotoFeed {
    .topic(topics.first?.id ?? "")
  }

  /// Nothing to say.
  public var sourceNote: String? { nil }

  /// Any id that is not empty.
  public var photoIDForm: String { "a photo's id" }

  /// Whether `id` is not empty.
  public func isPhotoID(_ id: String) -> Bool { !id.isEmpty }

  /// Refuses `id` unless it can name a photo (``isPhotoID(_:)``), saying what an id is.
  func checkPhotoID(_ id: String) throws(APIError) {
    guard isPhotoID(id) else {
      throw .invalidRequest("no photo has the id “\(id)”: an id is \(photoIDForm)")
    }
  }
}

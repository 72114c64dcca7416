/// One page of the popular feed.
public struct PhotosPage: Decodable, Hashable, Sendable {
  /// This page's number, from 1.
  public var currentPage: Int
  /// How many pages there are.
  public var totalPages: Int
  /// How many photos there are in all.
  public var totalItems: Int
  /// The photos.
  public var photos: [Photo]

  /// A page with the given fields.
  public init(currentPage: Int, totalPages: Int, totalItems: Int, photos: [Photo]) {
    self.currentPage = currentPage
    self.totalPages = totalPages
    self.totalItems = totalItems
    self.photos = photos
  }

  private enum CodingKeys: String, CodingKey {
    case photos
    case currentPage = "current_page"
    case totalPages = "total_pages"
    case totalItems = "total_items"
  }

  /// Whether this is the last page.
  public var isLast: Bool { currentPage >= totalPages }
}

public import MVVMKitNetworking

/// One page of the popular feed. Its photos are read one by one: one that cannot be read is left
/// out (``unreadable`` says why), and the page fails only when none can be.
public struct PhotosPage: Decodable, Hashable, Sendable, PartlyReadable {
  /// This page's number, from 1.
  public var currentPage: Int
  /// How many pages there are.
  public var totalPages: Int
  /// How many photos there are in all.
  public var totalItems: Int
  /// The photos that could be read.
  public var photos: [Photo]
  /// The photos that could not be read, and why.
  public var unreadable: [UnreadableRecord]

  /// A page with the given fields.
  public init(
    currentPage: Int, totalPages: Int, totalItems: Int, photos: [Photo],
    unreadable: [UnreadableRecord] = []
  ) {
    self.currentPage = currentPage
    self.totalPages = totalPages
    self.totalItems = totalItems
    self.photos = photos
    self.unreadable = unreadable
  }

  /// Decodes the page, its photos one by one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let photos = try container.decode(DecodedList<Photo>.self, forKey: .photos)
    self.init(
      currentPage: try container.decode(Int.self, forKey: .currentPage),
      totalPages: try container.decode(Int.self, forKey: .totalPages),
      totalItems: try container.decode(Int.self, forKey: .totalItems),
      photos: photos.elements, unreadable: photos.unreadable)
  }

  private enum CodingKeys: String, CodingKey {
    case photos
    case currentPage = "current_page"
    case totalPages = "total_pages"
    case totalItems = "total_items"
  }

  /// Whether this is the last page.
  public var isLast: Bool { currentPage >= totalPages }

  /// The photos left out, and why.
  public var unreadableRecords: [UnreadableRecord] { unreadable }
  /// How many photos the page held, read or not.
  public var recordCount: Int { photos.count + unreadable.count }
}

import Foundation
import MVVMKitNetworking

/// A page of Openverse's search (`GET images/?q=…&page=…&page_size=…`): `result_count`,
/// `page_count`, `page` and its `results`, read one by one (see ``PhotosPage``).
struct OpenversePage: Decodable, Sendable {
  var page: PhotosPage

  private enum CodingKeys: String, CodingKey {
    case results, page
    case resultCount = "result_count"
    case pageCount = "page_count"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let results = try container.decode(DecodedList<OpenverseImage>.self, forKey: .results)
    page = PhotosPage(
      currentPage: try container.decodeIfPresent(Int.self, forKey: .page) ?? 1,
      totalPages: try container.decode(Int.self, forKey: .pageCount),
      totalItems: try container.decode(Int.self, forKey: .resultCount),
      photos: results.elements.map(\.photo), unreadable: results.unreadable)
  }
}

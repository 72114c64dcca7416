import Foundation
import MVVMKitNetworking

/// Places API (New)'s answer to a search: `{"places": [...], "nextPageToken": "…"}`, read place
/// by place (one that cannot be read is left out and noted); `{}` when nothing was found.
struct NewPlacesResponse: Decodable, Sendable, PartlyReadable {
  var places: DecodedList<NewPlace>
  var nextPageToken: String?

  var unreadableRecords: [UnreadableRecord] { places.unreadable }
  var recordCount: Int { places.recordCount }

  private enum CodingKeys: String, CodingKey { case places, nextPageToken }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    places = try container.decodeIfPresent(DecodedList<NewPlace>.self, forKey: .places) ?? .init()
    let token = try container.decodeIfPresent(String.self, forKey: .nextPageToken)
    nextPageToken = token?.isEmpty == false ? token : nil
  }
}

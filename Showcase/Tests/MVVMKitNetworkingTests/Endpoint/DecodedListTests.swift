import Foundation
import MVVMKitNetworking
import Testing

/// A list read record by record: one bad record is left out and said so; the list fails only when
/// nothing in it can be read, or it is not a list.
@Suite struct DecodedListTests {
  struct Item: Decodable, Hashable {
    var id: Int
    var name: String
  }

  struct Envelope: Decodable {
    var items: DecodedList<Item>
  }

  @Test func aBadRecordIsLeftOutWithWhereAndWhy() throws {
    let json = #"""
      {"items": [{"id": 1, "name": "a"}, {"id": 2}, {"id": "x", "name": "c"}, {"id": 4, "name": "d"}]}
      """#
    let list = try decodeJSON(Envelope.self, from: Data(json.utf8)).items
    #expect(list.elements == [Item(id: 1, name: "a"), Item(id: 4, name: "d")])
    #expect(
      list.unreadable == [
        UnreadableRecord(index: 1, reason: "at items[1].name: the key is missing"),
        UnreadableRecord(index: 2, reason: "at items[2].id: expected a number"),
      ])
    #expect(list.recordCount == 4)
  }

  @Test func aListOfNothingReadableFailsWithTheFirstRecordsError() {
    #expect(
      throws: APIError.decoding(codingPath: "items[0].name", reason: "the key is missing")
    ) {
      try decodeJSON(Envelope.self, from: Data(#"{"items": [{"id": 1}, {"id": 2}]}"#.utf8))
    }
  }

  @Test func anEmptyListIsEmptyAndANonListIsAnError() throws {
    let empty = try decodeJSON(Envelope.self, from: Data(#"{"items": []}"#.utf8)).items
    #expect(empty == DecodedList())
    #expect(throws: APIError.self) {
      try decodeJSON(Envelope.self, from: Data(#"{"items": {"id": 1}}"#.utf8))
    }
  }
}

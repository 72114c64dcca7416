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

  /// Foundation's decoder on Linux throws an error of its own for a number that does not fit (a
  /// fraction for an `Int`): one such record is left out as any other, not the whole list.
  @Test func aNumberThatDoesNotFitLeavesOutItsRecordOnly() throws {
    let json = #"{"items": [{"id": 1, "name": "a"}, {"id": 90.7, "name": "b"}]}"#
    let list = try decodeJSON(Envelope.self, from: Data(json.utf8)).items
    #expect(list.elements == [Item(id: 1, name: "a")])
    #expect(
      list.unreadable == [
        UnreadableRecord(
          index: 1,
          reason: "at items[1]: the number 90.7 does not fit its field (a fraction, or too large)")
      ])
    #expect(
      throws: APIError.decoding(
        codingPath: "items[0]",
        reason: "the number 1e400 does not fit its field (a fraction, or too large)")
    ) {
      try decodeJSON(Envelope.self, from: Data(#"{"items": [{"id": 1e400, "name": "a"}]}"#.utf8))
    }
  }

  @Test func aNumberThatDoesNotFitOutsideAListIsNotCalledInvalidJSON() {
    #expect(
      throws: APIError.decoding(
        codingPath: "", reason: "a number does not fit its field (a fraction, or too large)")
    ) {
      try decodeJSON(Item.self, from: Data(#"{"id": 90.7, "name": "a"}"#.utf8))
    }
    #expect(
      throws: APIError.decoding(
        codingPath: "",
        reason: "not valid JSON")
    ) {
      try decodeJSON(Item.self, from: Data(#"{"id": 9"#.utf8))
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

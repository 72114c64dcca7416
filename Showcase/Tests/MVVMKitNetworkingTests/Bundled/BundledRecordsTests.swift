import Foundation
import MVVMKitNetworking
import Testing

@Suite struct BundledRecordsTests {
  private struct Drink: Decodable, Equatable {
    var id: Int
    var name: String
  }

  private func records(_ json: String, at key: String = "results") throws(APIError)
    -> BundledRecords
  {
    try BundledRecords(json: Data(json.utf8), at: key)
  }

  private func texts(_ records: BundledRecords) -> [String] {
    records.records.map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func keepsEachRecordAsTheFileWritesItWithoutTheSpaceBetweenTokens() throws {
    let json = """
      {"count": 3, "next": null,
       "results": [ {"name": "Mojito",  "id": 1, "tags": ["mint", "rum"]},
         {"id":2,"name":"Negroni \\"classic\\" [1919] {Florence}"} ,
        {"id": 3, "name": "Pi\\u00f1a colada", "glass": {"kind": "hurricane", "cl": -1.5e2}}
       ],
       "after": [1, 2]}
      """
    #expect(
      try texts(records(json)) == [
        #"{"name":"Mojito","id":1,"tags":["mint","rum"]}"#,
        #"{"id":2,"name":"Negroni \"classic\" [1919] {Florence}"}"#,
        #"{"id":3,"name":"Pi\u00f1a colada","glass":{"kind":"hurricane","cl":-1.5e2}}"#,
      ])
    #expect(
      try records(json).decoded(Drink.self) == [
        Drink(id: 1, name: "Mojito"), Drink(id: 2, name: #"Negroni "classic" [1919] {Florence}"#),
        Drink(id: 3, name: "Piña colada"),
      ])
  }

  @Test func findsTheArrayAtItsKeyWhereverItStandsAndHoweverItIsWritten() throws {
    #expect(try texts(records(#"{"results":[]}"#)) == [])
    #expect(
      try texts(records(#" { "a" : { "results" : [ 9 ] } , "results" : [ 1 , "x" ] } "#))
        == ["1", #""x""#])
    #expect(
      try texts(records(#"{"re\u0073ults": [true, false, null]}"#)) == ["true", "false", "null"])
    #expect(
      try texts(records(#"{"results": [[1, [2]], {}, "a \" b\t"]}"#)) == [
        "[1,[2]]", "{}", #""a \" b\t""#,
      ])
  }

  @Test(arguments: [
    ("", "an empty text"),
    ("[]", "an array, not an object"),
    (#"{"results": {"id": 1}}"#, "an object at the key"),
    (#"{"other": []}"#, "no such key"),
    (#"{}"#, "an empty object"),
    (#"{"results": [1, 2"#, "an unclosed array"),
    (#"{"results": [{"id": 1]}"#, "a mismatched bracket"),
    (#"{"results": ["a\#nb"]}"#, "a raw newline in a string"),
    (#"{"results": [nope]}"#, "a bare word"),
    (#"{"results": [01]}"#, "a number with a leading zero"),
    (#"{"results": [1.]}"#, "a number without a fraction's digits"),
    (#"{"results": [1e]}"#, "a number without an exponent's digits"),
    (#"{"results": [1,]}"#, "a trailing comma"),
    (#"{"a": 1 "results": []}"#, "a missing comma before the key"),
    (#"{"a\x": 1, "results": []}"#, "a key with an escape that is not one"),
    (#"{"results": ["open]}"#, "an unclosed string"),
  ])
  func refusesWhatIsNotAnObjectWithAnArrayAtTheKey(json: String, what: String) {
    #expect(
      throws: APIError.decoding(
        codingPath: "results", reason: "the bundled results are not a list"), "\(what)"
    ) {
      try records(json)
    }
  }

  @Test func refusesNestingTooDeepToRead() throws {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(
      throws: APIError.decoding(codingPath: "results", reason: "the bundled results are not a list")
    ) { try records(#"{"results": [\#(deep)]}"#) }
    let readable = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
    #expect(try records(#"{"results": [\#(readable)]}"#).records.count == 1)
  }

  @Test func answersAnObjectOfTheFieldsAndTheChosenRecordsItsKeysInOrder() throws {
    let drinks = try records(#"{"results": [{"id": 1}, {"id": 2}, {"id": 3}]}"#)
    let answer = drinks.answer(
      ["status": "OK", "count": 2, "attributions": [String](), "note": #"a "quoted" / word"#],
      records: "results", [2, 0, 7, -1])
    #expect(answer.statusCode == 200)
    #expect(answer.headers == ["Content-Type": "application/json"])
    #expect(
      String(decoding: answer.body, as: UTF8.self)
        == #"{"attributions":[],"count":2,"note":"a \"quoted\" / word","results":[{"id":3},{"id":1}],"status":"OK"}"#
    )
    #expect(
      String(decoding: drinks.answer(records: "results", [Int]()).body, as: UTF8.self)
        == #"{"results":[]}"#)
  }

  @Test func answersOneRecordAtItsKeyOrNothingForAnIndexOfNone() throws {
    let drinks = try records(#"{"results": [{"id": 1}, {"id": 2}]}"#)
    let answer = try #require(drinks.answer(["status": "OK"], record: "result", 1, statusCode: 203))
    #expect(answer.statusCode == 203)
    #expect(String(decoding: answer.body, as: UTF8.self) == #"{"result":{"id":2},"status":"OK"}"#)
    #expect(drinks.answer(record: "result", 2) == nil)
    // A field at the record's key gives way to the record.
    let shadowed = try #require(drinks.answer(["result": "none"], record: "result", 0))
    #expect(String(decoding: shadowed.body, as: UTF8.self) == #"{"result":{"id":1}}"#)
  }

  @Test func aRecordThatIsNotTheTypeAskedForIsADecodingError() throws {
    let drinks = try records(#"{"results": [{"id": 1, "name": "Mojito"}, {"id": "two"}]}"#)
    let error = #expect(throws: APIError.self) { try drinks.decoded(Drink.self) }
    guard case .decoding(let path, _) = error else {
      Issue.record("not a decoding error: \(String(describing: error))")
      return
    }
    #expect(path == "id")
  }

  @Test func aMissingOrUnreadableFileSaysSo() throws {
    #expect(throws: APIError.invalidContent("The bundled places are missing from the app.")) {
      try BundledRecords(contentsOf: nil, at: "places")
    }
    let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent(
      "no-such-\(UUID().uuidString).json")
    let error = #expect(throws: APIError.self) {
      try BundledRecords(contentsOf: nowhere, at: "places")
    }
    guard case .invalidContent(let message) = error else {
      Issue.record("not an invalid content error: \(String(describing: error))")
      return
    }
    #expect(message.hasPrefix("The bundled places could not be read ("))
  }
}

import Testing

@testable import WebUI

/// A `Range` header read as RFC 9110 says, against a body of 1,000 bytes: one range served in
/// part, one past the end refused, anything else answered whole.
@Suite struct ByteRangeTests {
  @Test(arguments: [
    ("bytes=0-99", ByteRange.part(0...99)),
    ("bytes=900-", .part(900...999)),
    ("bytes=900-5000", .part(900...999)),
    ("bytes=-100", .part(900...999)),
    ("bytes=-5000", .part(0...999)),
    ("BYTES=10-10", .part(10...10)),
    (" bytes=0-0 ", .part(0...0)),
    ("bytes=1000-", .unsatisfiable),
    ("bytes=1000-2000", .unsatisfiable),
    ("bytes=-0", .unsatisfiable),
    ("bytes=5-4", .whole),
    ("bytes=0-1,5-9", .whole),
    ("bytes=+1-5", .whole),
    ("bytes=a-5", .whole),
    ("bytes=-", .whole),
    ("bytes=99999999999999999999-", .whole),
    ("items=0-5", .whole),
    ("bytes 0-5", .whole),
  ])
  func aHeaderAsksForOneRangeOrTheWhole(header: String, expected: ByteRange) {
    #expect(ByteRange(header: header, length: 1000) == expected)
  }

  @Test func noHeaderIsTheWholeAndAnEmptyBodyHasNoRange() {
    #expect(ByteRange(header: nil, length: 1000) == .whole)
    #expect(ByteRange(header: "bytes=0-", length: 0) == .unsatisfiable)
    #expect(ByteRange(header: "bytes=-1", length: 0) == .unsatisfiable)
  }
}

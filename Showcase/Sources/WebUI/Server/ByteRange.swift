import Foundation

/// What a request's `Range` header asks of a body of some length, read as RFC 9110 says: one
/// range of bytes (`bytes=0-1023`, `bytes=1024-`, the last *n* with `bytes=-500`). An `<audio>`
/// element asks for ranges to start and to seek.
enum ByteRange: Equatable {
  /// The whole body: no `Range`, one not read (another unit, bad syntax), or several ranges,
  /// which a server may answer whole.
  case whole
  /// The bytes at these offsets, both ends included.
  case part(ClosedRange<Int>)
  /// A range that starts past the body's end: 416, with the body's length.
  case unsatisfiable

  /// What `header` asks of a body of `length` bytes.
  init(header: String?, length: Int) {
    guard let header else {
      self = .whole
      return
    }
    let text = header.trimmingCharacters(in: .whitespaces)
    let unit = "bytes="
    guard text.lowercased().hasPrefix(unit), !text.contains(",") else {
      self = .whole
      return
    }
    let spec = text.dropFirst(unit.count).split(
      separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
    guard spec.count == 2 else {
      self = .whole
      return
    }
    let (first, last) = (Self.number(spec[0]), Self.number(spec[1]))
    switch (spec[0].isEmpty, first, spec[1].isEmpty, last) {
    case (true, _, false, let suffix?):
      // The last `suffix` bytes.
      self =
        suffix == 0 || length == 0 ? .unsatisfiable : .part(max(0, length - suffix)...length - 1)
    case (false, let start?, true, _):
      self = start < length ? .part(start...length - 1) : .unsatisfiable
    case (false, let start?, false, let end?) where start <= end:
      self = start < length ? .part(start...min(end, length - 1)) : .unsatisfiable
    default:
      self = .whole
    }
  }

  /// A number of ASCII digits only (no sign, no spaces); `nil` otherwise, or past `Int`.
  private static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }
}

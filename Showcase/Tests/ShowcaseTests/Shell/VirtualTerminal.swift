import TerminalUI

/// Just enough of a VT100 to read what `showcase` puts on screen: cursor positioning, clearing,
/// text; styles and modes are ignored. The renderer only sends changed cells, so the screen, not
/// the byte stream, is what a test must read.
struct VirtualTerminal {
  private(set) var screen: ScreenBuffer
  private var cursor = (x: 0, y: 0)
  private var pending: [UInt8] = []
  /// The string sequences written (`ESC _`, `ESC P`, `ESC ]`, without their introducer and end),
  /// with the cursor where each was written: the pictures placed, and the queries sent.
  private(set) var strings: [(text: String, x: Int, y: Int)] = []

  init(width: Int, height: Int) {
    screen = ScreenBuffer(width: width, height: height)
  }

  var text: String { screen.plainText() }

  mutating func feed(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    while index < pending.count {
      if pending[index] == 0x1B {
        guard let end = sequenceEnd(from: index) else { break }
        apply(Array(pending[index...end]))
        index = end + 1
        continue
      }
      guard let (character, length) = nextCharacter(at: index) else { break }
      put(character)
      index += length
    }
    pending.removeFirst(index)
  }

  private func sequenceEnd(from start: Int) -> Int? {
    guard start + 1 < pending.count else { return nil }
    if [UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]")].contains(pending[start + 1]) {
      // A string: to BEL, or to ESC \.
      var index = start + 2
      while index < pending.count {
        if pending[index] == 0x07 { return index }
        if pending[index] == 0x1B, index + 1 < pending.count { return index + 1 }
        index += 1
      }
      return nil
    }
    guard pending[start + 1] == UInt8(ascii: "[") else { return start + 1 }
    var index = start + 2
    while index < pending.count {
      if (0x40...0x7E).contains(pending[index]) { return index }
      index += 1
    }
    return nil
  }

  private mutating func apply(_ sequence: [UInt8]) {
    guard sequence.count >= 3, let command = sequence.last else { return }
    if sequence[1] != UInt8(ascii: "[") {
      let end = command == 0x07 ? sequence.count - 1 : sequence.count - 2
      strings.append(
        (String(decoding: sequence[1..<max(1, end)], as: UTF8.self), cursor.x, cursor.y))
      return
    }
    let parameters = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
    switch command {
    case UInt8(ascii: "H"):
      let numbers = parameters.split(separator: ";").compactMap { Int($0) }
      cursor = ((numbers.count > 1 ? numbers[1] : 1) - 1, (numbers.first ?? 1) - 1)
    case UInt8(ascii: "J") where parameters == "2":
      screen = ScreenBuffer(width: screen.width, height: screen.height)
    default:
      break
    }
  }

  private func nextCharacter(at index: Int) -> (Character, Int)? {
    let byte = pending[index]
    let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    guard index + length <= pending.count else { return nil }
    let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
    return text.first.map { ($0, length) }
  }

  private mutating func put(_ character: Character) {
    guard character != "\r", character != "\n" else { return }
    screen[cursor.x, cursor.y] = Cell(character)
    let width = max(1, DisplayWidth.of(character))
    if width == 2 { screen[cursor.x + 1, cursor.y] = .continuation(style: .plain) }
    cursor.x += width
  }
}

import Foundation

/// The characters of more than one scalar that cells have shown, each given a code once: there
/// are few of them (emoji with modifiers, letters with combining marks), and a cell holds the
/// code rather than the character. Shared by every cell, on any thread.
enum Glyphs {
  /// The first code given to a character of several scalars: past every scalar's value.
  static let firstClusterCode: UInt32 = 0x11_0000

  // `nonisolated(unsafe)`: both are read and written only with `lock` held, from any thread;
  // codes are given once and never taken back.
  private nonisolated(unsafe) static var characters: [Character] = []
  private nonisolated(unsafe) static var codes: [Character: UInt32] = [:]
  private static let lock = NSLock()

  /// The code of `character`: its scalar's value, or its place in the table.
  static func code(for character: Character) -> UInt32 {
    let scalars = character.unicodeScalars
    if let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return scalar.value
    }
    lock.lock()
    defer { lock.unlock() }
    if let code = codes[character] { return code }
    let code = firstClusterCode + UInt32(characters.count)
    characters.append(character)
    codes[character] = code
    return code
  }

  /// The character of `code`.
  static func character(for code: UInt32) -> Character {
    if let scalar = Unicode.Scalar(code) { return Character(scalar) }
    lock.lock()
    defer { lock.unlock() }
    let index = Int(code - firstClusterCode)
    return characters.indices.contains(index) ? characters[index] : "\u{FFFD}"
  }
}

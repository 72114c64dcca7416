import TerminalUI
import Testing

/// Bracketed paste: what the terminal sends between `ESC [ 200 ~` and `ESC [ 201 ~` is one
/// ``Key/paste(_:)``, its newlines and tabs text, whatever reads it arrives in.
@Suite struct PasteDecodingTests {
  private let start = "\u{1B}[200~"
  private let end = "\u{1B}[201~"

  @Test func aPasteIsOneKeyAndItsLinesAndTabsAreText() {
    var decoder = KeyDecoder()
    let keys = decoder.decode(Array("a\(start)gin\r\n\tfizz q\u{3}\(end)b".utf8))
    #expect(keys == [.character("a"), .paste("gin\r\n\tfizz q\u{3}"), .character("b")])
    #expect(!decoder.isWaiting)
  }

  @Test func aPasteComesWholeWhateverReadsItArrivesIn() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array(start.utf8)) == [])
    var keys: [Key] = []
    // Then one byte at a time, with a pause (a flush) after each: the paste goes on until its
    // end, a character or the end itself split between reads included.
    for byte in Array("Piña 日本\(end)".utf8) {
      keys += decoder.decode([byte])
      keys += decoder.flush()
    }
    #expect(keys == [.paste("Piña 日本")])
    #expect(decoder.decode(Array("\u{1B}[A".utf8)) == [.up])
    #expect(!decoder.isWaiting)
  }

  @Test func aPasteWaitsForItsEndAcrossPauses() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\(start)one\nt".utf8)) == [])
    #expect(decoder.isWaiting)
    #expect(decoder.flush() == [])
    #expect(decoder.isWaiting)
    #expect(decoder.decode(Array("wo\(end)".utf8)) == [.paste("one\ntwo")])
    #expect(!decoder.isWaiting)
  }

  @Test func aPasteKeepsItsFirstLongestPasteBytes() {
    var decoder = KeyDecoder()
    let long = String(repeating: "x", count: KeyDecoder.longestPaste + 10)
    #expect(decoder.decode(Array(start.utf8)) == [])
    #expect(decoder.decode(Array(long.utf8)) == [])
    #expect(
      decoder.decode(Array("\(end)y".utf8)) == [
        .paste(String(repeating: "x", count: KeyDecoder.longestPaste)), .character("y"),
      ])
  }

  @Test func anEmptyPasteIsAnEmptyPasteAndAStrayEndIsNoKey() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\(start)\(end)\(end)z".utf8)) == [.paste(""), .character("z")])
  }

  @Test(arguments: ["", "gin fizz", "line one\nline two", "paste:", "é\t😀"])
  func aPastesNameGivesItBack(text: String) {
    #expect(Key.paste(text).name == "paste:" + text)
    #expect(Key(name: Key.paste(text).name) == .paste(text))
    #expect(Key.paste(text).label == "paste")
  }
}

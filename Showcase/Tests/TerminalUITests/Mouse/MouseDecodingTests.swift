import TerminalUI
import Testing

/// SGR mouse reports (mode 1006) decode to mouse events among the keys, and their names round-trip.
@Suite struct MouseDecodingTests {
  private func decode(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8)) + decoder.flush()
  }

  @Test func aClickIsItsPressAndItsReleaseIsNothing() {
    #expect(
      decode("\u{1B}[<0;12;5M\u{1B}[<0;12;5m") == [.mouse(MouseEvent(.click, x: 11, y: 4))])
  }

  @Test func theWheelTurnsUpAndDownWhateverTheModifiers() {
    #expect(
      decode("\u{1B}[<64;1;1M\u{1B}[<65;80;24M\u{1B}[<81;3;3M") == [
        .mouse(MouseEvent(.wheelUp, x: 0, y: 0)), .mouse(MouseEvent(.wheelDown, x: 79, y: 23)),
        .mouse(MouseEvent(.wheelDown, x: 2, y: 2)),
      ])
  }

  @Test func otherButtonsDragsAndMalformedReportsAreSkippedAndTheKeysAroundThemKept() {
    // Right and middle buttons, a drag (32), a report with a column of 0, one with two numbers.
    let keys = decode(
      "a\u{1B}[<2;5;5M\u{1B}[<1;5;5M\u{1B}[<32;5;5M\u{1B}[<0;0;5M\u{1B}[<0;5Mb")
    #expect(keys == [.character("a"), .character("b")])
  }

  @Test func aReportSplitBetweenReadsWaitsForItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[<0;1".utf8)).isEmpty)
    #expect(decoder.isWaiting)
    #expect(decoder.decode(Array("0;7M".utf8)) == [.mouse(MouseEvent(.click, x: 9, y: 6))])
  }

  @Test(arguments: [
    (MouseEvent(.click, x: 12, y: 5), "click@12,5"),
    (MouseEvent(.wheelUp, x: 0, y: 0), "wheel-up@0,0"),
    (MouseEvent(.wheelDown, x: 199, y: 59), "wheel-down@199,59"),
  ])
  func aMouseEventHasANameThatNamesItAgain(event: MouseEvent, name: String) {
    #expect(Key.mouse(event).name == name)
    #expect(Key(name: name) == .mouse(event))
  }

  @Test(arguments: ["click@", "click@1", "click@-1,2", "drag@1,2", "click@a,b", "click@1,2,3"])
  func aMalformedMouseNameNamesNoKey(name: String) {
    #expect(Key(name: name) == nil)
  }
}

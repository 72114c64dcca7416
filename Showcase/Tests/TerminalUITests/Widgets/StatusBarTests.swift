import TerminalUI
import Testing

/// The status bar keeps Enter, the way back and the help whatever its width: the breadcrumb is
/// shortened to its last screen first, then the lesser hints go, last first, and a fault note is
/// shortened rather than push them out.
@MainActor @Suite struct StatusBarTests {
  private func bar(
    width: Int, trail: [String] = ["Cocktails", "Mojito"], note: String? = nil,
    bindings: [KeyBinding]
  ) -> String {
    var buffer = ScreenBuffer(width: width, height: 1)
    buffer.drawStatusBar(trail: trail, note: note, bindings: bindings, in: buffer.bounds)
    return buffer.plainText()
  }

  private let bindings = [
    KeyBinding([.enter], "Enter", "open") {}, KeyBinding([.character("s")], "s", "sort") {},
    KeyBinding([.character("m")], "m", "more") {}, KeyBinding([.function(2)], "F2", "inspector") {},
    KeyBinding([.character("?")], "?", "help") {}, KeyBinding([.escape], "Esc", "back") {},
  ]

  @Test func everyHintFitsAtAHundredColumns() {
    #expect(
      bar(width: 100, bindings: bindings)
        == " Cocktails › Mojito  │  Enter open  s sort  m more  F2 inspector  ? help  Esc back")
  }

  @Test func theBreadcrumbShortensToItsLastScreenThenTheLesserHintsGoLastFirst() {
    #expect(
      bar(width: 60, bindings: bindings)
        == " … › Mojito  │  Enter open  s sort  m more  ? help  Esc back")
    #expect(
      bar(width: 50, bindings: bindings) == " … › Mojito  │  Enter open  ? help  Esc back")
  }

  @Test func aFaultNoteShortensTheRestAndNeverTakesTheHelp() {
    #expect(
      bar(width: 60, note: "faults: latency 300 ms, 50% fail", bindings: bindings)
        == " … › Mojito  │  ⚠ faults: …  │  Enter open  ? help  Esc back")
  }

  @Test func aLongBreadcrumbLeavesOutItsFirstScreensBeforeAHintGoes() {
    let trail = ["Meditation", "Pick meditation song", "Walking with the wolves"]
    #expect(
      bar(width: 80, trail: trail, bindings: bindings)
        == " … › Walking wit…  │  Enter open  s sort  m more  F2 inspector  ? help  Esc back")
    #expect(
      bar(width: 120, trail: trail, bindings: bindings)
        == " … › Pick meditation song › Walking with the wolves  │  Enter open  s sort  m more  "
        + "F2 inspector  ? help  Esc back")
  }
}

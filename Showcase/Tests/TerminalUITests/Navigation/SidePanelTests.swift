import TerminalUI
import Testing

/// A screen with a text field that is focused or not.
@MainActor private final class FieldScreen: TerminalScreen {
  weak var navigator: Navigator?
  let title: String
  var isEditingText = true
  var typed = ""
  var presses = 0

  init(title: String = "Search") { self.title = title }

  var bindings: [KeyBinding] {
    [KeyBinding([.enter], "Enter", "press") { [weak self] in self?.presses += 1 }]
  }

  func handleText(_ key: Key) -> Bool {
    guard isEditingText, case .character(let character) = key else { return false }
    typed.append(character)
    return true
  }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    buffer.draw("screen \(rect.width)", x: rect.x, y: rect.y)
  }
}

/// A panel that shows where it was drawn.
@MainActor private final class NotePanel: SidePanel {
  var isShown = false
  var statusNote: String?
  var toggles = 0
  var watched: [String] = []

  func hide() { isShown = false }

  func watch(_ screen: any TerminalScreen) { watched.append(screen.title) }

  var bindings: [KeyBinding] {
    [
      KeyBinding([.function(2), .character("i")], "F2", "panel") { [weak self] in
        self?.isShown.toggle()
        self?.toggles += 1
      }
    ]
  }

  func draw(about screen: any TerminalScreen, in rect: Rect, on buffer: inout ScreenBuffer) {
    buffer.draw("panel \(rect.x) \(rect.width) about \(screen.title)", x: rect.x, y: rect.y)
  }
}

@MainActor @Suite struct SidePanelTests {
  private func make() -> (Navigator, FieldScreen, NotePanel) {
    let screen = FieldScreen()
    let navigator = Navigator(root: screen)
    let panel = NotePanel()
    navigator.panel = panel
    return (navigator, screen, panel)
  }

  @Test func takesTheRightThirdFrom120ColumnsAndTheWholeScreenBelow() {
    let (navigator, _, panel) = make()
    panel.isShown = true
    let wide = frame(of: navigator, width: 120, height: 20).plainText().split(separator: "\n")
    #expect(wide[0].hasPrefix("screen 80"))
    #expect(wide[0].hasSuffix("panel 80 40 about Search"))
    let narrow = frame(of: navigator, width: 119, height: 20).plainText().split(separator: "\n")
    #expect(narrow[0] == "panel 0 119 about Search")
    panel.isShown = false
    let hidden = frame(of: navigator, width: 120, height: 20).plainText().split(separator: "\n")
    #expect(hidden[0] == "screen 120")
  }

  @Test func itsKeysComeAfterTheScreensAndITypesInAField() {
    let (navigator, screen, panel) = make()
    navigator.handle(.character("i"), terminalSize: (120, 30))
    #expect(screen.typed == "i")
    #expect(panel.toggles == 0)
    navigator.handle(.function(2), terminalSize: (120, 30))
    #expect(panel.isShown)
    // In a field, the printable keys (i, ?, q) type; F2 still works, and F1 shows the help.
    #expect(navigator.bindings(width: 120).map(\.keyLabel) == ["Enter", "F2", "F1", "Esc"])
    screen.isEditingText = false
    navigator.handle(.character("i"), terminalSize: (120, 30))
    #expect(!panel.isShown)
  }

  @Test func whileItCoversTheScreenItsKeysWorkAndAnyOtherKeyIsTheScreens() {
    let (navigator, screen, panel) = make()
    panel.isShown = true
    #expect(navigator.bindings(width: 80).map(\.keyLabel) == ["F2", "?", "Esc"])
    navigator.handle(.function(2), terminalSize: (80, 24))
    #expect(!panel.isShown && panel.toggles == 1, "its own key")
    panel.isShown = true
    navigator.handle(.escape, terminalSize: (80, 24))
    #expect(!panel.isShown)
    #expect(!navigator.isFinished)
    // A key it has no use for closes it and goes to the screen, never doing nothing.
    panel.isShown = true
    navigator.handle(.enter, terminalSize: (80, 24))
    #expect(!panel.isShown)
    #expect(screen.presses == 1)
    panel.isShown = true
    navigator.handle(.character("x"), terminalSize: (80, 24))
    #expect(!panel.isShown)
    #expect(screen.typed == "x", "into the screen's field")
  }

  @Test func isToldOfTheScreensOnTheStackWhenSetAndOfEachOnePushedShownOrNot() {
    let (navigator, _, panel) = make()
    #expect(panel.watched == ["Search"])
    navigator.push(FieldScreen(title: "Mojito"))
    navigator.replace(with: FieldScreen(title: "Margarita"))
    navigator.pop()
    #expect(panel.watched == ["Search", "Mojito", "Margarita"])
  }

  @Test func theStatusBarShowsItsNoteShownOrNot() {
    let (navigator, _, panel) = make()
    panel.statusNote = "offline"
    let bar = frame(of: navigator, width: 80, height: 20).plainText().split(separator: "\n").last
    #expect(bar?.hasPrefix(" Search  │  ⚠ offline  │  Enter press  F2 panel") == true)
  }
}

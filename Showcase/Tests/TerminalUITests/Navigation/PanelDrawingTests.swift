import MVVMKit
import MVVMKitTesting
import Observation
import Testing

@testable import TerminalUI

/// A screen whose → moves a selection it keeps to itself, as a grid does.
@MainActor private final class SelectingScreen: TerminalScreen {
  weak var navigator: Navigator?
  var title: String { "Grid" }
  var selection = 0
  var bindings: [KeyBinding] {
    [KeyBinding([.right], "→", "next") { [weak self] in self?.selection += 1 }]
  }
  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    buffer.draw("selected \(selection)", x: rect.x, y: rect.y)
  }
}

/// A panel that counts its drawings: it shows an observed text and a note its key sets without
/// observation, and answers clicks.
@MainActor @Observable private final class CountingPanel: SidePanel {
  var isShown = true
  var text = "first"
  @ObservationIgnored var note = ""
  @ObservationIgnored var moves = false
  @ObservationIgnored private(set) var drawings = 0
  @ObservationIgnored private(set) var clicks = 0

  var statusNote: String? { nil }
  func hide() { isShown = false }
  var bindings: [KeyBinding] {
    [KeyBinding([.function(2)], "F2", "note") { [weak self] in self?.note = "noted" }]
  }

  func draw(about screen: any TerminalScreen, in rect: Rect, on buffer: inout ScreenBuffer) {
    drawings += 1
    buffer.draw("\(text) \(note)", x: rect.x, y: rect.y)
    buffer.addMouseTarget(MouseTarget(rect) { [weak self] in self?.clicks += 1 })
    if moves { Animation.nextFrame() }
  }
}

/// The first row of the frames a binding drew.
@MainActor @Observable private final class Shown {
  var row = ""
}

/// The side panel is drawn again only when what it was drawn from changed; otherwise its last
/// drawing is put back.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct PanelDrawingTests {
  private let size = (width: 120, height: 20)

  private func make() -> (Navigator, SelectingScreen, CountingPanel) {
    let screen = SelectingScreen()
    let navigator = Navigator(root: screen)
    let panel = CountingPanel()
    navigator.panel = panel
    return (navigator, screen, panel)
  }

  private func firstRow(of navigator: Navigator) -> String {
    String(
      frame(of: navigator, width: size.width, height: size.height).plainText()
        .split(separator: "\n")[0])
  }

  @Test func aKeyForTheScreenPutsBackThePanelAsItWasDrawn() {
    let (navigator, _, panel) = make()
    #expect(firstRow(of: navigator).hasSuffix("first"))
    navigator.handle(.right, terminalSize: size)
    let row = firstRow(of: navigator)
    #expect(row.hasPrefix("selected 1"))
    #expect(row.hasSuffix("first"))
    #expect(panel.drawings == 1)
  }

  @Test func aChangeToWhatThePanelReadDrawsItAgain() {
    let (navigator, _, panel) = make()
    _ = firstRow(of: navigator)
    panel.text = "second"
    #expect(firstRow(of: navigator).hasSuffix("second"))
    #expect(panel.drawings == 2)
  }

  @Test func aKeyForThePanelDrawsItAgainThoughWhatItChangedIsNotObserved() {
    let (navigator, _, panel) = make()
    _ = firstRow(of: navigator)
    navigator.handle(.function(2), terminalSize: size)
    #expect(firstRow(of: navigator).hasSuffix("first noted"))
    #expect(panel.drawings == 2)
  }

  @Test func anotherSizeOrAMovingPanelIsDrawnAgain() {
    let (navigator, _, panel) = make()
    _ = firstRow(of: navigator)
    _ = frame(of: navigator, width: 150, height: 20)
    #expect(panel.drawings == 2)
    panel.moves = true
    _ = firstRow(of: navigator)
    _ = firstRow(of: navigator)
    #expect(panel.drawings == 4)
  }

  @Test func aClickReachesAPanelThatWasPutBack() {
    let (navigator, _, panel) = make()
    _ = firstRow(of: navigator)
    navigator.handle(.right, terminalSize: size)
    _ = firstRow(of: navigator)
    #expect(panel.drawings == 1)
    navigator.handle(.mouse(MouseEvent(.click, x: 100, y: 0)), terminalSize: size)
    #expect(panel.clicks == 1)
  }

  /// A frame that put the panel back did not read what the panel reads: a change to it must still
  /// draw the frame again.
  @Test func aFrameThatPutThePanelBackIsDrawnAgainWhenThePanelChanges() async {
    let (navigator, _, panel) = make()
    let shown = Shown()
    let token = observe { shown.row = firstRow(of: navigator) }
    navigator.handle(.right, terminalSize: size)
    token.refresh()
    #expect(shown.row.hasPrefix("selected 1"))
    #expect(panel.drawings == 1)
    panel.text = "second"
    await waitUntil { shown.row.hasSuffix("second") }
    #expect(panel.drawings == 2)
    token.cancel()
  }
}

import TerminalUI
import Testing

/// A screen of three rows that a click selects, then opens; and a text beside them that only the
/// wheel reaches, as ↑ and ↓. `sharesClosures`: its rows' targets are a list's indexed choices.
@MainActor private final class RowsScreen: TerminalScreen {
  let sharesClosures: Bool
  init(sharesClosures: Bool = false) { self.sharesClosures = sharesClosures }
  weak var navigator: Navigator?
  var title: String { "Rows" }
  var selection = 0
  var opened: [Int] = []
  var keys: [Key] = []
  var wheeled: [Key] = []

  var bindings: [KeyBinding] {
    [
      KeyBinding([.up, .down], "↑↓", "move") { [weak self] key in self?.keys.append(key) },
      KeyBinding([.character("r")], "r", "refresh") { [weak self] in
        self?.keys.append(.character("r"))
      },
    ]
  }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let list = Rect(x: 0, y: 0, width: 20, height: 3)
    buffer.addMouseTarget(
      MouseTarget(list, click: {}) { [weak self] key in self?.wheeled.append(key) })
    let select: @MainActor (Int) -> Void = { [weak self] row in self?.selection = row }
    let open: @MainActor () -> Void = { [weak self] in
      guard let self else { return }
      opened.append(selection)
    }
    for row in 0..<3 {
      buffer.draw("row \(row)", x: 0, y: row)
      let rect = Rect(x: 0, y: row, width: 20, height: 1)
      buffer.addMouseTarget(
        sharesClosures
          ? .choice(rect, index: row, isSelected: row == selection, select: select, open: open)
          : .choice(rect, isSelected: row == selection) { [weak self] in
            self?.selection = row
          } open: { [weak self] in
            self?.opened.append(row)
          })
    }
  }
}

@MainActor @Suite struct MouseTargetTests {
  private let size = (width: 60, height: 20)

  private func click(_ x: Int, _ y: Int) -> Key { .mouse(MouseEvent(.click, x: x, y: y)) }

  private func drawn(_ navigator: Navigator) -> String {
    frame(of: navigator, width: size.width, height: size.height).plainText()
  }

  @Test(arguments: [false, true])
  func aClickSelectsARowAndASecondClickOpensIt(sharesClosures: Bool) {
    let screen = RowsScreen(sharesClosures: sharesClosures)
    let navigator = Navigator(root: screen)
    _ = drawn(navigator)
    navigator.handle(click(3, 2), terminalSize: size)
    #expect(screen.selection == 2)
    #expect(screen.opened == [])
    _ = drawn(navigator)
    navigator.handle(click(15, 2), terminalSize: size)
    #expect(screen.opened == [2])
  }

  @Test func theWheelMovesWhatIsUnderItOrElseTheScreenAsArrowsDo() {
    let screen = RowsScreen()
    let navigator = Navigator(root: screen)
    _ = drawn(navigator)
    navigator.handle(.mouse(MouseEvent(.wheelDown, x: 5, y: 1)), terminalSize: size)
    navigator.handle(.mouse(MouseEvent(.wheelUp, x: 5, y: 1)), terminalSize: size)
    #expect(screen.wheeled == [.down, .up])
    navigator.handle(.mouse(MouseEvent(.wheelDown, x: 40, y: 10)), terminalSize: size)
    #expect(screen.keys == [.down])
    #expect(screen.selection == 0)
  }

  @Test func aClickOnAStatusBarHintRunsItsKey() throws {
    let screen = RowsScreen()
    let navigator = Navigator(root: screen)
    let bar = drawn(navigator).split(separator: "\n", omittingEmptySubsequences: false)[19]
    #expect(bar == " Rows  │  ↑↓ move  r refresh  ? help  q quit")
    let refresh = try #require(bar.range(of: "r refresh"))
    navigator.handle(
      click(bar.distance(from: bar.startIndex, to: refresh.lowerBound), 19), terminalSize: size)
    #expect(screen.keys == [.character("r")])
    let help = try #require(bar.range(of: "? help"))
    navigator.handle(
      click(bar.distance(from: bar.startIndex, to: help.upperBound) - 1, 19), terminalSize: size)
    #expect(navigator.isShowingHelp)
  }

  @Test func withTheHelpShownAClickOnTheScreenClosesItAndSelectsNothing() {
    let screen = RowsScreen()
    let navigator = Navigator(root: screen)
    navigator.toggleHelp()
    _ = drawn(navigator)
    navigator.handle(click(3, 2), terminalSize: size)
    #expect(!navigator.isShowingHelp)
    #expect(screen.selection == 0)
    _ = drawn(navigator)  // as the app draws after each key: the rows are back under the mouse
    navigator.handle(.mouse(MouseEvent(.wheelDown, x: 5, y: 1)), terminalSize: size)
    #expect(screen.wheeled == [.down])
  }

  @Test func anAlertTakesEveryClickAndAClickOnAButtonPressesIt() throws {
    let screen = RowsScreen()
    let navigator = Navigator(root: screen)
    var pressed: [String] = []
    navigator.present(
      Alert(
        title: "Sure?", message: "Delete it.",
        buttons: [
          Alert.Button("Keep") { pressed.append("Keep") },
          Alert.Button("Delete") { pressed.append("Delete") },
        ]))
    let lines = drawn(navigator).split(separator: "\n", omittingEmptySubsequences: false)
    navigator.handle(click(3, 2), terminalSize: size)
    #expect(screen.selection == 0)
    #expect(navigator.alert != nil)
    let y = try #require(lines.firstIndex { $0.contains("[ Delete ]") })
    let line = lines[y]
    let x = line.distance(
      from: line.startIndex, to: try #require(line.range(of: "[ Delete ]")).lowerBound)
    navigator.handle(click(x + 2, y), terminalSize: size)
    #expect(pressed == ["Delete"])
    #expect(navigator.alert == nil)
  }

  @Test func aTerminalTooSmallTakesNoClick() {
    let screen = RowsScreen()
    let navigator = Navigator(root: screen)
    _ = drawn(navigator)
    navigator.handle(click(3, 2), terminalSize: (40, 10))
    #expect(screen.selection == 0)
  }
}

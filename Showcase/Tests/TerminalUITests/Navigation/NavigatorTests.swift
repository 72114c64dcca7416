import TerminalUI
import Testing

/// A screen that counts what reached it.
@MainActor private final class CountingScreen: TerminalScreen {
  weak var navigator: Navigator?
  let title: String
  var presses = 0
  var appearances = 0
  var typed = ""
  var isEditingText = false

  init(_ title: String) {
    self.title = title
  }

  var bindings: [KeyBinding] {
    [
      KeyBinding([.enter], "Enter", "press") { [weak self] in self?.presses += 1 },
      KeyBinding([.escape], "Esc", "leave field", isInStatusBar: false) { [weak self] in
        self?.isEditingText = false
      },
    ].filter { $0.keys != [.escape] || isEditingText }
  }

  func handleText(_ key: Key) -> Bool {
    guard isEditingText, case .character(let character) = key else { return false }
    typed.append(character)
    return true
  }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    buffer.draw(title, x: rect.x, y: rect.y)
  }

  func appeared() {
    appearances += 1
  }
}

/// A screen whose bindings share keys with each other and with the standard ones.
@MainActor private final class OverlappingScreen: TerminalScreen {
  weak var navigator: Navigator?
  let title = "Overlapping"
  var ran: [String] = []

  var bindings: [KeyBinding] {
    [
      KeyBinding([.enter, .character("x")], "Enter", "first") { [weak self] in
        self?.ran.append("first")
      },
      KeyBinding([.character("x"), .character("y"), .character("q")], "x", "second") {
        [weak self] in self?.ran.append("second")
      },
    ]
  }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {}
}

/// A screen whose source failed: `r` retries it, and it fails again at once.
@MainActor private final class FailingScreen: TerminalScreen {
  weak var navigator: Navigator?
  let title = "Failing"
  var retries = 0

  var bindings: [KeyBinding] {
    [
      .retry { [weak self] in self?.retries += 1 },
      KeyBinding([.enter], "Enter", "press") {},
    ]
  }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {}
}

@MainActor @Suite struct NavigatorTests {
  /// Each retry is said in the status bar, counted while they come in a row, so that one that
  /// fails at once still shows it was tried.
  @Test func eachRetryInARowIsSaidAndCounted() {
    let screen = FailingScreen()
    let navigator = Navigator(root: screen)
    navigator.handle(.character("r"))
    #expect(navigator.notice == "Tried again")
    navigator.handle(.ctrl("r"))
    #expect(navigator.notice == "Tried again (2 times)")
    navigator.handle(.enter)
    #expect(navigator.notice == nil, "any other key ends the notice and the count")
    navigator.handle(.character("r"))
    #expect(navigator.notice == "Tried again")
    #expect(screen.retries == 3)
  }

  /// A key runs the binding the list shows it by: the first to name it, the screen's before the
  /// standard ones.
  @Test func aKeyRunsTheBindingTheListShowsItBy() {
    let screen = OverlappingScreen()
    let navigator = Navigator(root: screen)
    for key in [Key.enter, .character("x"), .character("y"), .character("q")] {
      let listed = navigator.bindings.first { $0.keys.contains(key) }?.action
      screen.ran = []
      navigator.handle(key)
      #expect(screen.ran == [listed].compactMap(\.self), "\(key)")
    }
    #expect(!navigator.isFinished, "q is the screen's own, before the standard quit")
    #expect(navigator.bindings.map(\.keyLabel) == ["Enter", "x", "?", "Esc"])
  }

  @Test func pushesAndPopsTellingEachScreenItAppearedAndEndsAfterTheFirst() {
    let root = CountingScreen("Home")
    let navigator = Navigator(root: root)
    let detail = CountingScreen("Detail")
    navigator.push(detail)
    #expect(navigator.trail == ["Home", "Detail"])
    #expect(detail.navigator === navigator)
    navigator.handle(.character("q"))
    #expect(navigator.trail == ["Home"])
    #expect(root.appearances == 2)
    // Esc never quits: on the first screen it says how to.
    navigator.handle(.escape)
    #expect(!navigator.isFinished)
    #expect(navigator.notice == "q to quit")
    #expect(
      frame(of: navigator, width: 60, height: 20).plainText().hasSuffix(
        " Home  │  q to quit  │  Enter press  ? help  q quit"))
    navigator.handle(.enter)
    #expect(navigator.notice == nil, "until the next key")
    navigator.handle(.character("q"))
    #expect(navigator.isFinished)
  }

  @Test func replacingTheTopScreenKeepsTheOnesBelow() {
    let navigator = Navigator(root: CountingScreen("Home"))
    navigator.push(CountingScreen("Session"))
    let summary = CountingScreen("Summary")
    navigator.replace(with: summary)
    #expect(navigator.trail == ["Home", "Summary"])
    #expect(summary.appearances == 1)
    navigator.handle(.escape)
    #expect(navigator.trail == ["Home"])
  }

  @Test func anAlertTakesEveryKeyUntilItIsDismissed() {
    let screen = CountingScreen("Home")
    let navigator = Navigator(root: screen)
    var pressed: [String] = []
    navigator.present(
      Alert(
        title: "Alert", message: "This item is not for sale",
        buttons: [
          .init("Cancel") { pressed.append("Cancel") }, .init("Ok") { pressed.append("Ok") },
        ]))
    navigator.handle(.character("q"))
    #expect(!navigator.isFinished, "keys do not reach the screen under an alert")
    let text = frame(of: navigator, width: 60, height: 20).plainText()
    #expect(text.contains("╭ Alert "))
    #expect(text.contains("This item is not for sale"))
    #expect(text.contains("[ Cancel ] [ Ok ]"))
    navigator.handle(.right)
    navigator.handle(.enter)
    #expect(pressed == ["Ok"])
    #expect(navigator.alert == nil)
    #expect(screen.presses == 0)
    navigator.present(Alert(title: "Alert", message: "Again"))
    navigator.handle(.escape)
    #expect(navigator.alert == nil, "Esc dismisses")
    #expect(!navigator.isFinished)
  }

  @Test func keysDoNothingWhileTheTerminalIsTooSmall() {
    let screen = CountingScreen("Home")
    let navigator = Navigator(root: screen)
    navigator.handle(.enter, terminalSize: (59, 20))
    navigator.handle(.escape, terminalSize: (60, 19))
    #expect(screen.presses == 0)
    #expect(!navigator.isFinished)
    navigator.handle(.enter, terminalSize: (60, 20))
    #expect(screen.presses == 1)
  }

  @Test func aFocusedFieldTakesPrintableKeysAndTheListDropsWhatItShadows() {
    let screen = CountingScreen("Home")
    screen.isEditingText = true
    let navigator = Navigator(root: screen)
    navigator.handle(.character("q"))
    navigator.handle(.character("?"))
    #expect(screen.typed == "q?")
    #expect(!navigator.isFinished && !navigator.isShowingHelp)
    #expect(
      navigator.bindings.map(\.keyLabel) == ["Enter", "Esc", "F1"],
      "no q, Esc is the field's, and the help is on F1, since ? types")
    navigator.handle(.function(1))
    #expect(navigator.isShowingHelp)
    navigator.handle(.function(1))
    navigator.handle(.escape)
    #expect(!screen.isEditingText)
    #expect(navigator.bindings.map(\.keyLabel) == ["Enter", "?", "q", "Esc"])
  }

  @Test func anAlertOwnsTheKeysTheStatusBarAndTheHelp() {
    let screen = CountingScreen("Home")
    let navigator = Navigator(root: screen)
    var pressed: [String] = []
    navigator.present(
      Alert(
        title: "Not for sale", message: "This photo is not for sale.",
        buttons: [
          Alert.Button("Ok") { pressed.append("Ok") },
          Alert.Button("Why") { pressed.append("Why") },
        ]))
    #expect(navigator.bindings.map(\.keyLabel) == ["←→", "Enter", "Esc", "?"])
    #expect(
      frame(of: navigator, width: 60, height: 20).plainText().hasSuffix(
        " Home  │  ←→ choose  Enter ok  ? help  Esc dismiss"))
    navigator.handle(.character("?"))
    #expect(navigator.isShowingHelp)
    let help = frame(of: navigator, width: 60, height: 20).plainText()
    #expect(help.contains("Enter  ok") && help.contains("Esc    dismiss"))
    navigator.handle(.escape)  // closes the help, not the alert
    #expect(!navigator.isShowingHelp && navigator.alert != nil)
    navigator.handle(.character("q"))  // the screen's keys do nothing while it is shown
    #expect(!navigator.isFinished && screen.presses == 0)
    navigator.handle(.right)
    #expect(navigator.bindings.map(\.action) == ["choose", "why", "dismiss", "help"])
    navigator.handle(.enter)
    #expect(pressed == ["Why"] && navigator.alert == nil && screen.presses == 0)
  }

  @Test func inATerminalTooSmallQGoesBackAndEscSaysHow() {
    let navigator = Navigator(root: CountingScreen("Home"))
    #expect(
      frame(of: navigator, width: 40, height: 10).plainText().contains(
        "Make it larger, or q to quit"))
    navigator.handle(.escape, terminalSize: (40, 10))
    #expect(!navigator.isFinished)
    navigator.handle(.character("q"), terminalSize: (40, 10))
    #expect(navigator.isFinished)
  }
}

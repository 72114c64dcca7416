import ArgumentParser
import TerminalUI

/// The first screen: the reference apps to choose from. An app chosen starts through its
/// composition root, with its options as `showcase APP` would parse them with no arguments
/// (so its environment variables count), and its services through the menu's inspector.
@MainActor
final class MenuScreen: TerminalScreen {
  private let apps: [any ShowcaseApp.Type]
  private let inspector: Inspector
  private var selection = 0
  private var scroll = ScrollState()

  init(apps: [any ShowcaseApp.Type], inspector: Inspector) {
    self.apps = apps
    self.inspector = inspector
  }

  weak var navigator: Navigator?

  var title: String { "" }

  var bindings: [KeyBinding] {
    [KeyBinding([.enter], "Enter", "open") { [weak self] in self?.open() }]
      + KeyBinding.moving("choose") { [weak self] key in self?.move(key) }
  }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let (header, body) = rect.inset(horizontal: 1).splitTop(3)
    buffer.draw(
      "MVVMKit showcase", x: header.x, y: header.y, maxWidth: header.width, style: .strong)
    buffer.draw(
      "The reference apps, on bundled data.", x: header.x, y: header.y + 1, maxWidth: header.width,
      style: .faint)
    let rows = max(1, body.height / 2)
    scroll.reveal(selection, visibleRows: rows, count: apps.count)
    for (row, index) in (scroll.offset..<min(apps.count, scroll.offset + rows)).enumerated() {
      let app = apps[index]
      let y = body.y + row * 2
      let isSelected = index == selection
      buffer.draw(
        (isSelected ? "▸ " : "  ") + app.menuName, x: body.x, y: y, maxWidth: body.width,
        style: isSelected ? .inverted : .strong)
      buffer.draw(app.summary, x: body.x + 4, y: y + 1, maxWidth: body.width - 4, style: .faint)
    }
  }

  private func move(_ key: Key) {
    switch key {
    case .up: selection = max(0, selection - 1)
    case .down: selection = min(apps.count - 1, selection + 1)
    case .home, .pageUp: selection = 0
    case .end, .pageDown: selection = apps.count - 1
    default: break
    }
  }

  private func open() {
    let app = apps[selection]
    do {
      navigator?.push(try app.parse([]).makeFirstScreen(inspector: inspector))
    } catch {
      // An environment variable the app cannot use (a malformed API URL or location).
      navigator?.present(
        Alert(
          title: app.menuName, message: TerminalText.sanitized(app.message(for: error)),
          buttons: [Alert.Button("Ok")]))
    }
  }
}

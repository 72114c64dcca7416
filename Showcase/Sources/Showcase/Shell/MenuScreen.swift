import ArgumentParser
import Foundation
import TerminalUI

/// The first screen: the reference apps to choose from. An app chosen starts through its
/// composition root, with its options as `showcase APP` would parse them with no arguments
/// (so its environment variables count), and its services through the menu's inspector.
@MainActor
final class MenuScreen: TerminalScreen {
  private let apps: [(name: String, command: any ShowcaseApp.Type)]
  private let inspector: Inspector
  /// The variables of the live APIs `environment` sets, by app: where an app runs live.
  private let liveVariables: [[String]]
  private var list = SelectableList<Int>()

  /// The menu of `apps`, each by its name in the menu; their services through `inspector`; the
  /// live APIs their variables in `environment` name said beside them.
  init(
    apps: KeyValuePairs<String, any ShowcaseApp.Type>, inspector: Inspector,
    environment: [String: String] = ShowcaseEnvironment.current
  ) {
    self.apps = apps.map { ($0.key, $0.value) }
    self.inspector = inspector
    liveVariables = apps.map { app in
      // A closure, not `\.variable`: a key path to a static member through `any LiveAPI.Type`
      // crashes Swift 6.3.1's SIL generation.
      app.value.liveAPIs.map { api in api.variable }.filter { !(environment[$0] ?? "").isEmpty }
    }
    list.update(to: Array(apps.indices))
  }

  weak var navigator: Navigator?

  var title: String { "" }

  var bindings: [KeyBinding] {
    [KeyBinding([.enter], "Enter", "open") { [weak self] in self?.open() }]
      + KeyBinding.moving("choose") { [weak self] key in self?.list.move(key) }
  }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let (header, body) = rect.inset(horizontal: 1).splitTop(3)
    buffer.draw(
      "MVVMKit showcase", x: header.x, y: header.y, maxWidth: header.width, style: .strong)
    let isAnyLive = liveVariables.contains { !$0.isEmpty }
    buffer.draw(
      isAnyLive
        ? "The reference apps, on bundled data where no API is set."
        : "The reference apps, on bundled data.",
      x: header.x, y: header.y + 1, maxWidth: header.width, style: .faint)
    let select: @MainActor (Int) -> Void = { [weak self] index in self?.list.select(index) }
    let open: @MainActor () -> Void = { [weak self] in self?.open() }
    for (row, index) in list.layout(visibleRows: body.height / 2).enumerated() {
      let app = apps[index]
      let y = body.y + row * 2
      let isSelected = index == list.selection
      let nameWidth = buffer.draw(
        (isSelected ? "▸ " : "  ") + app.name, x: body.x, y: y, maxWidth: body.width,
        style: isSelected ? .inverted : .strong)
      if !liveVariables[index].isEmpty {
        // An app a variable points at a live API says so: it is not the bundled data.
        buffer.draw(
          "  live: " + liveVariables[index].joined(separator: ", "), x: body.x + nameWidth, y: y,
          maxWidth: body.width - nameWidth, style: Style.plain.foreground(.yellow))
      }
      buffer.draw(
        app.command.summary, x: body.x + 4, y: y + 1, maxWidth: body.width - 4, style: .faint)
      buffer.addMouseTarget(
        .choice(
          Rect(x: body.x, y: y, width: body.width, height: 2), index: index,
          isSelected: isSelected, select: select, open: open))
    }
  }

  private func open() {
    let (name, app) = apps[list.selection]
    do {
      navigator?.push(try app.parse([]).makeFirstScreen(clients: inspector))
    } catch {
      // An environment variable the app cannot use (a malformed API URL or location).
      navigator?.present(
        Alert(
          title: name, message: TerminalText.sanitized(app.message(for: error)),
          buttons: [Alert.Button("Ok")]))
    }
  }
}

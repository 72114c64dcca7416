import MVVMKit
package import Meditation
package import TerminalUI

/// The Meditation app's home in the terminal: the greeting, the board of real figures, and the way
/// into a session.
package final class MeditationHomeScreen: ScreenOf<HomeViewModel>, ViewModelScreen {
  package var title: String { "Meditation" }

  package var bindings: [KeyBinding] {
    KeyBinding.actions(viewModel.actions, keys: .meditation)
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let area = rect.inset(horizontal: 1)
    buffer.draw(viewModel.greeting, x: area.x, y: area.y, maxWidth: area.width, style: .strong)
    var y = area.y + 1
    if let summary = viewModel.summary {
      buffer.draw(
        summary, x: area.x, y: y, maxWidth: area.width, style: Style.strong.foreground(.green))
      y += 1
    }
    y += buffer.drawNotices(
      [viewModel.notice].compactMap(\.self),
      in: area.rows(from: y))
    let action = "[ \(viewModel.actionTitle) ]"
    let actionY = area.y + area.height - 3
    // The timers, the chosen one marked, under the way into a session.
    let timers =
      "Timer: "
      + viewModel.timerChoices.map { $0 == viewModel.timerMinutes ? "[\($0)]" : " \($0) " }
      .joined(separator: " ") + " min"
    let timersX = area.x + max(0, (area.width - DisplayWidth.of(timers)) / 2)
    buffer.draw(timers, x: timersX, y: actionY + 1, maxWidth: area.width, style: .faint)
    let board = Rect(x: area.x, y: y + 1, width: area.width, height: actionY - y - 2)
    MeditationBoard.draw(viewModel, in: board, on: &buffer, tick: tick)
    let actionX = area.x + max(0, (area.width - DisplayWidth.of(action)) / 2)
    let actionWidth = buffer.draw(
      action, x: actionX, y: actionY, maxWidth: area.width, style: Style.inverted.emphasized())
    buffer.addMouseTarget(
      MouseTarget(Rect(x: actionX, y: actionY, width: actionWidth, height: 1)) { [weak self] in
        self?.openSession()
      })
  }

  private func openSession() {
    viewModel.sessionTapped()
  }
}

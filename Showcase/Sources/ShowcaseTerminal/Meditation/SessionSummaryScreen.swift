import MVVMKit
package import Meditation
package import TerminalUI

/// After a session: what it added ("You meditated 12 min · streak 3 days") over the updated board.
package final class SessionSummaryScreen: ScreenOf<HomeViewModel>, ViewModelScreen {

  package var title: String { "Session" }

  package var bindings: [KeyBinding] {
    [KeyBinding([.enter], "Enter", "home") { [weak self] in self?.navigator?.goBack() }]
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let area = rect.inset(horizontal: 1)
    buffer.draw(
      viewModel.summaryTitle, x: area.x, y: area.y, maxWidth: area.width, style: .strong)
    // What the session added, in green; until then, what the summary waits for, plainly.
    let spinner = viewModel.isRecordingSession ? "\(Spinner.frame(tick)) " : ""
    buffer.draw(
      viewModel.summary ?? spinner + viewModel.summaryPlaceholder, x: area.x,
      y: area.y + 1, maxWidth: area.width,
      style: viewModel.summary == nil ? .faint : Style.strong.foreground(.green))
    var y = area.y + 2
    y += buffer.drawNotices(
      [viewModel.notice].compactMap(\.self),
      in: area.rows(from: y))
    MeditationBoard.draw(
      viewModel,
      in: Rect(x: area.x, y: y + 1, width: area.width, height: area.y + area.height - y - 1),
      on: &buffer, tick: tick)
  }
}

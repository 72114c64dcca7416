import Meditation
import TerminalUI

/// The home board's figures and the last seven days, drawn the same on the home screen and on a
/// session's summary.
@MainActor
enum MeditationBoard {
  /// The rows the board needs at the least: the figures' boxes, a heading and a small chart.
  static let minimumHeight = 3 + 1 + 1 + 5

  /// Draws the board of `viewModel` into `rect`: the four figures in boxes across, then the last
  /// seven days' minutes as bars, as wide as the boxes and as tall as the room left: a large
  /// terminal gets a large board.
  static func draw(
    _ viewModel: HomeViewModel, in rect: Rect, on buffer: inout ScreenBuffer, tick: Int
  ) {
    guard
      buffer.drawPlaceholder(
        for: viewModel.statistics, loading: viewModel.statisticsLoadingText,
        retryHint: viewModel.statisticsFailedHint, tick: tick, in: rect) != nil
    else { return }
    let figures = viewModel.figures
    // The boxes share the width (up to 30 columns each), and the chart takes what is left below.
    let boxWidth = min(30, rect.width / max(1, figures.count))
    for (index, figure) in figures.enumerated() {
      let box = Rect(x: rect.x + index * boxWidth, y: rect.y, width: boxWidth, height: 3)
      buffer.drawBox(box, title: figure.label, style: .faint)
      buffer.draw(
        figure.value, x: box.x + 2, y: box.y + 1, maxWidth: box.width - 4, style: .strong)
    }
    let days = viewModel.lastSevenDays
    let chartTop = rect.y + 4
    buffer.draw(
      viewModel.lastSevenDaysTitle, x: rect.x, y: chartTop, maxWidth: rect.width, style: .strong)
    let chart = Rect(
      x: rect.x, y: chartTop + 1, width: min(rect.width, boxWidth * figures.count, 7 * 16),
      height: rect.y + rect.height - chartTop - 1)
    BarChart(
      values: days.map(\.seconds), labels: days.map(\.day), valueLabels: days.map(\.time),
      scale: viewModel.lastSevenDaysScale
    )
    .draw(in: chart, on: &buffer, style: Style.plain.foreground(.cyan))
  }
}

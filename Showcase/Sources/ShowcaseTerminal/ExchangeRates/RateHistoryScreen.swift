package import ExchangeRates
import Foundation
import MVVMKit
package import TerminalUI

/// A currency's history in the terminal: a braille line chart and its statistics.
package final class RateHistoryScreen: ScreenOf<RateHistoryViewModel>, ViewModelScreen {

  package var title: String { viewModel.title }

  package var bindings: [KeyBinding] {
    var bindings = KeyBinding.actions(viewModel.actions, keys: .exchangeRates)
    if !viewModel.points.isEmpty {
      bindings.insert(
        contentsOf: [
          KeyBinding([.left, .right, .character("h"), .character("l")], "←→", "read a day") {
            [weak self] key in
            self?.viewModel.readMoved(by: key == .left || key == .character("h") ? -1 : 1)
          },
          KeyBinding(
            [.home, .end, .character("g"), .character("G")], "Home End", "first, last day",
            isInStatusBar: false
          ) {
            [weak self] key in
            self?.readEnd(first: key == .home || key == .character("g"))
          },
        ], at: 0)
    }
    return bindings + retryBindings
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let area = rect.inset(horizontal: 1)
    let title = "\(viewModel.title) · \(viewModel.rangeTitle)"
    let source = viewModel.sourceNote
    let sourceWidth = DisplayWidth.of(source)
    let titleWidth = buffer.draw(
      title, x: area.x, y: area.y, maxWidth: area.width - sourceWidth - 1, style: .strong)
    // The span in the title ("30 days") is a button: a click shows the next span, as Tab does.
    let spanWidth = DisplayWidth.of(viewModel.rangeTitle)
    if titleWidth == DisplayWidth.of(title) {
      buffer.addMouseTarget(
        MouseTarget(
          Rect(x: area.x + titleWidth - spanWidth, y: area.y, width: spanWidth, height: 1)
        ) { [weak self] in self?.viewModel.rangeCycled() })
    }
    buffer.draw(source, x: area.x + area.width - sourceWidth, y: area.y, style: .faint)
    var y = area.y + 1
    if let span = viewModel.span {
      buffer.draw(
        "\(span.first) – \(span.last)", x: area.x, y: y, maxWidth: area.width, style: .faint)
    }
    y += 1
    y += buffer.drawNotices(viewModel.notices, in: area.rows(from: y))
    let statsRows = 2
    let chart = Rect(
      x: area.x, y: y, width: area.width, height: area.y + area.height - y - statsRows - 1)
    guard
      buffer.drawPlaceholder(
        for: viewModel.status, hasContent: !viewModel.points.isEmpty,
        loading: viewModel.historyLoadingText, retryHint: KeyBinding.retryHint(in: bindings),
        tick: tick,
        in: viewModel.status == .loading || viewModel.status == .idle
          ? Rect(x: area.x, y: y, width: area.width, height: 1) : chart)
    else { return }
    guard let stats = viewModel.statistics else { return }
    let points = viewModel.points
    let cursor = viewModel.readIndex
    let values = points.map { NSDecimalNumber(decimal: $0).doubleValue }
    LineChart(
      values: values, labels: viewModel.pointDays, low: CurrencyFormat.rate(stats.minimum),
      high: CurrencyFormat.rate(stats.maximum), cursor: cursor
    )
    .draw(
      in: chart.inset(horizontal: 1, vertical: 0), on: &buffer,
      style: Style.plain.foreground(.cyan).dimmed(viewModel.status == .refreshing))
    let statsY = chart.y + chart.height
    let first =
      cursor.flatMap(viewModel.readout(at:)).map { "▲ " + $0 }
      ?? "Min \(CurrencyFormat.rate(stats.minimum))   Max \(CurrencyFormat.rate(stats.maximum))"
    let second =
      "First \(CurrencyFormat.rate(stats.first))   Last \(CurrencyFormat.rate(stats.last))   Change "
    buffer.draw(first, x: area.x, y: statsY, maxWidth: area.width)
    let drawn = buffer.draw(second, x: area.x, y: statsY + 1, maxWidth: area.width)
    // Green up, red down: colour only (plain with NO_COLOR), the sign says it too.
    let change = stats.changePercent
    let changeStyle =
      change > 0
      ? Style.strong.foreground(.green) : change < 0 ? Style.strong.foreground(.red) : .strong
    buffer.draw(
      CurrencyFormat.percent(change), x: area.x + drawn, y: statsY + 1,
      maxWidth: area.width - drawn,
      style: changeStyle)
  }

  private func readEnd(first: Bool) {
    viewModel.read(at: first ? 0 : viewModel.points.count - 1)
  }
}

package import ExchangeRates
import Foundation
package import MVVMKit
package import WebUI

/// A currency's history in the browser: the chart with its axes and a cursor that reads a day,
/// the ranges, and the figures.
package final class RateHistoryPage: PageOf<RateHistoryViewModel>, ViewModelPage {
  package var title: String { viewModel.title }
  package var keyHelp: KeyValuePairs<String, String> { ["← →": "read a day (or point at it)"] }
  package var actionKeys: ActionKeys { .exchangeRates }

  package var regions: [WebRegion] { [region("history", isLive: true) { $0.history }] }

  private func history(_ context: RegionContext) -> HTML {
    let retry = retryAction(in: context)
    let points = viewModel.points
    let actions = viewModel.actions
    let spans = Set(RateHistoryViewModel.Range.allCases.map(RateHistoryViewModel.actionID(of:)))
    return HTML {
      HTML.element("h1") { viewModel.title + " · " + viewModel.rangeTitle }
      HTML.element("p", ["class": "sample"]) { viewModel.sourceNote }
      HTML.actions(
        actions.filter { spans.contains($0.id) }, keys: actionKeys, label: "Range",
        stepping: actionKeys.keys(for: "next-span")
          + actionKeys.keys(for: "previous-span"), in: context)
      for action in actions where action.id == "swap" {
        HTML.action(
          action, keys: actionKeys, title: "⇄ " + viewModel.target + " → " + viewModel.base,
          in: context)
      }
      for notice in viewModel.notices { HTML.element("p", ["class": "sample"]) { notice } }
      if let placeholder = HTML.placeholder(
        for: viewModel.status, hasContent: !points.isEmpty, loading: viewModel.historyLoadingText,
        retry: retry)
      {
        placeholder
      } else if let statistics = viewModel.statistics {
        chart(
          points: points, statistics: statistics,
          read: context.input("read") { [weak self] text in self?.read(at: text) })
      }
    }
  }

  /// The pointer is at `fraction` (a number) of the chart's width: the cursor reads that day.
  private func read(at fraction: String) {
    guard let fraction = Double(fraction),
      let index = HTML.lineChartIndex(at: fraction, count: viewModel.points.count)
    else { return }
    viewModel.read(at: index)
  }

  private func chart(points: [Decimal], statistics: RateHistoryViewModel.Statistics, read: String)
    -> HTML
  {
    let (low, high) = (
      CurrencyFormat.rate(statistics.minimum), CurrencyFormat.rate(statistics.maximum)
    )
    let change = statistics.changePercent
    return HTML {
      HTML.lineChart(
        values: points.map { NSDecimalNumber(decimal: $0).doubleValue },
        labels: viewModel.pointDays, low: low, high: high, cursor: viewModel.readIndex,
        description: "\(viewModel.title) from \(low) to \(high)",
        isDimmed: viewModel.status == .refreshing, read: read)
      // Figures apart by " · ": a page runs the terminal's spaces together.
      HTML.element("p", ["class": "readout", "aria-live": "polite"]) {
        viewModel.readIndex.flatMap(viewModel.readout(at:)).map { "▲ " + $0 }
          ?? "Min \(low) · Max \(high) (← → or the pointer read a day)"
      }
      HTML.element("p") {
        "First \(CurrencyFormat.rate(statistics.first)) · Last \(CurrencyFormat.rate(statistics.last)) · Change "
        HTML.element("strong", ["class": change > 0 ? "up" : change < 0 ? "down" : nil]) {
          CurrencyFormat.percent(change)
        }
      }
    }
  }

  package func handle(_ key: WebKey) -> Bool {
    let count = viewModel.points.count
    switch key {
    case .left, .right:
      guard count > 0 else { return false }
      viewModel.readMoved(by: key == .left ? -1 : 1)
    case .home where count > 0: viewModel.read(at: 0)
    case .end where count > 0: viewModel.read(at: count - 1)
    default: return false
    }
    return true
  }
}

package import ExchangeRates
import Foundation
package import MVVMKit
package import WebUI

/// The rates in the browser: the amount, the base, the day and the filter, then the table of
/// currencies (the pinned ones first), each opening its history, with a pin and a swap of its own.
package final class RatesPage: PageOf<RatesViewModel>, ViewModelPage {
  /// The list's cursor: the view model's selection, so Enter and the keys act on what it shows.
  private lazy var rows = WebSelection(of: viewModel)

  package var actionKeys: ActionKeys { .exchangeRates }

  package var title: String { "Exchange rates" }

  package var regions: [WebRegion] {
    [
      region("fields") { $0.fields },
      region("summary", isLive: true) { $0.summary },
      region("actions") { $0.toolbar },
      region("rates", isLive: true) { $0.table },
    ]
  }

  private func fields(_ context: RegionContext) -> HTML {
    let amount = context.input("amount") { [weak self] text in self?.viewModel.amountChanged(text) }
    let filter = context.input("filter") { [weak self] text in self?.viewModel.filterChanged(text) }
    let day = context.input("day") { [weak self] text in self?.viewModel.dayChanged(text) }
    let base = context.input("base") { [weak self] code in self?.viewModel.baseSelected(code) }
    return HTML {
      HTML.element("h1") { viewModel.title }
      HTML.element("p", ["class": "sample"]) { viewModel.sourceNote }
      HTML.element("div", ["class": "fields"]) {
        HTML.field(
          "Amount (" + viewModel.base + ")", id: "amount",
          [
            "inputmode": "decimal", "value": viewModel.amountText, "data-input": amount,
            "autocomplete": "off",
          ])
        HTML.element("label", ["class": "field", "for": "base"]) {
          "Base"
          HTML.element("select", ["id": "base", "data-input": base]) {
            for code in viewModel.baseChoices {
              HTML.element(
                "option", ["value": code, "selected": code == viewModel.base ? "selected" : nil]
              ) { code }
            }
          }
        }
        HTML.field(
          "Day (empty: the latest)", id: "day",
          [
            "type": "date", "value": viewModel.dayText, "data-input": day,
            "min": RatesViewModel.firstDay,
          ])
        HTML.field(
          "Filter", id: "filter",
          [
            "type": "search", "placeholder": "Code or name", "value": viewModel.filterText,
            "data-input": filter,
          ])
      }
    }
  }

  private func summary(_: RegionContext) -> HTML {
    HTML {
      if let error = viewModel.dayError {
        HTML.element("p", ["class": "error", "role": "alert"]) { "✗ " + error }
      } else if let error = viewModel.amountError {
        HTML.element("p", ["class": "error", "role": "alert"]) {
          "✗ " + error + " Showing " + viewModel.amountInBase + "."
        }
      } else {
        HTML.element("p", ["class": "muted"]) {
          viewModel.amountInBase + (viewModel.asOf.map { " · " + $0 } ?? "")
        }
      }
      for notice in viewModel.notices { HTML.element("p", ["class": "sample"]) { notice } }
    }
  }

  /// The selected currency's actions, as buttons that name it.
  private func toolbar(_ context: RegionContext) -> HTML {
    HTML.actions(
      viewModel.actions, keys: actionKeys,
      label: viewModel.selectedRow.map { "Actions on " + $0.code } ?? "Actions", in: context)
  }

  private func table(_ context: RegionContext) -> HTML {
    let retry = retryAction(in: context)
    let rates = viewModel.rows
    let status = viewModel.status
    return HTML {
      HTML.section(
        for: status, hasContent: viewModel.rates.value != nil, loading: viewModel.ratesLoadingText,
        retry: retry
      ) {
        if let message = viewModel.filterEmptyMessage {
          HTML.element("p", ["class": "placeholder", "role": "status"]) { message }
        } else {
          if case .failed(let message) = status { HTML.errorBanner(message, retry: retry) }
          HTML.rows(
            rates.map { row in
              WebRow(
                label: row.code + "  " + row.name,
                // No-break spaces keep each figure with its sign: a narrow row wraps between
                // the rate and the amount, never after an arrow.
                value: row.rate + " (⇄\u{A0}" + row.inverse + ") →\u{A0}" + row.converted,
                action: context.action("open-" + row.code) { [weak self] in
                  self?.viewModel.currencySelected(row.code)
                },
                accessories: [
                  WebAccessory(
                    label: "Pin", symbol: row.isPinned ? "●" : "○", isPressed: row.isPinned,
                    action: context.action("pin-" + row.code) { [weak self] in
                      self?.viewModel.pinToggled(row.code)
                    }),
                  WebAccessory(
                    label: "Swap: the history of " + viewModel.base + " in " + row.code,
                    symbol: "⇄",
                    action: context.action("swap-" + row.code) { [weak self] in
                      self?.viewModel.currencySwapped(row.code)
                    }),
                ])
            }, ids: rates.map(\.code), selection: rows, in: context)
        }
      }
    }
  }

  /// The keys move through the rows, and Enter opens the one they are on.
  package func handle(_ key: WebKey) -> Bool {
    rows.handle(key) { viewModel.currencySelected($0) }
  }

}

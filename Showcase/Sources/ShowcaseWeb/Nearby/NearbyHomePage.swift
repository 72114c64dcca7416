package import MVVMKit
import MVVMKitNetworking
package import Nearby
package import WebUI

/// Nearby's home in the browser: what narrows the places (a keyword, open now), then the home's
/// rows in the terminal's order: the hot picks in pages, the categories, and the best (or the
/// closest) of each type, all on the view model's one cursor.
package final class NearbyHomePage: PageOf<NearbyHomeViewModel>, ViewModelPage {
  package var title: String { "Nearby" }
  package var actionKeys: ActionKeys { .nearby }

  package var regions: [WebRegion] {
    [
      region("header") { $0.header },
      region("places", isLive: true) { $0.places },
    ]
  }

  private func header(_ context: RegionContext) -> HTML {
    let refresh = context.action("refresh") { [weak self] in self?.viewModel.refreshTapped() }
    return HTML {
      HTML.element("h1") { "Nearby" }
      HTML.element("p") {
        HTML.element("button", ["type": "button", "data-action": refresh]) { "Refresh" }
      }
      HTML.paragraph(viewModel.searchArea, class: "muted")
      PlaceFilterHTML.controls(viewModel, in: context)
      HTML.paragraph(viewModel.filterSummary, class: "muted")
      HTML.paragraph(viewModel.openNowNote ?? viewModel.sourceNote, class: "sample")
    }
  }

  private func places(_ context: RegionContext) -> HTML {
    let hotPicks = viewModel.hotPicks
    return HTML {
      NearbyRowHTML.row(
        hotPicks, in: context, name: "hot", selection: cursor,
        items: hotPicks.shownCells.map { _ in .hotPick }
      ) {
        if let page = hotPicks.page, page.count > 1 {
          HTML.element("p", ["class": "pages"]) {
            HTML.element(
              "button",
              [
                "type": "button",
                "data-action": context.action("hot-previous") { hotPicks.previousPage() },
              ]
            ) { "← Previous" }
            HTML.element("span", ["class": "muted"]) { " \(page.index + 1) of \(page.count) " }
            HTML.element(
              "button",
              ["type": "button", "data-action": context.action("hot-next") { hotPicks.nextPage() }]
            ) { "Next →" }
          }
        }
      }
      let categories = viewModel.categories
      NearbyRowHTML.row(
        categories, in: context, name: "category", selection: cursor,
        items: categories.cells.map { .category($0.type) }
      ) {}
      for row in viewModel.rows {
        // The cursor is read here only for a row with nothing to choose, which it can be on.
        let isSelected = row.shownCells.isEmpty && viewModel.selectedItem == .row(row.type)
        NearbyRowHTML.row(
          row, in: context, name: row.type.rawValue, selection: cursor,
          items: viewModel.items(of: row), isSelected: isSelected
        ) { HTML() }
      }
    }
  }

  /// The home's one cursor, the view model's, shown by every row.
  private var cursor: WebSelection<HomeItem> { WebSelection(of: viewModel) }

  /// The keys move the home's cursor, in the terminal's order: ↑↓ from row to row, ←→ along the
  /// hot picks' pages, the categories and a type's cards; Enter chooses what it is on.
  package func handle(_ key: WebKey) -> Bool {
    switch key {
    // A type's places are cards side by side: ↑↓ go from row to row, ←→ along one.
    case .up, .down: viewModel.moveSelection(by: key == .up ? -1 : 1, eachPlace: false)
    case .pageUp, .pageDown:
      viewModel.moveSelection(by: key == .pageUp ? -3 : 3, eachPlace: false)
    case .home: viewModel.select(.hotPick)
    case .end: viewModel.moveSelection(by: .max, eachPlace: false)
    case .left, .right: return viewModel.moveAlong(by: key == .left ? -1 : 1)
    case .enter:
      guard viewModel.selectedItemChoice != nil else { return false }
      viewModel.selectedItemChosen()
    default: return false
    }
    return true
  }

  package var retry: (@MainActor () -> Void)? {
    guard viewModel.hasFailure else { return nil }
    return { [weak self] in self?.viewModel.retrySelected() }
  }
}

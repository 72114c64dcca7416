package import MVVMKit
import MVVMKitNetworking
package import Nearby
package import WebUI

/// Nearby's home in the browser: what narrows the places (a keyword, open now), the categories,
/// the hot picks in pages, and the best (or the closest) of each type.
package final class NearbyHomePage: PageOf<NearbyHomeViewModel>, ViewModelPage {
  package var title: String { "Nearby" }
  package var actionKeys: ActionKeys { .nearby }

  package var regions: [WebRegion] {
    [
      WebRegion("categories") { [unowned self] context in categories(context) },
      WebRegion("places", isLive: true) { [unowned self] context in places(context) },
    ]
  }

  private func categories(_ context: RegionContext) -> HTML {
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
      NearbyRowHTML.row(viewModel.categories, in: context, name: "category") {}
    }
  }

  private func places(_ context: RegionContext) -> HTML {
    let hotPicks = viewModel.hotPicks
    return HTML {
      NearbyRowHTML.row(hotPicks, in: context, name: "hot") {
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
      for row in viewModel.rows {
        NearbyRowHTML.row(row, in: context, name: row.type.rawValue) { HTML() }
      }
    }
  }

  package var retry: (@MainActor () -> Void)? {
    guard viewModel.hasFailure else { return nil }
    return { [weak self] in self?.viewModel.retryFailedTypes() }
  }
}

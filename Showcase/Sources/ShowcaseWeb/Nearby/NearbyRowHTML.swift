import MVVMKit
import Nearby
import WebUI

/// A home row, hot picks, categories or top places, through their shared protocol.
@MainActor
enum NearbyRowHTML {
  static func row(
    _ row: some HomeRowRepresentable, in context: RegionContext, name: String,
    @HTMLBuilder footer: () -> HTML
  ) -> HTML {
    let retry = context.action(name + "-retry") { row.retryTapped() }
    return HTML.element("section", ["class": "place-row"]) {
      HTML.sectionHeader(row.title, detail: row.isRefreshing ? "updating…" : row.note)
      switch row.content {
      case .loading:
        HTML.placeholder(for: .loading, hasContent: false, loading: row.loadingText, retry: nil)
          ?? HTML()
      case .failed(let message, let canRetry):
        HTML.errorBanner(message, retry: canRetry ? retry : nil)
      case .empty(let message):
        HTML.element("p", ["class": "placeholder"]) { message }
      case .places(let places):
        HTML.cards(
          places.map { place in
            WebCard(
              title: place.name,
              lines: [place.distance + " · " + place.rating, place.hours, place.address]
                + [place.caption].compactMap(\.self),
              action: context.action(name + "-open-" + place.id) { row.cellSelected(place.id) },
              isDimmed: row.isRefreshing)
          }, selected: nil, inOneRow: true)
      case .categories(let categories):
        HTML.element("nav", ["aria-label": row.title, "class": "chips"]) {
          for category in categories {
            HTML.element(
              "button",
              [
                "type": "button",
                "data-action": context.action(name + "-" + category.id) {
                  row.cellSelected(category.id)
                },
              ]
            ) { category.title }
          }
        }
      }
      footer()
    }
  }
}

import MVVMKit
import Nearby
import WebUI

/// A home row, hot picks, categories or top places, through their shared protocol: its places
/// (a pager's page) as cards and its categories as chips, on the home's one cursor.
@MainActor
enum NearbyRowHTML {
  /// The row `row`, its actions named from `name`, its places or categories known to the cursor
  /// `selection` as `items`, in order (a row with nothing to choose, loading, empty or failed:
  /// the row's own item); `isSelected`: whether the cursor is on such a row.
  static func row(
    _ row: some HomeRowRepresentable, in context: RegionContext, name: String,
    selection: WebSelection<HomeItem>, items: [HomeItem], isSelected: Bool = false,
    @HTMLBuilder footer: () -> HTML
  ) -> HTML {
    let retry = context.action(name + "-retry") { row.retryTapped() }
    // A row with nothing to choose is itself an item of the cursor's.
    let key = row.shownCells.isEmpty ? items.first.map(\.description) : nil
    return HTML.element(
      "section", ["class": isSelected ? "place-row selected" : "place-row", "data-key": key]
    ) {
      HTML.sectionHeader(row.title, detail: row.isRefreshing ? "updating…" : row.note)
      switch row.content {
      case .loading:
        HTML.placeholder(for: .loading, hasContent: false, loading: row.loadingText, retry: nil)
          ?? HTML()
      case .failed(let message, let canRetry):
        HTML.errorBanner(message, retry: canRetry ? retry : nil)
      case .empty(let message):
        HTML.element("p", ["class": "placeholder"]) { message }
      case .places:
        let places = row.shownCells
        HTML.cards(
          places.map { place in
            WebCard(
              title: place.name,
              lines: [place.distance + " · " + place.rating, place.hours, place.address]
                + [place.caption].compactMap(\.self),
              action: context.action(name + "-open-" + place.id) { row.cellSelected(place.id) },
              isDimmed: row.isRefreshing)
          }, ids: items, selection: selection, in: context, inOneRow: true)
      case .categories(let categories):
        HTML.chips(
          categories.map { category in
            (
              category.title,
              context.action(name + "-" + category.id) { row.cellSelected(category.id) }
            )
          }, label: row.title, ids: items, selection: selection, in: context)
      }
      footer()
    }
  }
}

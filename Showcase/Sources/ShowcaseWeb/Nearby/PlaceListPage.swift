package import MVVMKit
import MVVMKitNetworking
package import Nearby
package import WebUI

/// The places of one type in the browser, narrowed by a keyword and open now, paged as the user
/// reaches the end, sorted by distance or rating.
package final class PlaceListPage: PageOf<PlaceListViewModel>, ViewModelPage {
  /// The list's cursor: the view model's selection, so Enter and the keys act on what it shows.
  private lazy var places = WebSelection(of: viewModel)

  package var title: String { viewModel.title }
  package var actionKeys: ActionKeys { .nearby }

  package var regions: [WebRegion] { [region("list", isLive: true) { $0.list }] }

  private func list(_ context: RegionContext) -> HTML {
    let retry = retryAction(in: context)
    let rows = viewModel.rows
    return HTML {
      HTML.element("h1") { viewModel.title }
      PlaceFilterHTML.controls(viewModel, in: context)
      HTML.paragraph(viewModel.openNowNote ?? viewModel.sourceNote, class: "sample")
      HTML.element("p", ["class": "muted"]) {
        viewModel.summary + " "
        for action in viewModel.actions where action.id == "sort" {
          HTML.action(action, keys: actionKeys, title: viewModel.sortChoice, in: context)
        }
        // Beside the summary, as the terminal shows it.
        if let note = viewModel.unreadableNote {
          " "
          HTML.element("span", ["class": "sample"]) { note }
        }
      }
      HTML.section(
        for: viewModel.placesStatus, hasContent: !rows.isEmpty,
        loading: viewModel.placesLoadingText, retry: retry
      ) {
        HTML.rows(
          rows.map { row($0, context) }, ids: rows.map(\.id), selection: places, in: context)
        HTML.pagingFooter(
          viewModel.paging, position: nil,
          loadMore: context.action("more") { [weak self] in self?.viewModel.loadMoreTapped() },
          keys: actionKeys.keys(for: "more"), retry: retry)
      }
    }
  }

  /// A place's row: name and address, distance and rating; choosing it opens the place.
  private func row(_ row: PlaceCellViewModel, _ context: RegionContext) -> WebRow {
    WebRow(
      label: row.name + " · " + row.address, value: row.distance + " · " + row.rating,
      action: context.action("open-" + row.id) { [weak self] in
        self?.viewModel.placeSelected(row.id)
      })
  }

  package func handle(_ key: WebKey) -> Bool {
    places.handle(key) { viewModel.placeSelected($0) }
  }
}

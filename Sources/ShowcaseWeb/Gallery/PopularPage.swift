import Foundation
package import Gallery
package import MVVMKit
package import MVVMKitNetworking
import WebUI

/// The Gallery in the browser: a feed's photos in a grid of real pictures (a switch between the
/// feeds, each keeping its place), loading the next page as the user reaches the end.
package final class PopularPage: PageOf<PopularViewModel>, ViewModelPage {
  private let loader: ImageLoader
  private let photos = WebSelection<Int>()
  /// The alerts the app's flow asks for, shown over the page.
  private let alerts: EventQueue<FlowAlert>

  /// The page of `viewModel`, its pictures loaded by `loader`, showing the flow's `alerts`.
  package init(viewModel: PopularViewModel, loader: ImageLoader, alerts: EventQueue<FlowAlert>) {
    self.loader = loader
    self.alerts = alerts
    super.init(viewModel: viewModel)
  }

  /// Loads the first page, and shows the flow's alerts from now on.
  func appeared(in navigator: any WebNavigator) {
    self.navigator = navigator
    viewModel.appeared()
    guard subscription == nil else { return }
    subscription = alerts.listen { [weak self] alert in
      self?.navigator?.alert(title: alert.title, message: alert.message)
    }
  }

  var title: String { viewModel.title }

  /// Shows `feature`, its selection where it was left.
  private func show(_ feature: Feature) {
    viewModel.featureSelected(feature)
    photos.update(to: viewModel.rows.map(\.id))
    if let place = viewModel.place { photos.select(place) }
  }

  /// A card's picture, a square covered by the photo, in device pixels: a card is at most about
  /// 320 CSS pixels wide (the grid's 14rem columns share the width; one column on a phone), on a
  /// screen of up to two device pixels to one.
  static let thumbnailPixels = 640

  var regions: [WebRegion] {
    [WebRegion("photos", isLive: true) { [unowned self] context in grid(context) }]
  }

  private func grid(_ context: RegionContext) -> HTML {
    let retry = context.action("retry") { [weak self] in self?.viewModel.retryTapped() }
    let rows = viewModel.rows
    let loader = loader
    return HTML {
      HTML.element("h1") {
        viewModel.title + " "
        if viewModel.photosStatus == .refreshing {
          HTML.element("small", ["aria-busy": "true"]) { "updating… " }
        }
        if viewModel.pageCount > 0 {
          HTML.element(
            "button",
            [
              "type": "button", "class": "reload",
              "data-action": context.action("reload") { [weak self] in
                self?.viewModel.reloadTapped()
              },
            ]
          ) { "Reload" }
        }
      }
      HTML.switch(
        "Feed", options: Feature.allCases.map { ($0, $0.title) }, chosen: viewModel.feature,
        name: "feed", in: context
      ) { [weak self] feature in self?.show(feature) }
      HTML.paragraph(viewModel.sourceNote, class: "sample")
      HTML.paragraph(viewModel.unreadableNote, class: "sample")
      HTML.section(
        for: viewModel.photosStatus, hasContent: !rows.isEmpty,
        loading: viewModel.photosLoadingText, retry: retry
      ) {
        HTML.cards(
          rows.map { row in
            WebCard(
              title: row.title,
              lines: [row.author, row.date]
                + [row.descriptionLine, row.saleNote].compactMap(\.self),
              action: context.action("open-\(row.id)") { [weak self] in
                self?.viewModel.photoSelected(row.id)
              },
              image: row.thumbnailURL(
                filling: Self.thumbnailPixels, Self.thumbnailPixels, cropping: true
              ).map { url in
                context.image(url) { url in try await loader.data(for: url) }
              })
          }, ids: rows.map(\.id), selection: photos, in: context)
        HTML.pagingFooter(
          viewModel.paging, position: position(shown: rows.count),
          loadMore: context.action("more") { [weak self] in self?.viewModel.loadNextPage() },
          retry: retry)
      }
    }
  }

  private func position(shown: Int) -> String? {
    guard shown > 0 else { return nil }
    guard let total = viewModel.totalItems else { return "\(shown.groupedDigits) photos" }
    return "\(shown.groupedDigits) of \(total.groupedDigits)"
  }

  var keyHelp: KeyValuePairs<String, String> { ["R": "reload from the first page"] }

  func handle(_ key: WebKey) -> Bool {
    if key == .reload {
      viewModel.reloadTapped()
      return true
    }
    guard photos.handle(key, open: { viewModel.photoSelected($0) }) else { return false }
    // Near the end, the next page loads.
    if let index = photos.index { viewModel.selectionChanged(to: index) }
    return true
  }

}

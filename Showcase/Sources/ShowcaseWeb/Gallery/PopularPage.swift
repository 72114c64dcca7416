import Foundation
package import Gallery
package import MVVMKit
package import MVVMKitNetworking
package import WebUI

/// The Gallery in the browser: the search field (Enter or its button searches), a switch between
/// the topics (each, and each search, keeping its place), and the photos in a grid of real
/// pictures, each with its credit and licence, loading the next page as the user reaches the end.
package final class PopularPage: PageOf<PopularViewModel>, ViewModelPage {
  /// The alerts the app's flow asks for, shown over the page.
  private let alerts: EventQueue<FlowAlert>
  /// The grid's cursor: the view model's place in the feed shown, so that the photo's detail
  /// stepping along the feed moves it, and each feed keeps its own.
  private lazy var photos = WebSelection(of: viewModel)

  /// The page of `viewModel`, its pictures loaded by `images`, showing the flow's `alerts`.
  package init(viewModel: PopularViewModel, images: ImageLoader, alerts: EventQueue<FlowAlert>) {
    self.alerts = alerts
    super.init(viewModel: viewModel, images: images)
  }

  /// Loads the first page, and shows the flow's alerts while it is on top.
  package func appeared(in navigator: any WebNavigator) {
    viewModel.appeared()
    showAlerts(from: alerts, in: navigator)
  }

  package var title: String { viewModel.title }
  package var actionKeys: ActionKeys { .gallery }

  /// Shows `feed`, its selection where it was left.
  private func show(_ feed: PhotoFeed) {
    viewModel.feedSelected(feed)
    followFeed()
  }

  /// The feed shown's photos, its selection where it was left (the view model's).
  private func followFeed() {
    photos.update(to: viewModel.rows.map(\.id))
  }

  /// Searches for the words in the field.
  private func submitSearch() {
    viewModel.searchSubmitted()
    followFeed()
  }

  /// A card's picture, a square covered by the photo, in device pixels: a card is at most about
  /// 320 CSS pixels wide (the grid's 14rem columns share the width; one column on a phone), on a
  /// screen of up to two device pixels to one.
  static let thumbnailPixels = 640

  package var regions: [WebRegion] {
    [
      region("search") { $0.search },
      region("photos", isLive: true) { $0.grid },
    ]
  }

  // The field's region reads nothing that typing changes: a keystroke re-sends nothing.
  private func search(_ context: RegionContext) -> HTML {
    let input = context.input("query") { [weak self] text in
      self?.viewModel.searchTextChanged(text)
    }
    return HTML.element("div", ["class": "search-row"]) {
      HTML.field(
        "Search", id: "search",
        [
          "type": "search", "value": viewModel.searchText ?? "", "data-input": input,
          "placeholder": "Search photos by title and tags", "enterkeyhint": "search",
        ])
      HTML.element(
        "button",
        [
          "type": "button",
          "data-action": context.action("search") { [weak self] in self?.submitSearch() },
        ]
      ) { "Search" }
    }
  }

  private func grid(_ context: RegionContext) -> HTML {
    let retry = retryAction(in: context)
    let rows = viewModel.rows
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
        "Topic",
        options: viewModel.topics.map { (PhotoFeed.topic($0.id), $0.title) }
          + (viewModel.searchText.map { [(PhotoFeed.search($0), viewModel.title)] } ?? []),
        chosen: viewModel.feed, name: "feed",
        keys: actionKeys.keys(for: "next-topic")
          + actionKeys.keys(for: "previous-topic"), in: context
      ) { [weak self] feed in self?.show(feed) }
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
              lines: [row.byline] + [row.licenceLine, row.descriptionLine].compactMap(\.self),
              action: context.action("open-\(row.id)") { [weak self] in
                self?.viewModel.photoSelected(row.id)
              },
              image: row.thumbnailURL(
                filling: Self.thumbnailPixels, Self.thumbnailPixels, cropping: true
              ).flatMap { url in context.image(url, from: images) })
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

  package var keyHelp: KeyValuePairs<String, String> { ["R": "reload from the first page"] }

  package func handle(_ key: WebKey) -> Bool {
    if key == .reload {
      viewModel.reloadTapped()
      return true
    }
    // Enter in the search field (words other than the search shown) searches.
    if key == .enter, viewModel.hasUnsubmittedSearch {
      submitSearch()
      return true
    }
    // Moving tells the view model, which loads the next page near the end.
    return photos.handle(key, open: { viewModel.photoSelected($0) })
  }

}

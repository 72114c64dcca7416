package import Gallery
import MVVMKit
package import MVVMKitNetworking
import WebUI

/// A photo alone in the browser, as large as the window allows, keeping its aspect ratio: ← and
/// → go along the feed, a click or Enter goes back to its detail.
package final class FullScreenPhotoPage: PageOf<PhotoDetailViewModel>, ViewModelPage {
  private let loader: ImageLoader

  package init(viewModel: PhotoDetailViewModel, loader: ImageLoader) {
    self.loader = loader
    super.init(viewModel: viewModel)
  }

  var title: String { viewModel.title }

  var regions: [WebRegion] {
    [WebRegion("alone") { [unowned self] context in photo(context) }]
  }

  /// ← and → go along the feed; Enter goes back to the detail.
  func handle(_ key: WebKey) -> Bool {
    if viewModel.handleAlongTheFeed(key) { return true }
    guard key == .enter else { return false }
    viewModel.fullScreenClosed()
    return true
  }

  private func photo(_ context: RegionContext) -> HTML {
    let loader = loader
    let retry = context.action("retry") { [weak self] in self?.viewModel.retryTapped() }
    guard let url = viewModel.imageURL else {
      return HTML {
        HTML.element("h1") { viewModel.title }
        HTML.placeholder(
          for: viewModel.status, hasContent: false, loading: viewModel.photoLoadingText,
          retry: retry) ?? HTML()
      }
    }
    return HTML.element("figure", ["class": "alone"]) {
      HTML.element("h1", ["class": "visually-hidden"]) { viewModel.title }
      HTML.element(
        "button",
        [
          "type": "button", "aria-label": "Back to the photo's details",
          "data-action": context.action("close") { [weak self] in
            self?.viewModel.fullScreenClosed()
          },
        ]
      ) {
        HTML.element(
          "img",
          [
            "src": context.image(url) { url in try await loader.data(for: url) },
            "alt": viewModel.title, "id": "photo",
          ])
      }
      // Along the feed, over the photo's sides, as a lightbox has them.
      if viewModel.hasPrevious {
        HTML.element(
          "button",
          [
            "type": "button", "class": "step previous", "aria-label": "The photo before",
            "data-action": context.action("previous") { [weak self] in
              self?.viewModel.previousTapped()
            },
          ]
        ) { "‹" }
      }
      if viewModel.hasNext {
        HTML.element(
          "button",
          [
            "type": "button", "class": "step next", "aria-label": "The next photo",
            "data-action": context.action("next") { [weak self] in self?.viewModel.nextTapped() },
          ]
        ) { "›" }
      }
    }
  }
}

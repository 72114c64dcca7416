package import Gallery
import MVVMKit
package import WebUI

/// The Gallery app in the browser: the page that shows each screen of its flow.
package enum GalleryPages {
  /// The web pages of `flow`'s routes, bottom first, which follow it from now on: the switch from
  /// each screen of the app to its page.
  @MainActor
  package static func pages(of flow: GalleryFlow) -> [any WebPage] {
    FlowViews.pages(of: flow) { screen -> any WebPage in
      switch screen {
      case .popular(let popular):
        PopularPage(viewModel: popular, loader: flow.images, alerts: flow.alerts)
      case .photo(let photo, let saving):
        PhotoDetailPage(viewModel: photo, saving: saving, loader: flow.images)
      }
    }
  }
}

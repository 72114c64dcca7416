import MVVMKit
package import MVVMKitNetworking
package import Nearby
package import WebUI

/// The Nearby app in the browser: the page that shows each screen of its flow.
package enum NearbyPages {
  /// The web pages of `flow`'s routes, bottom first, which follow it from now on (the places'
  /// photos from `photos`): the switch from each screen of the app to its page.
  @MainActor
  package static func pages(of flow: NearbyFlow, photos: ImageLoader?) -> [any WebPage] {
    FlowViews.pages(of: flow) { screen -> any WebPage in
      switch screen {
      case .home(let home): NearbyHomePage(viewModel: home)
      case .list(let list): PlaceListPage(viewModel: list)
      case .place(let place): PlaceDetailPage(viewModel: place, photos: photos)
      }
    }
  }
}

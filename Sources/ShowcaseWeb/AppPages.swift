package import Cocktails
package import ExchangeRates
package import Gallery
import MVVMKit
package import MVVMKitNetworking
package import Meditation
package import Nearby
package import WebUI

/// Every app's pages in the browser: for each app's flow, the switch from each of its screens to
/// the page that shows it, over the same view models as the terminal's.
package enum AppPages {
  /// The web pages of `flow`'s routes, bottom first, which follow it from now on: the switch from
  /// each screen of the app to its page.
  @MainActor
  package static func pages(of flow: CocktailsFlow, pictures: ImageLoader?) -> [any WebPage] {
    FlowViews.pages(of: flow) { screen -> any WebPage in
      switch screen {
      case .search(let search): CocktailSearchPage(viewModel: search, pictures: pictures)
      case .drink(let drink): DrinkDetailPage(viewModel: drink, pictures: pictures)
      }
    }
  }

  /// The web pages of `flow`'s routes, bottom first, which follow it from now on: the switch from
  /// each screen of the app to its page.
  @MainActor
  package static func pages(of flow: RatesFlow) -> [any WebPage] {
    FlowViews.pages(of: flow) { screen -> any WebPage in
      switch screen {
      case .rates(let rates): RatesPage(viewModel: rates)
      case .history(let history): RateHistoryPage(viewModel: history)
      }
    }
  }

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

  /// The web pages of `flow`'s routes, bottom first, which follow it from now on: the switch from
  /// each screen of the app to its page.
  @MainActor
  package static func pages(of flow: MeditationFlow) -> [any WebPage] {
    FlowViews.pages(of: flow) { screen -> any WebPage in
      switch screen {
      case .home(let home): MeditationHomePage(viewModel: home)
      case .session(let session): SessionPage(viewModel: session)
      case .summary(let home): SessionSummaryPage(viewModel: home)
      }
    }
  }

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

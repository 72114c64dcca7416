package import Cocktails
import MVVMKit
package import MVVMKitNetworking
package import WebUI

/// The Cocktails app in the browser: the page that shows each screen of its flow.
package enum CocktailsPages {
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
}

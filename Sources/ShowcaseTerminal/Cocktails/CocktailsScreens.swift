package import Cocktails
package import ImageDecoding
import MVVMKit
package import TerminalUI

/// The Cocktails app in the terminal: the screen that shows each screen of its flow.
package enum CocktailsScreens {
  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on: the
  /// switch from each screen of the app to its view.
  @MainActor
  package static func screens(of flow: CocktailsFlow, images: ImageStore?) -> [any TerminalScreen] {
    FlowViews.screens(of: flow) { screen in
      switch screen {
      case .search(let search): CocktailSearchScreen(viewModel: search, images: images)
      case .drink(let drink): DrinkDetailScreen(viewModel: drink, images: images)
      }
    }
  }
}

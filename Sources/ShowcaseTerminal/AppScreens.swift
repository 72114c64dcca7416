package import Cocktails
package import ExchangeRates
package import Gallery
package import ImageDecoding
import MVVMKit
package import Meditation
package import Nearby
package import TerminalUI

/// Every app's screens in the terminal: for each app's flow, the switch from each of its screens
/// to the terminal screen that shows it. Screens are layout and key bindings; where a user goes
/// is the flow's.
package enum AppScreens {
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

  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on: the
  /// switch from each screen of the app to its view.
  @MainActor
  package static func screens(of flow: RatesFlow) -> [any TerminalScreen] {
    FlowViews.screens(of: flow) { screen in
      switch screen {
      case .rates(let rates): RatesScreen(viewModel: rates)
      case .history(let history): RateHistoryScreen(viewModel: history)
      }
    }
  }

  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on (their
  /// images in `images`; the list's cursor on `photo`, when given): the switch from each screen
  /// of the app to its view.
  @MainActor
  package static func screens(of flow: GalleryFlow, images: ImageStore, selecting photo: Int? = nil)
    -> [any TerminalScreen]
  {
    let screens = FlowViews.screens(of: flow) { screen -> any TerminalScreen in
      switch screen {
      case .popular(let popular):
        PopularScreen(viewModel: popular, images: images, alerts: flow.alerts)
      case .photo(let photo, let saving):
        PhotoDetailScreen(viewModel: photo, images: images, saving: saving)
      }
    }
    if let photo { (screens.first as? PopularScreen)?.select(photo) }
    return screens
  }

  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on: the
  /// switch from each screen of the app to its view.
  @MainActor
  package static func screens(of flow: MeditationFlow) -> [any TerminalScreen] {
    FlowViews.screens(of: flow) { screen in
      switch screen {
      case .home(let home): MeditationHomeScreen(viewModel: home)
      case .session(let session): SessionScreen(viewModel: session)
      case .summary(let home): SessionSummaryScreen(viewModel: home)
      }
    }
  }

  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on (the
  /// places' photos from `images`): the switch from each screen of the app to its view.
  @MainActor
  package static func screens(of flow: NearbyFlow, images: ImageStore?) -> [any TerminalScreen] {
    FlowViews.screens(of: flow) { screen -> any TerminalScreen in
      switch screen {
      case .home(let home): NearbyHomeScreen(viewModel: home)
      case .list(let list): PlaceListScreen(viewModel: list)
      case .place(let place): PlaceDetailScreen(viewModel: place, images: images)
      }
    }
  }
}

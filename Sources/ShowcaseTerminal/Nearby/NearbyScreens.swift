package import ImageDecoding
import MVVMKit
package import Nearby
package import TerminalUI

/// The Nearby app in the terminal: the screen that shows each screen of its flow.
package enum NearbyScreens {
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

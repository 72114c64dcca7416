package import Gallery
package import ImageDecoding
import MVVMKit
package import TerminalUI

/// The Gallery app in the terminal: the screen that shows each screen of its flow.
package enum GalleryScreens {
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
}

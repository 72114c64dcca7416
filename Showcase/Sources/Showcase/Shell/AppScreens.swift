import Gallery
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import ShowcaseTerminal
import TerminalUI

/// Every app's screens in the terminal.
enum AppScreens {
  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on; their
  /// pictures from `images`.
  @MainActor
  static func screens(of flow: some ShowcaseFlow, images: ImageStore? = nil) -> [any TerminalScreen]
  {
    FlowViews.screens(of: flow) { flow.views(of: $0).terminal(images) }
  }

  /// The Gallery's screens, as ``screens(of:images:)`` makes them, with the list's cursor on
  /// `photo` when given.
  @MainActor
  static func screens(of flow: GalleryFlow, images: ImageStore, selecting photo: String?)
    -> [any TerminalScreen]
  {
    let screens = screens(of: flow, images: images)
    if let photo { (screens.first as? PopularScreen)?.select(photo) }
    return screens
  }

  /// The store the terminal draws the pictures of `loader` from, in the colours the environment
  /// allows (`NO_COLOR`, `COLORTERM`).
  @MainActor
  static func imageStore(_ loader: ImageLoader) -> ImageStore {
    ImageStore(loader: loader, colors: .from(environment: ShowcaseEnvironment.current))
  }
}

import Foundation
import Gallery
import MVVMKit
import MVVMKitNetworking
import WebUI

/// A photo's picture as the button of one of its actions: on the detail it shows the photo
/// alone, alone it goes back to the detail.
@MainActor
enum PhotoPictureHTML {
  /// The picture at `url` of `viewModel`'s photo, loaded by `loader`, as the button of `action`
  /// named `label`, in the class `className`.
  static func button(
    _ action: ScreenAction, of viewModel: PhotoDetailViewModel, url: URL, className: String,
    label: String, loader: ImageLoader, in context: RegionContext
  ) -> HTML {
    HTML.action(action, keys: .gallery, className: className, label: label, in: context) {
      HTML.element(
        "img",
        [
          "src": context.image(url) { url in try await loader.data(for: url) },
          "alt": viewModel.title, "id": "photo",
        ])
    }
  }
}

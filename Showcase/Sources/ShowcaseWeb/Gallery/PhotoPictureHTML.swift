import Gallery
import MVVMKit
import WebUI

/// A photo's picture as the button of one of its actions: on the detail it shows the photo
/// alone, alone it goes back to the detail.
@MainActor
enum PhotoPictureHTML {
  /// `viewModel`'s photo, served at `picture`, as the button of `action` named `label`, in the
  /// class `className`.
  static func button(
    _ action: ScreenAction, of viewModel: PhotoDetailViewModel, picture: String,
    className: String, label: String, in context: RegionContext
  ) -> HTML {
    HTML.action(action, keys: .gallery, className: className, label: label, in: context) {
      HTML.element(
        "img",
        [
          "src": picture,
          "alt": viewModel.title, "id": "photo",
        ])
    }
  }
}

package import Gallery
package import MVVMKit
package import WebUI

/// A photo alone in the browser, as large as the window allows, keeping its aspect ratio: ← and
/// → go along the feed, a click or Enter goes back to its detail.
package final class FullScreenPhotoPage: PageOf<PhotoDetailViewModel>, ViewModelPage {
  package var title: String { viewModel.title }

  package var regions: [WebRegion] { [region("alone") { $0.photo }] }

  package var actions: [ScreenAction] { viewModel.fullScreenActions }
  package var actionKeys: ActionKeys { .gallery }

  private func photo(_ context: RegionContext) -> HTML {
    let retry = retryAction(in: context)
    guard let picture = context.image(viewModel.imageURL, from: images) else {
      return HTML {
        HTML.element("h1") { viewModel.title }
        HTML.placeholder(
          for: viewModel.status, hasContent: false, loading: viewModel.photoLoadingText,
          retry: retry) ?? HTML()
      }
    }
    return HTML.element("figure", ["class": "alone"]) {
      HTML.element("h1", ["class": "visually-hidden"]) { viewModel.title }
      for detail in viewModel.fullScreenActions where detail.id == "detail" {
        PhotoPictureHTML.button(
          detail, of: viewModel, picture: picture, className: "picture",
          label: "Back to the photo's details", in: context)
      }
      // Along the feed, over the photo's sides, as a lightbox has them.
      for action in viewModel.fullScreenActions {
        switch action.id {
        case "previous":
          HTML.element("span", ["class": "step previous"]) {
            HTML.action(
              action, keys: actionKeys, title: "‹", label: "The photo before", in: context)
          }
        case "next":
          HTML.element("span", ["class": "step next"]) {
            HTML.action(action, keys: actionKeys, title: "›", label: "The next photo", in: context)
          }
        default: HTML()
        }
      }
    }
  }
}

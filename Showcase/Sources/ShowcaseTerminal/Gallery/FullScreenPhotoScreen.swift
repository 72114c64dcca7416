package import Gallery
package import ImageDecoding
import MVVMKit
package import TerminalUI

/// A photo alone in the terminal, as large as the screen allows, keeping its aspect ratio: ←→ and
/// the wheel go along the feed, Enter or a click goes back to its detail.
package final class FullScreenPhotoScreen: ScreenOf<PhotoDetailViewModel>, ViewModelScreen {
  package let images: ImageStore

  package init(viewModel: PhotoDetailViewModel, images: ImageStore) {
    self.images = images
    super.init(viewModel: viewModel)
  }

  package var title: String { viewModel.title }

  package var bindings: [KeyBinding] {
    KeyBinding.actions(viewModel.fullScreenActions, keys: .gallery) + retryBindings
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    guard
      buffer.drawPlaceholder(
        for: viewModel.photo, loading: viewModel.photoLoadingText,
        retryHint: KeyBinding.retryHint(in: bindings), tick: tick, in: rect.inset(horizontal: 1))
        != nil
    else { return }
    // Every cell the frame gives the screen: no margin, no caption.
    buffer.addMouseTarget(
      MouseTarget(rect) { [weak self] in
        self?.backToDetail()
      } wheel: { [weak self] key in
        if key == .up { self?.viewModel.previousTapped() } else { self?.viewModel.nextTapped() }
      })
    guard buffer.images.showsPictures else {
      // Nothing to show: say why, rather than leave the screen blank.
      buffer.drawCentered("Pictures are off (--images none)", in: rect, style: .faint)
      return
    }
    images.keepLoading(only: Set([viewModel.imageURL].compactMap { $0 }))
    ImageView(store: images, url: viewModel.imageURL).draw(in: rect, on: &buffer, tick: tick)
  }

  private func backToDetail() {
    viewModel.fullScreenClosed()
  }
}

extension FullScreenPhotoScreen: ShowsImages {}

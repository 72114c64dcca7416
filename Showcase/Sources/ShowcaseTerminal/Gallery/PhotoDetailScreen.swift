import Foundation
package import Gallery
package import ImageDecoding
import MVVMKit
package import TerminalUI

/// A photo in the terminal: the image as large as fits, keeping its aspect ratio, and every fact
/// known of it, with its credit and licence; while the photo loads by its id, a placeholder.
package final class PhotoDetailScreen: ScreenOf<PhotoDetailViewModel>, ViewModelScreen {
  package let images: ImageStore

  /// What opens the photo's page in a browser.
  private let opener: LinkOpener

  package init(viewModel: PhotoDetailViewModel, images: ImageStore, opener: LinkOpener = .system())
  {
    self.images = images
    self.opener = opener
    super.init(viewModel: viewModel)
  }

  /// Loads the photo where it is not known yet; shows the flow's alerts (saving's licence
  /// alert) while on top.
  package func appeared() {
    viewModel.appeared()
    if let flowAlerts { showAlerts(from: flowAlerts) }
  }

  package var title: String { viewModel.title }

  /// Saving the photo (the view model's save action), where the screen has somewhere to save it:
  /// the screen shows what the last save did.
  private var saving: PhotoSaveViewModel? { viewModel.saving }

  package var bindings: [KeyBinding] {
    bindings(for: viewModel.actions, keys: .gallery, opener: opener) + retryBindings
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    var area = rect.inset(horizontal: 1)
    guard
      buffer.drawPlaceholder(
        for: viewModel.photo, loading: viewModel.photoLoadingText,
        retryHint: KeyBinding.retryHint(in: bindings), tick: tick, in: area) != nil
    else { return }
    if let notice = saving?.notice {
      // Where the last save went, on the bottom line.
      area = area.splitBottom(1).rest
      buffer.draw(
        notice, x: area.x, y: area.y + area.height, maxWidth: area.width,
        style: saving?.state == .saving ? .faint : .strong)
    }
    let facts = viewModel.facts
    let labelWidth = facts.map { DisplayWidth.of($0.label) }.max() ?? 0
    // The facts beside the image when the terminal is wide, under it when it is not; with
    // pictures off (`--images none`), from the top, with no room left for one.
    let showsPicture = buffer.images.showsPictures
    let wide = showsPicture && area.width >= 90
    let factsWidth = wide ? min(46, area.width / 2) : area.width
    var lines: [(String, String?)] = [(viewModel.title, nil)]
    if let description = viewModel.description {
      lines += wrap(description, width: min(factsWidth, readableLineWidth)).map { ($0, nil) }
    }
    lines.append(("", nil))
    lines += facts.map { ($0.label, $0.value) }
    if let attribution = viewModel.attribution {
      lines.append(("", nil))
      lines += wrap(attribution, width: min(factsWidth, readableLineWidth), breakingWords: true)
        .map { ($0, nil) }
    }
    let imageRect =
      if !showsPicture {
        Rect(x: area.x, y: area.y, width: area.width, height: 0)
      } else if wide {
        Rect(x: area.x, y: area.y, width: area.width - factsWidth - 2, height: area.height)
      } else {
        Rect(
          x: area.x, y: area.y, width: area.width, height: max(4, area.height - lines.count - 1))
      }
    // The wheel over the photo goes along the feed, as a swipe would; a click shows it alone.
    buffer.addMouseTarget(
      MouseTarget(imageRect) { [weak self] in
        self?.viewModel.fullScreenTapped()
      } wheel: { [weak self] key in
        if key == .up { self?.viewModel.previousTapped() } else { self?.viewModel.nextTapped() }
      })
    images.keepLoading(only: Set([viewModel.imageURL].compactMap { $0 }))
    ImageView(store: images, url: viewModel.imageURL).draw(
      in: imageRect, on: &buffer, tick: tick)
    let textX = wide ? area.x + area.width - factsWidth : area.x
    let textY = wide || !showsPicture ? area.y : imageRect.y + imageRect.height + 1
    for (index, line) in lines.enumerated() where textY + index < area.y + area.height {
      let y = textY + index
      if let value = line.1 {
        buffer.draw(line.0, x: textX, y: y, maxWidth: labelWidth, style: .faint)
        buffer.draw(
          value, x: textX + labelWidth + 2, y: y, maxWidth: factsWidth - labelWidth - 2)
      } else {
        buffer.draw(
          line.0, x: textX, y: y, maxWidth: factsWidth, style: index == 0 ? .strong : .plain)
      }
    }
  }
}

extension PhotoDetailScreen: ShowsImages {}

public import Foundation
public import TerminalUI

/// An image from an ``ImageStore`` in a rectangle: the picture, a spinner while it loads, or
/// "Image unavailable".
@MainActor
public struct ImageView {
  /// Where the image is loaded and kept.
  public let store: ImageStore
  /// The image's address; `nil` draws "Image unavailable".
  public let url: URL?

  /// The image at `url` from `store`, drawn in the store's colours.
  public init(store: ImageStore, url: URL?) {
    self.store = store
    self.url = url
  }

  /// Draws the image (or its state) in `rect` as the buffer draws pictures
  /// (``ScreenBuffer/images``); `tick` turns the spinner.
  public func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    guard !rect.isEmpty else { return }
    // Two pixels a cell, one above the other.
    let drawing =
      url.map { store.drawing(for: $0, columns: rect.width, rows: rect.height, as: buffer.images) }
      ?? (buffer.images.showsPictures ? .unavailable : .hidden)
    switch drawing {
    case .hidden:
      break
    case .picture(let picture):
      buffer.drawPicture(picture, in: rect)
    case .cells(let cells):
      buffer.drawImage(cells, in: rect)
    case .loading:
      buffer.fill(rect, with: "░", style: .faint)
      buffer.drawCentered(Spinner.frame(tick), in: rect, style: .faint)
    case .unavailable:
      buffer.fill(rect, with: " ", style: .plain)
      let lines = wrap("Image unavailable", width: max(1, rect.width))
      for (index, line) in lines.prefix(rect.height).enumerated() {
        buffer.draw(
          line, x: rect.x, y: rect.y + (rect.height - lines.count) / 2 + index,
          maxWidth: rect.width, style: .faint)
      }
    }
  }
}

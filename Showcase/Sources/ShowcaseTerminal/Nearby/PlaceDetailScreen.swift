import Foundation
package import ImageDecoding
import MVVMKit
package import Nearby
package import TerminalUI

/// A place in the terminal: what it is, its rating, price and hours, how far and which way, and a
/// map of it, the user and the other places of its type, north up; while the place loads by its
/// id, a placeholder.
package final class PlaceDetailScreen: ScreenOf<PlaceViewModel>, ViewModelScreen {
  /// What opens the place's links in a browser.
  private let opener: LinkOpener
  /// The place's photo, where the service serves photos.
  private let images: ImageStore?

  package init(
    viewModel: PlaceViewModel, images: ImageStore? = nil, opener: LinkOpener = .system()
  ) {
    self.images = images
    self.opener = opener
    super.init(viewModel: viewModel)
  }

  package var title: String { viewModel.title }

  /// The largest map drawn, in cells: enough to tell a few places apart, twice as wide as it is
  /// tall as cells are.
  static let largestMap = (width: 72, height: 28)

  package var bindings: [KeyBinding] {
    bindings(for: viewModel.actions, keys: .nearby, opener: opener) + retryBindings
  }

  /// The phone, website and the week's hours, or what stands for them: loading, the failure, or
  /// that there are none.
  private func contactLines() -> [(String, Style)] {
    switch viewModel.contactStatus {
    case .idle, .loading, .refreshing:
      return [(viewModel.contactLoadingText, .faint)]
    case .failed(let reason):
      let retry = KeyBinding.retryHint(in: bindings).map { " (\($0))" } ?? ""
      return [("✗ \(reason)\(retry)", Style.strong.foreground(.red))]
    case .empty(let message):
      return [(message, .faint)]
    case .loaded:
      guard let contact = viewModel.contact.value else { return [] }
      var lines: [(String, Style)] = []
      if let phone = contact.phone { lines.append(("☎ " + phone, .plain)) }
      if let website = contact.websiteText { lines.append(("⌂ " + website, .plain)) }
      if !contact.weeklyHours.isEmpty {
        lines.append(("Hours", .strong))
        lines += contact.weeklyHours.map { ("  " + $0, .plain) }
      }
      return lines
    }
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let area = rect.inset(horizontal: 1)
    guard
      let place = buffer.drawPlaceholder(
        for: viewModel.detail, loading: viewModel.placeLoadingText,
        retryHint: KeyBinding.retryHint(in: bindings), tick: tick, in: area)
    else { return }
    var lines: [(String, Style)] = [(place.name, .strong)]
    if !place.address.isEmpty { lines.append((place.address, .plain)) }
    if let status = place.businessStatus {
      lines.append((status, Style.strong.foreground(.red)))
    }
    lines.append(("", .plain))
    lines.append((place.rating, Style.plain.foreground(.yellow)))
    if let price = place.price { lines.append((price, .plain)) }
    let hoursStyle: Style =
      switch place.hours {
      case "Open now": Style.strong.foreground(.green)
      case "Closed": Style.strong.foreground(.red)
      default: .faint
      }
    lines.append((place.hours, hoursStyle))
    if let note = viewModel.hoursNote { lines.append((note, .faint)) }
    lines.append((place.distanceFromCentre, .plain))
    if !place.types.isEmpty { lines.append((place.types, .faint)) }
    lines.append(("", .plain))
    lines += contactLines()
    // The facts on the left and the map on the right when there is room; else the map below.
    let wide = area.width >= 80
    let factsWidth = wide ? min(44, area.width / 2) : area.width
    // A line longer than the column goes on over the next ones (the notes, an opening hour).
    lines = lines.flatMap { text, style in
      text.isEmpty ? [(text, style)] : wrap(text, width: factsWidth).map { ($0, style) }
    }
    for (index, line) in lines.enumerated() where index < area.height {
      buffer.draw(line.0, x: area.x, y: area.y + index, maxWidth: factsWidth, style: line.1)
    }
    // The photo under the facts, with the credit the Places API requires, where there is room.
    let photoTop = area.y + lines.count + 1
    let photoHeight = area.y + area.height - photoTop - 1
    if wide, let images, let url = place.photoURL, photoHeight >= 4 {
      images.keepLoading(only: [url])
      ImageView(store: images, url: url).draw(
        in: Rect(x: area.x, y: photoTop, width: factsWidth, height: photoHeight), on: &buffer,
        tick: tick)
      if let credit = place.photoCredit {
        buffer.draw(
          credit, x: area.x, y: photoTop + photoHeight, maxWidth: factsWidth, style: .faint)
      }
    }
    let room =
      wide
      ? Rect(
        x: area.x + factsWidth + 2, y: area.y, width: area.width - factsWidth - 2,
        height: area.height)
      : Rect(
        x: area.x, y: area.y + lines.count + 1, width: area.width,
        height: area.height - lines.count - 1)
    // A map sized to what it shows (a place and a few around it), not to the whole terminal.
    let map = Rect(
      x: room.x, y: room.y, width: min(room.width, Self.largestMap.width),
      height: min(room.height, Self.largestMap.height))
    guard map.height >= 5, map.width >= 20 else { return }
    buffer.drawBox(
      Rect(x: map.x, y: map.y, width: map.width, height: map.height - 1), title: "Map · north up",
      style: .faint)
    MapView(points: place.mapPoints).draw(
      in: map.inset(horizontal: 2, vertical: 1).splitBottom(1).rest, on: &buffer)
    let legend = "★ \(place.name)  ◉ \(place.centre)  · others"
    buffer.draw(
      legend, x: map.x + 1, y: map.y + map.height - 1, maxWidth: map.width - 1, style: .faint)
  }
}

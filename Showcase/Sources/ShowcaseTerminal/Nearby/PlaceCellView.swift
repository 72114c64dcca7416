import Nearby
import TerminalUI

/// A place on one line: its name (with what it is, in the hot picks), then distance, rating and,
/// where there is room, hours, lined up at the right of a line no wider than one reads at once:
/// on a wide terminal the facts stay beside the name, not a screen's width away.
@MainActor
struct PlaceCellView {
  let cell: PlaceCellViewModel

  /// The widest a place's line gets.
  static let readingWidth = 100

  func draw(in rect: Rect, isSelected: Bool, on buffer: inout ScreenBuffer) {
    let rect = Rect(
      x: rect.x, y: rect.y, width: min(rect.width, Self.readingWidth), height: rect.height)
    if isSelected { buffer.fill(rect, style: .inverted) }
    // The distance right-aligned and the rating after it, so both line up down a row; the hours
    // after them where the line is wide enough to keep the name whole beside them.
    let distance = String(repeating: " ", count: max(0, 7 - DisplayWidth.of(cell.distance)))
    let rating =
      cell.rating + String(repeating: " ", count: max(0, 16 - DisplayWidth.of(cell.rating)))
    let hours =
      rect.width >= 90
      ? "  " + cell.hours + String(repeating: " ", count: max(0, 13 - DisplayWidth.of(cell.hours)))
      : ""
    let facts = distance + cell.distance + "  " + rating + hours
    let factsWidth = DisplayWidth.of(facts)
    let name = (cell.caption.map { "\($0) · " } ?? "") + cell.name
    buffer.draw(
      name, x: rect.x, y: rect.y, maxWidth: max(1, rect.width - factsWidth - 2),
      style: isSelected ? Style.inverted.emphasized() : .plain)
    buffer.draw(
      facts, x: rect.x + max(0, rect.width - factsWidth), y: rect.y, maxWidth: rect.width,
      style: isSelected ? .inverted : .faint)
  }
}

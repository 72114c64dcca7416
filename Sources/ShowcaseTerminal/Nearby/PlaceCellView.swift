import Nearby
import TerminalUI

/// A place on one line: its name (with what it is, in the hot picks), then distance, rating and
/// hours, lined up at the right.
@MainActor
struct PlaceCellView {
  let cell: PlaceCellViewModel

  func draw(in rect: Rect, isSelected: Bool, on buffer: inout ScreenBuffer) {
    if isSelected { buffer.fill(rect, style: .inverted) }
    // The distance right-aligned and the rating after it, so both line up down a row.
    let distance = String(repeating: " ", count: max(0, 7 - DisplayWidth.of(cell.distance)))
    let rating =
      cell.rating + String(repeating: " ", count: max(0, 16 - DisplayWidth.of(cell.rating)))
    let facts = distance + cell.distance + "  " + rating
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

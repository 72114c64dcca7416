import Nearby
import TerminalUI

/// The one view for any home row of places (``PlaceRowRepresentable``): the title, then the row's
/// state, or its places one a line; for a pager, the page shown with its dots. The top places of
/// a type and the hot picks are different view models behind the same view.
@MainActor
struct PlaceRowView {
  let row: any PlaceRowRepresentable

  /// The places the user can move through in this row, in order.
  var cells: [PlaceCellViewModel] {
    guard case .places(let cells) = row.content else { return [] }
    if let page = row.page, cells.indices.contains(page.index) { return [cells[page.index]] }
    return cells
  }

  /// The lines the row takes: its title and one per cell (or its state).
  var height: Int { 1 + max(1, cells.count) }

  /// Draws the row at `y` in `rect`, the cell `selected` (if any) under the cursor.
  func draw(
    at y: Int, in rect: Rect, selected: Int?, retryHint: String?, tick: Int,
    on buffer: inout ScreenBuffer
  ) {
    var title = row.title
    if let page = row.page, page.count > 1 {
      title += "  " + (0..<page.count).map { $0 == page.index ? "●" : "○" }.joined(separator: " ")
    }
    var titleWidth = buffer.draw(title, x: rect.x, y: y, maxWidth: rect.width, style: .strong)
    if row.isRefreshing {
      titleWidth += buffer.draw(
        "  \(Spinner.frame(tick)) updating…", x: rect.x + titleWidth, y: y,
        maxWidth: rect.width - titleWidth, style: .faint)
    }
    if let note = row.note {
      buffer.draw(
        "  ! " + note, x: rect.x + titleWidth, y: y, maxWidth: rect.width - titleWidth,
        style: Style.strong.foreground(.yellow))
    }
    let line = Rect(x: rect.x + 2, y: y + 1, width: rect.width - 2, height: 1)
    switch row.content {
    case .loading:
      buffer.drawLoading("Loading…", tick: tick, in: line)
    case .failed(let message, let canRetry):
      let style = Style.strong.foreground(.red)
      let drawn = buffer.draw(
        "✗ " + message, x: line.x, y: line.y, maxWidth: line.width, style: style)
      if canRetry, selected != nil, let retryHint {
        buffer.draw(
          "  " + retryHint, x: line.x + drawn, y: line.y, maxWidth: line.width - drawn,
          style: .faint)
      }
    case .empty(let message):
      buffer.drawEmptyState(message, in: line)
    case .places:
      for (index, cell) in cells.enumerated() {
        PlaceCellView(cell: cell).draw(
          in: Rect(x: line.x, y: line.y + index, width: line.width, height: 1),
          isSelected: index == selected, on: &buffer)
      }
    }
  }
}

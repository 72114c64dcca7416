import Nearby
import TerminalUI

/// The one view for any home row (``HomeRowRepresentable``): the title, then the row's state, its
/// places one a line, or its categories as chips on one line; for a pager, the page shown with its
/// dots. The hot picks, the categories and the top places of a type are different view models
/// behind the same view.
@MainActor
struct PlaceRowView {
  let row: any HomeRowRepresentable

  /// The places the user can move through in this row, in order.
  var cells: [PlaceCellViewModel] { row.shownCells }

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
    let line = Self.firstLine(at: y, in: rect)
    switch row.content {
    case .loading:
      buffer.drawLoading(row.loadingText, tick: tick, in: line)
    case .failed(let message, let canRetry):
      let style = Style.strong.foreground(.red)
      let drawn = buffer.draw(
        "✗ " + message, x: line.x, y: line.y, maxWidth: line.width, style: style)
      // Every section that failed says how to retry: `r` retries it under the cursor, and every
      // failed one from anywhere else.
      if canRetry, let retryHint {
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
    case .categories(let categories):
      for (index, frame) in chipFrames(on: line).enumerated() {
        buffer.draw(
          Self.chip(categories[index]), x: frame.x, y: frame.y, maxWidth: frame.width,
          style: index == selected ? Style.inverted.emphasized() : Style.plain.foreground(.cyan))
      }
    }
  }

  /// Where each category's chip is on `line`, for a row of categories: side by side, a space
  /// apart, as many as start on the line (the last one cut at its end).
  func chipFrames(on line: Rect) -> [Rect] {
    guard case .categories(let categories) = row.content else { return [] }
    var frames: [Rect] = []
    var x = line.x
    for category in categories where x < line.x + line.width {
      let width = min(DisplayWidth.of(Self.chip(category)), line.x + line.width - x)
      frames.append(Rect(x: x, y: line.y, width: width, height: 1))
      x += width + 1
    }
    return frames
  }

  /// The line under the title, where a row's cells or state go.
  static func firstLine(at y: Int, in rect: Rect) -> Rect {
    Rect(x: rect.x + 2, y: y + 1, width: rect.width - 2, height: 1)
  }

  private static func chip(_ category: CategoryCellViewModel) -> String {
    "[ \(category.title) ]"
  }
}

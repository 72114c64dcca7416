import ImageDecoding
import MVVMKit
package import Nearby
package import TerminalUI

/// The places of one type: distance, rating and hours, sorted by distance or rating, with the
/// next page loaded on request (or by moving past the last place).
package final class PlaceListScreen: ScreenOf<PlaceListViewModel>, ViewModelScreen {

  private var list = SelectableList<String>()
  /// Open now and the keyword.
  private lazy var filterBar = PlaceFilterBar(viewModel)

  package var title: String { viewModel.title }

  package var isEditingText: Bool { filterBar.isEditing }

  package func handleText(_ key: Key) -> Bool {
    filterBar.handleText(key)
  }

  package var bindings: [KeyBinding] {
    if filterBar.isEditing { return filterBar.bindings }
    return KeyBinding.choosing { [weak self] in
      self?.viewModel.openSelected()
    } move: { [weak self] key in
      self?.move(key)
    }
      + KeyBinding.actions(viewModel.actions, keys: .nearby) + filterBar.bindings + retryBindings
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let area = rect.inset(horizontal: 1)
    buffer.draw(viewModel.title, x: area.x, y: area.y, maxWidth: area.width, style: .strong)
    let summary = viewModel.summary
    buffer.draw(
      summary, x: area.x + max(0, area.width - DisplayWidth.of(summary)), y: area.y,
      maxWidth: area.width, style: .faint)
    let filterLines = filterBar.draw(
      note: viewModel.openNowNote, in: area.rows(from: area.y + 1), on: &buffer)
    if filterLines == 0, let note = viewModel.unreadableNote {
      buffer.drawNotices(
        [note], in: Rect(x: area.x, y: area.y + 1, width: area.width, height: 1), linesEach: 1)
    }
    var bottom = area.y + area.height
    if let note = viewModel.sourceNote {
      bottom -= 1
      buffer.draw(note, x: area.x, y: bottom, maxWidth: area.width, style: .faint)
    }
    let body = Rect(x: area.x, y: area.y + 2, width: area.width, height: bottom - area.y - 2)
    guard
      buffer.drawPlaceholder(
        for: viewModel.places, loading: viewModel.placesLoadingText,
        empty: viewModel.emptyMessage, isEmpty: \.isEmpty,
        retryHint: KeyBinding.retryHint(in: bindings), tick: tick, in: body) != nil
    else { return }
    drawRows(in: body, on: &buffer, tick: tick)
  }

  private func drawRows(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let rows = viewModel.rows
    // The view model's selection, where it was on screen when the rows change.
    list.follow(viewModel, among: rows.map(\.id))
    let table = Table(
      columns: [
        .init("Name", flexible: 40), .init("Distance", alignment: .right), .init("Rating"),
        .init("Hours"),
      ],
      rows: rows.map { [$0.name, $0.distance, $0.rating, $0.hours] }, width: rect.width)
    table.drawHeader(on: &buffer, x: rect.x, y: rect.y, style: .strong)
    // Under the rows: where the list is, and the next page's state.
    let shown = list.layout(visibleRows: rect.height - 3)
    // A tall terminal is filled: pages load until the rows fill it (and again when it grows).
    viewModel.roomChanged(to: rect.height - 3)
    let select: @MainActor (Int) -> Void = { [weak self] index in
      if rows.indices.contains(index) { self?.viewModel.select(rows[index].id) }
    }
    let open: @MainActor () -> Void = { [weak self] in self?.viewModel.openSelected() }
    for (offset, index) in shown.enumerated() {
      let y = rect.y + 1 + offset
      table.drawRow(
        index, on: &buffer, x: rect.x, y: y, maxWidth: rect.width,
        isSelected: index == list.selection)
      buffer.addMouseTarget(
        .choice(
          Rect(x: rect.x, y: y, width: rect.width, height: 1), index: index,
          isSelected: index == list.selection, select: select, open: open))
    }
    let footerY = rect.y + 1 + shown.count
    buffer.drawPagingFooter(
      viewModel.paging, position: rows.count > shown.count ? list.position() : nil,
      moreHint: "m for more", retryHint: KeyBinding.retryHint(in: bindings), tick: tick,
      in: Rect(x: rect.x, y: footerY, width: rect.width, height: 1))
  }

  /// Moves the list's cursor, and tells the view model where it is; past the last place, the
  /// next page loads.
  private func move(_ key: Key) {
    if list.move(key, selectingIn: viewModel) == .pastEnd, viewModel.hasMore {
      viewModel.loadMoreTapped()
    }
  }
}

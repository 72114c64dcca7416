import ImageDecoding
import MVVMKit
package import Nearby
package import TerminalUI

/// The Nearby home in the terminal: the hot picks pager, the categories, and a row of top places
/// per type, each section with its own loading, error and empty state. ↑↓ move through everything
/// that can be chosen; ←→ page the hot picks and move among the categories.
@MainActor
package final class NearbyHomeScreen: ScreenOf<NearbyHomeViewModel>, ViewModelScreen {

  /// What the cursor can be on.
  private enum Item: Hashable {
    case hotPick
    case category(Int)
    case row(Int)
    case place(row: Int, index: Int)
  }

  private var cursor = Item.hotPick {
    didSet {
      if case .category(let index) = cursor { chosenCategory = index }
    }
  }
  /// The chip last chosen: ↑↓ come back to it on the categories' line.
  private var chosenCategory = 0
  private var firstLine = 0
  /// How many lines a page key moves: the height last drawn, less two for context.
  private var pageLines = 10
  /// Open now and the keyword.
  private lazy var filterBar = PlaceFilterBar(viewModel)

  package var title: String { "Nearby" }

  package var isEditingText: Bool { filterBar.isEditing }

  package func handleText(_ key: Key) -> Bool {
    filterBar.handleText(key)
  }

  package var bindings: [KeyBinding] {
    if filterBar.isEditing { return filterBar.bindings }
    var bindings = [
      KeyBinding([.up, .down, .character("k"), .character("j")], "↑↓", "move") { [weak self] key in
        self?.move(by: key == .up || key == .character("k") ? -1 : 1)
      }
    ]
    // Enter only where it does something: it opens a place or a list, and retries a failed row.
    let enter: String? =
      switch cursor {
      case .hotPick: PlaceRowView(row: viewModel.hotPicks).cells.isEmpty ? nil : "open"
      case .category, .place: "open"
      case .row(let row):
        viewModel.rows.indices.contains(row) && viewModel.rows[row].hasFailed
          ? "retry" : nil
      }
    if let enter {
      bindings.insert(KeyBinding([.enter], "Enter", enter) { [weak self] in self?.open() }, at: 0)
    }
    // ←→ only where they do something: the hot picks' pages, and along the categories.
    let pages =
      switch cursor {
      case .hotPick: (viewModel.hotPicks.page?.count ?? 0) > 1 ? "page" : nil
      case .category: "category"
      default: String?.none
      }
    if let pages {
      bindings.append(
        KeyBinding([.left, .right, .character("h"), .character("l")], "←→", pages) {
          [weak self] key in self?.page(by: key == .left || key == .character("h") ? -1 : 1)
        })
    }
    bindings += [
      KeyBinding([.home, .character("g")], "Home", "top", isInStatusBar: false) { [weak self] in
        self?.cursor = .hotPick
      },
      KeyBinding([.end, .character("G")], "End", "bottom", isInStatusBar: false) { [weak self] in
        self?.move(by: Int.max / 2)
      },
      KeyBinding([.pageUp, .pageDown], "PgUp/PgDn", "page", isInStatusBar: false) {
        [weak self] key in
        guard let self else { return }
        move(by: key == .pageUp ? -pageLines : pageLines)
      },
    ]
    bindings += KeyBinding.actions(viewModel.actions, keys: .nearby) + filterBar.bindings
    if viewModel.hasFailure { bindings.append(.retry { [weak self] in self?.retry() }) }
    bindings.append(.reload("refresh") { [weak self] in self?.viewModel.refreshTapped() })
    return bindings
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let area = rect.inset(horizontal: 1)
    buffer.draw(
      viewModel.searchArea ?? "Places nearby", x: area.x, y: area.y, maxWidth: area.width,
      style: .strong)
    _ = filterBar.draw(
      note: viewModel.filterSummary, in: area.rows(from: area.y + 1), on: &buffer)
    var bottom = area.y + area.height
    if let note = viewModel.openNowNote ?? viewModel.sourceNote {
      bottom -= 1
      buffer.draw(note, x: area.x, y: bottom, maxWidth: area.width, style: .faint)
    }
    let body = Rect(x: area.x, y: area.y + 2, width: area.width, height: bottom - area.y - 2)
    guard
      buffer.drawPlaceholder(
        for: viewModel.location, loading: "Finding where you are…",
        retryHint: KeyBinding.retryHint(in: bindings), tick: tick, in: body) != nil
    else { return }
    drawSections(in: body, on: &buffer, tick: tick)
  }

  // MARK: Drawing

  /// The sections one under another, scrolled so the cursor's line is in view.
  private func drawSections(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let items = self.items
    if !items.contains(cursor) { cursor = items.first ?? .hotPick }
    let hotPicks = PlaceRowView(row: viewModel.hotPicks)
    let rows = viewModel.rows.map { PlaceRowView(row: $0) }
    // Where each section starts, relative to the top of the content, and the cursor's line.
    let categoriesTop = hotPicks.height + 1
    var rowTops: [Int] = []
    var top = categoriesTop + 3
    for row in rows {
      rowTops.append(top)
      top += row.height + 1
    }
    top -= 1  // the gap after the last row is not content: no "↓ more" for it
    pageLines = max(1, rect.height - 2)
    let cursorLine: Int =
      switch cursor {
      case .hotPick: 1
      case .category: categoriesTop + 1
      case .row(let row): rowTops[row] + 1
      case .place(let row, let index): rowTops[row] + 1 + index
      }
    // When it all does not fit, the last line says there is more.
    let visible = top > rect.height ? rect.height - 1 : rect.height
    if cursorLine < firstLine + 1 { firstLine = max(0, cursorLine - 1) }
    if cursorLine >= firstLine + visible { firstLine = cursorLine - visible + 1 }
    if cursor == .hotPick { firstLine = 0 }
    var canvas = ScreenBuffer(width: rect.width, height: top)
    let full = Rect(x: 0, y: 0, width: rect.width, height: top)
    let retryHint = KeyBinding.retryHint(in: bindings)
    hotPicks.draw(
      at: 0, in: full, selected: cursor == .hotPick ? 0 : nil, retryHint: retryHint, tick: tick,
      on: &canvas)
    let categories = PlaceRowView(row: viewModel.categories)
    let chosen: Int? = if case .category(let index) = cursor { index } else { nil }
    categories.draw(
      at: categoriesTop, in: full, selected: chosen, retryHint: nil, tick: tick, on: &canvas)
    let chips = categories.chipFrames(on: PlaceRowView.firstLine(at: categoriesTop, in: full))
    // Where each item is on the canvas, for the mouse.
    var places: [(item: Item, rect: Rect)] = [
      (.hotPick, Rect(x: 0, y: 1, width: rect.width, height: max(1, hotPicks.height - 1)))
    ]
    places += chips.enumerated().map { (.category($0.offset), $0.element) }
    for (index, row) in rows.enumerated() {
      let lines =
        row.cells.isEmpty
        ? [Item.row(index)] : row.cells.indices.map { Item.place(row: index, index: $0) }
      places += lines.enumerated().map { line, item in
        (item, Rect(x: 0, y: rowTops[index] + 1 + line, width: rect.width, height: 1))
      }
    }
    for (index, row) in rows.enumerated() {
      let selected: Int? =
        switch cursor {
        case .row(index): 0
        case .place(index, let place): place
        default: nil
        }
      row.draw(
        at: rowTops[index], in: full, selected: selected, retryHint: retryHint, tick: tick,
        on: &canvas)
    }
    for line in 0..<min(visible, max(0, top - firstLine)) {
      for column in 0..<rect.width {
        buffer[rect.x + column, rect.y + line] = canvas[column, firstLine + line]
      }
    }
    if top - firstLine > visible {
      buffer.draw("↓ more", x: rect.x, y: rect.y + rect.height - 1, style: .faint)
    }
    let shownLines = Rect(x: rect.x, y: rect.y, width: rect.width, height: visible)
    for (item, place) in places {
      let onScreen = Rect(
        x: rect.x + place.x, y: rect.y + place.y - firstLine, width: place.width,
        height: place.height
      ).intersection(shownLines)
      buffer.addMouseTarget(
        .choice(onScreen, isSelected: cursor == item) { [weak self] in
          self?.cursor = item
        } open: {
          [weak self] in
          self?.open()
        })
    }
  }

  // MARK: Keys

  /// Everything the cursor can be on, top to bottom.
  private var items: [Item] {
    var items: [Item] = [.hotPick]
    items += viewModel.categories.cells.indices.map { .category($0) }
    for (index, row) in viewModel.rows.enumerated() {
      let count = PlaceRowView(row: row).cells.count
      items += count == 0 ? [.row(index)] : (0..<count).map { .place(row: index, index: $0) }
    }
    return items
  }

  private func move(by step: Int) {
    // For ↑↓ the categories are one line, entered at the chip last chosen; ←→ move along it.
    let chip = Item.category(min(chosenCategory, max(0, viewModel.categories.cells.count - 1)))
    let items = self.items.filter { item in
      if case .category = item { return item == chip }
      return true
    }
    let current: Item = if case .category = cursor { chip } else { cursor }
    guard let index = items.firstIndex(of: current) else { return cursor = .hotPick }
    // A step past either end stops there (End, PgDn near the bottom).
    cursor = items[min(max(0, index + step), items.count - 1)]
  }

  private func page(by step: Int) {
    switch cursor {
    case .hotPick:
      if step > 0 { viewModel.hotPicks.nextPage() } else { viewModel.hotPicks.previousPage() }
    case .category(let index):
      cursor = .category(min(viewModel.categories.cells.count - 1, max(0, index + step)))
    default:
      return
    }
  }

  private func open() {
    switch cursor {
    case .hotPick:
      if let cell = PlaceRowView(row: viewModel.hotPicks).cells.first {
        viewModel.hotPicks.cellSelected(cell.id)
      }
    case .category(let index):
      let categories = viewModel.categories
      if categories.cells.indices.contains(index) {
        categories.cellSelected(categories.cells[index].id)
      }
    case .row(let row):
      viewModel.rows[row].retryTapped()
    case .place(let row, let index):
      let cells = PlaceRowView(row: viewModel.rows[row]).cells
      if cells.indices.contains(index) { viewModel.rows[row].cellSelected(cells[index].id) }
    }
  }

  /// Retries the failed section under the cursor, else every failed section (or the location).
  private func retry() {
    guard viewModel.location.value != nil else { return viewModel.retryTapped() }
    let row: Int? =
      switch cursor {
      case .row(let row), .place(let row, _): row
      default: nil
      }
    if let row, viewModel.rows[row].hasFailed {
      viewModel.rows[row].retryTapped()
    } else {
      viewModel.retryFailedTypes()
    }
  }
}

extension TopPlacesRowViewModel {
  /// Whether the row shows its failure (not places kept from before).
  fileprivate var hasFailed: Bool {
    if case .failed = content { true } else { false }
  }
}

import MVVMKit
package import Nearby
package import TerminalUI

/// The Nearby home in the terminal: the hot picks pager, the categories, and a row of top places
/// per type, each section with its own loading, error and empty state. The cursor is the view
/// model's: ↑↓ move it through everything that can be chosen; ←→ page the hot picks and move
/// among the categories.
package final class NearbyHomeScreen: ScreenOf<NearbyHomeViewModel>, ViewModelScreen {
  /// The first line of the home on screen: scrolled the least that shows the cursor's line.
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
        self?.viewModel.moveSelection(by: key == .up || key == .character("k") ? -1 : 1)
      }
    ]
    // Enter only where it does something: it opens a place or a list, and retries a failed row.
    if let choice = viewModel.selectedItemChoice {
      bindings.insert(
        KeyBinding([.enter], "Enter", choice.rawValue) { [weak self] in
          self?.viewModel.selectedItemChosen()
        }, at: 0)
    }
    // ←→ only where they do something: the hot picks' pages, and along the categories (a type's
    // places are one a line here: ↑↓ move through them).
    let along =
      switch viewModel.selectedItem {
      case .hotPick: (viewModel.hotPicks.page?.count ?? 0) > 1 ? "page" : nil
      case .category: "category"
      case .place, .row: String?.none
      }
    if let along {
      bindings.append(
        KeyBinding([.left, .right, .character("h"), .character("l")], "←→", along) {
          [weak self] key in
          self?.viewModel.moveAlong(by: key == .left || key == .character("h") ? -1 : 1)
        })
    }
    bindings += [
      KeyBinding([.home, .character("g")], "Home", "top", isInStatusBar: false) { [weak self] in
        self?.viewModel.select(.hotPick)
      },
      KeyBinding([.end, .character("G")], "End", "bottom", isInStatusBar: false) { [weak self] in
        self?.viewModel.moveSelection(by: .max)
      },
      KeyBinding([.pageUp, .pageDown], "PgUp/PgDn", "page", isInStatusBar: false) {
        [weak self] key in
        guard let self else { return }
        viewModel.moveSelection(by: key == .pageUp ? -pageLines : pageLines)
      },
    ]
    bindings += KeyBinding.actions(viewModel.actions, keys: .nearby) + filterBar.bindings
    if viewModel.hasFailure {
      bindings.append(.retry { [weak self] in self?.viewModel.retrySelected() })
    }
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
    let cursor = viewModel.selectedItem
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
      case .row(let type): rowTops[row(of: type)] + 1
      case .place(let type, let id):
        rowTops[row(of: type)] + 1 + (rows[row(of: type)].cells.firstIndex { $0.id == id } ?? 0)
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
    let chosen: Int? =
      if case .category(let type) = cursor { PlaceType.allCases.firstIndex(of: type) } else { nil }
    categories.draw(
      at: categoriesTop, in: full, selected: chosen, retryHint: nil, tick: tick, on: &canvas)
    let chips = categories.chipFrames(on: PlaceRowView.firstLine(at: categoriesTop, in: full))
    // Where each item is on the canvas, for the mouse.
    var places: [(item: HomeItem, rect: Rect)] = [
      (.hotPick, Rect(x: 0, y: 1, width: rect.width, height: max(1, hotPicks.height - 1)))
    ]
    places += zip(PlaceType.allCases, chips).map { (.category($0), $1) }
    for (index, row) in viewModel.rows.enumerated() {
      places += viewModel.items(of: row).enumerated().map { line, item in
        (item, Rect(x: 0, y: rowTops[index] + 1 + line, width: rect.width, height: 1))
      }
    }
    for (index, row) in rows.enumerated() {
      let type = viewModel.rows[index].type
      let selected: Int? =
        switch cursor {
        case .row(type): 0
        case .place(type, let id): row.cells.firstIndex { $0.id == id }
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
          self?.viewModel.select(item)
        } open: {
          [weak self] in
          self?.viewModel.selectedItemChosen()
        })
    }
  }

  /// The index of the row of `type` among the home's rows (in type order).
  private func row(of type: PlaceType) -> Int {
    viewModel.rows.firstIndex { $0.type == type } ?? 0
  }
}

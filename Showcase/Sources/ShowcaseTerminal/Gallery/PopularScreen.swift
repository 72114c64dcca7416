import Foundation
package import Gallery
package import ImageDecoding
package import MVVMKit
package import TerminalUI

/// The photos' list in the terminal: the topics named on top (Tab to the next), the search field
/// under them (`/`, then Enter searches), then a thumbnail, the title, the author, the licence and
/// source, and the description line per photo; the next page loads as the selection nears the
/// end, and each topic and search keeps its place. It shows the alerts the app's flow asks for.
package final class PopularScreen: ScreenOf<PopularViewModel>, ViewModelScreen {
  /// A cell's size in `body`: a thumbnail twice as wide as it is tall (cells are about twice as
  /// tall as wide), 4 rows at the least and more as the terminal grows (8 at 200x60, so that six
  /// photos are still shown), and a blank line under it.
  static func cellSize(in body: Rect) -> (height: Int, thumbnailWidth: Int) {
    let thumbnailRows = min(12, max(4, body.height / 7))
    return (thumbnailRows + 1, thumbnailRows * 2)
  }

  /// How many photos a row of the grid holds in `width` columns: one per 58 columns and a gap (a
  /// thumbnail and its text), so three at 200 columns, two at 120, one at 80.
  static func columns(forWidth width: Int) -> Int {
    max(1, (width + 2) / 60)
  }

  package let images: ImageStore
  private var list = SelectableList<String>()
  /// The search field (its words the view model's draft), and whether it has the keys.
  private var field = TextFieldState()
  private var isSearching = false
  /// The grid as last drawn: its photos a row, and the rows it shows.
  private var columns = 1
  private var visibleRows = 1
  /// The first row of the grid shown.
  private var firstRow = 0
  /// Whether End was pressed while pages were still to load: each page that comes is followed.
  private var isGoingToTheEnd = false

  /// The alerts the app's flow asks for, shown over the screen.
  private let alerts: EventQueue<FlowAlert>

  package init(viewModel: PopularViewModel, images: ImageStore, alerts: EventQueue<FlowAlert>) {
    self.images = images
    self.alerts = alerts
    super.init(viewModel: viewModel)
  }

  /// Loads the first page, and shows the flow's alerts while it is on top (one that came before
  /// the screen was shown, at once).
  package func appeared() {
    viewModel.appeared()
    showAlerts(from: alerts)
  }

  package var title: String { viewModel.title }

  package var bindings: [KeyBinding] {
    if isSearching {
      return [
        .typing("search"),
        KeyBinding([.enter], "Enter", "search") { [weak self] in self?.submitSearch() },
        KeyBinding([.escape], "Esc", "leave field") { [weak self] in self?.leaveField() },
      ]
        // Tab leaves the field for the next topic, as it does from the photos.
        + KeyBinding.actions(
          viewModel.actions.filter { $0.id == "next-topic" }, keys: .gallery
        ) { [weak self] _ in self?.leftFieldForTopic() }
    }
    // Nothing to open or move through until the first photos are in.
    var bindings =
      viewModel.rows.isEmpty
      ? []
      : KeyBinding.choosing(horizontal: columns > 1) { [weak self] in
        self?.open()
      } move: { [weak self] key in
        self?.move(key)
      }
    bindings += retryBindings
    bindings += KeyBinding.actions(viewModel.actions, keys: .gallery) { [weak self] _ in
      self?.followFeed()
    }
    bindings.append(
      KeyBinding([.character("/")], "/", "search") { [weak self] in self?.isSearching = true })
    if viewModel.pageCount > 0 || viewModel.photos.failure != nil {
      // The list follows the photos by id: the one selected stays selected if it is still there.
      bindings.append(.reload { [weak self] in self?.viewModel.reloadTapped() })
    }
    return bindings
  }

  /// Whether the search field has the keys.
  package var isEditingText: Bool { isSearching }

  /// Edits the search field; Enter searches (see ``bindings``).
  package func handleText(_ key: Key) -> Bool {
    guard isSearching, key != .enter, key != .escape, key != .tab, field.handle(key) else {
      return false
    }
    viewModel.searchTextChanged(field.text)
    return true
  }

  /// The first of the feeds' titles, `widths` wide, to draw in a row `width` wide, two columns
  /// apart: 0 when the title at `shown` fits from there, else the first from which it does after
  /// a "…" and its gap (the title shown alone, cut, when nothing else fits).
  static func firstShown(widths: [Int], through shown: Int?, in width: Int) -> Int {
    guard let shown else { return 0 }
    var first = 0
    while first < shown {
      let marker = first > 0 ? 3 : 0
      let row = widths[first...shown].reduce(0) { $0 + $1 + 2 } - 2
      if marker + row <= width { break }
      first += 1
    }
    return first
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let area = rect.inset(horizontal: 1)
    // The topics and the search shown, the one shown marked; each clickable. Where they do not
    // all fit, the row starts late enough to show the one shown, after "…".
    var titleWidth = 0
    let feeds =
      viewModel.topics.map { (PhotoFeed.topic($0.id), $0.title) }
      + (viewModel.searchText.map { [(PhotoFeed.search($0), viewModel.title)] } ?? [])
    let labels = feeds.map { feed, title in feed == viewModel.feed ? "[\(title)]" : title }
    let first = Self.firstShown(
      widths: labels.map(DisplayWidth.of), through: feeds.firstIndex { $0.0 == viewModel.feed },
      in: area.width)
    if first > 0 {
      titleWidth = buffer.draw("…", x: area.x, y: area.y, style: .faint) + 2
    }
    for ((feed, _), label) in zip(feeds, labels).dropFirst(first) where titleWidth < area.width {
      let isShown = feed == viewModel.feed
      let width = buffer.draw(
        label, x: area.x + titleWidth, y: area.y, maxWidth: area.width - titleWidth,
        style: isShown ? .strong : .faint)
      buffer.addMouseTarget(
        MouseTarget(Rect(x: area.x + titleWidth, y: area.y, width: width, height: 1)) {
          [weak self] in self?.show(feed)
        })
      titleWidth += width + 2
    }
    titleWidth -= 2
    if viewModel.photosStatus == .refreshing {
      // Reloading (R): the list shown stays until the first page replaces it.
      buffer.draw(
        "  \(Spinner.frame(tick)) updating…", x: area.x + titleWidth, y: area.y,
        maxWidth: area.width - titleWidth, style: .faint)
    }
    var bottom = area.y + area.height
    if let note = viewModel.sourceNote {
      bottom -= 1
      buffer.draw(note, x: area.x, y: bottom, maxWidth: area.width, style: .faint)
    }
    // The search field: the words of the search shown, or what is being typed.
    if !isSearching, field.text != viewModel.searchDraft {
      field = TextFieldState(text: viewModel.searchDraft)
    }
    let label = buffer.draw(
      "Search ", x: area.x, y: area.y + 1, maxWidth: area.width, style: .faint)
    let fieldRect = Rect(x: area.x + label, y: area.y + 1, width: area.width - label, height: 1)
    field.draw(
      in: fieldRect, on: &buffer, placeholder: isSearching ? "" : "/ to search photos",
      isFocused: isSearching)
    buffer.addMouseTarget(
      MouseTarget(Rect(x: area.x, y: area.y + 1, width: area.width, height: 1)) { [weak self] in
        self?.isSearching = true
      })
    var top = area.y + 2
    if let note = viewModel.unreadableNote {
      buffer.drawNotices(
        [note], in: Rect(x: area.x, y: top, width: area.width, height: 1), linesEach: 1)
      top += 1
    }
    let body = Rect(x: area.x, y: top + 1, width: area.width, height: bottom - top - 1)
    let rows = viewModel.rows
    guard !rows.isEmpty else {
      images.keepLoading(only: [])
      switch viewModel.photosStatus {
      case .failed(let message):
        buffer.drawErrorBanner(message, retryHint: KeyBinding.retryHint(in: bindings), in: body)
      case .empty(let sentence):
        buffer.drawEmptyState(sentence, in: body)
      case .idle, .loading, .loaded, .refreshing:
        drawPlaceholder(in: body, on: &buffer, tick: tick)
      }
      return
    }
    // The list's place is the view model's: a photo's detail stepping along the feed moves it.
    list.follow(viewModel, among: rows.map(\.id))
    if isGoingToTheEnd { goOnToTheEnd() }
    // The footer's line is the last of the body; the photos in a grid, as many a row as fit.
    let (cellHeight, thumbnailWidth) = Self.cellSize(in: body)
    columns = Self.columns(forWidth: body.width)
    let columnWidth = (body.width - 2 * (columns - 1)) / columns
    visibleRows = max(1, (body.height - 1) / cellHeight)
    // A big terminal is filled: pages load until the grid is full (and again when it grows).
    viewModel.roomChanged(to: visibleRows * columns)
    let selectedRow = list.selection / columns
    if selectedRow < firstRow { firstRow = selectedRow }
    if selectedRow >= firstRow + visibleRows { firstRow = selectedRow - visibleRows + 1 }
    firstRow = max(0, min(firstRow, (rows.count - 1) / columns - visibleRows + 1))
    let shown = (firstRow * columns)..<min(rows.count, (firstRow + visibleRows) * columns)
    // The pixels `ImageView` draws the thumbnails with.
    let pixels = buffer.images.pixels(columns: thumbnailWidth, rows: cellHeight - 1)
    images.keepLoading(
      only: Set(shown.compactMap { rows[$0].thumbnailURL(filling: pixels.width, pixels.height) }))
    let select: @MainActor (Int) -> Void = { [weak self] index in self?.select(at: index) }
    let open: @MainActor () -> Void = { [weak self] in self?.open() }
    for index in shown {
      let (row, column) = ((index - shown.lowerBound) / columns, index % columns)
      let cell = Rect(
        x: body.x + column * (columnWidth + 2), y: body.y + row * cellHeight, width: columnWidth,
        height: cellHeight - 1)
      drawCell(
        rows[index], in: cell, thumbnailWidth: thumbnailWidth, isSelected: index == list.selection,
        on: &buffer, tick: tick)
      buffer.addMouseTarget(
        .choice(
          cell, index: index, isSelected: index == list.selection, select: select, open: open))
    }
    let position =
      shown.count < max(rows.count, viewModel.totalItems ?? 0)
      ? positionText(shown, of: rows.count, total: viewModel.totalItems) : nil
    buffer.drawPagingFooter(
      viewModel.paging, position: position, retryHint: KeyBinding.retryHint(in: bindings),
      tick: tick, in: Rect(x: body.x, y: body.y + body.height - 1, width: body.width, height: 1))
  }

  private func drawCell(
    _ cell: PhotoCellViewModel, in rect: Rect, thumbnailWidth: Int, isSelected: Bool,
    on buffer: inout ScreenBuffer, tick: Int
  ) {
    let thumbnail = Rect(x: rect.x + 2, y: rect.y, width: thumbnailWidth, height: rect.height)
    if isSelected {
      for row in rect.y..<(rect.y + rect.height) {
        buffer.draw("▌", x: rect.x, y: row, style: Style.strong.foreground(.cyan))
      }
    }
    let pixels = buffer.images.pixels(columns: thumbnail.width, rows: thumbnail.height)
    ImageView(store: images, url: cell.thumbnailURL(filling: pixels.width, pixels.height))
      .draw(in: thumbnail, on: &buffer, tick: tick)
    let x = thumbnail.x + thumbnail.width + 2
    let width = rect.x + rect.width - x
    let titleStyle = isSelected ? Style.inverted.emphasized() : Style.strong
    buffer.draw(cell.title, x: x, y: rect.y, maxWidth: width, style: titleStyle)
    buffer.draw(cell.byline, x: x, y: rect.y + 1, maxWidth: width)
    let lines = [cell.licenceLine, cell.descriptionLine].compactMap(\.self)
    for (offset, line) in lines.enumerated() where offset + 2 < rect.height {
      buffer.draw(line, x: x, y: rect.y + 2 + offset, maxWidth: width, style: .faint)
    }
  }

  /// The first load: cell-shaped placeholders under a spinner.
  private func drawPlaceholder(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    buffer.drawLoading(viewModel.photosLoadingText, tick: tick, in: rect)
    let (cellHeight, thumbnailWidth) = Self.cellSize(in: rect)
    for index in 0..<max(0, (rect.height - 1) / cellHeight) {
      let y = rect.y + 1 + index * cellHeight
      buffer.fill(
        Rect(x: rect.x + 2, y: y, width: thumbnailWidth, height: cellHeight - 2),
        with: "░", style: .faint)
    }
  }

  /// The topic `step` along the topics (1 the next, -1 the one before), round.
  /// The search field was left for another topic (Tab in it): the field closes, the list
  /// follows the topic shown.
  private func leftFieldForTopic() {
    isSearching = false
    followFeed()
  }

  /// Shows `feed`, its selection where it was left.
  private func show(_ feed: PhotoFeed) {
    viewModel.feedSelected(feed)
    followFeed()
  }

  /// The selection where the feed shown was left.
  private func followFeed() {
    list.update(to: viewModel.rows.map(\.id))
    list.select(viewModel.place ?? 0)
  }

  /// Searches for the words typed; the list has the keys again.
  private func submitSearch() {
    isSearching = false
    viewModel.searchSubmitted()
    followFeed()
  }

  /// The field lets the keys go, the words in it kept.
  private func leaveField() {
    isSearching = false
  }

  /// Puts the selection on the photo `id`, if it is in the list.
  package func select(_ id: String) {
    list.update(to: viewModel.rows.map(\.id))
    list.select(id: id)
    viewModel.selectionChanged(to: list.selection)
  }

  private func move(_ key: Key) {
    if columns > 1 {
      // Along a row with ←→, down a column with ↑↓, a page being the rows shown.
      var grid = GridSelection(index: list.selection)
      grid.move(key, columns: columns, count: list.count, pageRows: visibleRows)
      list.select(grid.index)
    } else {
      list.move(key)
    }
    select(at: list.selection)
    // End goes to the last photo there is: the pages still to load load, one after another.
    isGoingToTheEnd = key == .end && viewModel.paging.next != .end
    if isGoingToTheEnd { goOnToTheEnd() }
  }

  /// On the way to the end: the last photo loaded selected, and the next page asked for, until
  /// the last one is in (or one fails, which the footer says).
  private func goOnToTheEnd() {
    select(at: list.count - 1)
    switch viewModel.paging.next {
    case .more: viewModel.loadNextPage()
    case .loading: break
    case .failed, .end: isGoingToTheEnd = false
    }
  }

  /// Selects the photo at `index`, and tells the view model, whose place it is.
  private func select(at index: Int) {
    list.select(index)
    viewModel.selectionChanged(to: list.selection)
  }

  private func open() {
    guard let id = list.selectedID else { return }
    viewModel.photoSelected(id)
  }

}

extension PopularScreen: ShowsImages {}

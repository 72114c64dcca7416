package import ExchangeRates
import MVVMKit
package import TerminalUI

/// The rates screen in the terminal: amount, day and filter fields, then one row per currency,
/// the pinned ones first.
package final class RatesScreen: ScreenOf<RatesViewModel>, ViewModelScreen {
  private enum Focus { case amount, day, filter, list }

  private var amountField: TextFieldState
  private var dayField: TextFieldState
  private var filterField = TextFieldState()
  private var focus = Focus.list
  private var list = SelectableList<String>()

  package override init(viewModel: RatesViewModel) {
    amountField = TextFieldState(text: viewModel.amountText)
    dayField = TextFieldState(text: viewModel.dayText)
    filterField = TextFieldState(text: viewModel.filterText)
    super.init(viewModel: viewModel)
  }

  package var title: String { "Exchange rates" }

  package var bindings: [KeyBinding] {
    var bindings: [KeyBinding]
    switch focus {
    case .amount, .day, .filter:
      bindings = [
        .typing(focus == .amount ? "amount" : focus == .day ? "day" : "filter"),
        KeyBinding([.enter, .down], "Enter", "list") { [weak self] in self?.focus = .list },
        KeyBinding([.escape], "Esc", "leave field") { [weak self] in self?.focus = .list },
      ]
    case .list:
      // Nothing to open or move through without rows (loading, failed, filtered to none).
      bindings =
        viewModel.rows.isEmpty
        ? []
        : [
          KeyBinding([.enter], "Enter", "history") { [weak self] in self?.viewModel.openSelected() }
        ] + KeyBinding.actions(viewModel.actions, keys: .exchangeRates)
          + KeyBinding.moving { [weak self] key in self?.move(key) }
      bindings.append(
        KeyBinding([.character("/")], "/", "filter", isInStatusBar: false) { [weak self] in
          self?.focus = .filter
        })
    }
    bindings.append(KeyBinding([.tab], "Tab", "fields") { [weak self] in self?.cycleFocus(by: 1) })
    bindings.append(
      KeyBinding([.backTab], "⇧Tab", "fields back", isInStatusBar: false) { [weak self] in
        self?.cycleFocus(by: -1)
      })
    if viewModel.hasFailure {
      bindings.append(
        .retry(inField: focus != .list) { [weak self] in self?.viewModel.retryTapped() })
    }
    return bindings
  }

  package var isEditingText: Bool { focus != .list }

  package func handleText(_ key: Key) -> Bool {
    switch focus {
    case .amount:
      guard key != .down, amountField.handle(key) else { return false }
      viewModel.amountChanged(amountField.text)
    case .day:
      guard key != .down, dayField.handle(key) else { return false }
      viewModel.dayChanged(dayField.text)
    case .filter:
      guard key != .down, filterField.handle(key) else { return false }
      viewModel.filterChanged(filterField.text)
    case .list:
      return false
    }
    return true
  }

  /// The widest the screen's fields and table get: on a wider terminal they are centred, the
  /// rates beside their currencies rather than a screen's width from the fields.
  static let readingWidth = 100

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    // The fields show the view model's texts: a new base converts the amount, and the field says
    // so; what a field keeps of its own is only where its cursor is.
    amountField.follow(viewModel.amountText)
    dayField.follow(viewModel.dayText)
    filterField.follow(viewModel.filterText)
    let area = rect.inset(horizontal: 1).centred(width: Self.readingWidth)
    let source = viewModel.sourceNote
    let sourceWidth = DisplayWidth.of(source)
    buffer.draw(
      viewModel.title, x: area.x, y: area.y, maxWidth: area.width - sourceWidth - 1, style: .strong)
    buffer.draw(source, x: area.x + area.width - sourceWidth, y: area.y, style: .faint)

    let amountBox = Rect(x: area.x, y: area.y + 1, width: min(28, area.width / 3), height: 3)
    let dayBox = Rect(x: amountBox.x + amountBox.width + 1, y: amountBox.y, width: 16, height: 3)
    let filterBox = Rect(
      x: dayBox.x + dayBox.width + 1, y: amountBox.y,
      width: area.width - amountBox.width - dayBox.width - 2, height: 3)
    buffer.drawBox(
      amountBox, title: "Amount (\(viewModel.base))",
      style: .focused(focus == .amount))
    amountField.draw(
      in: amountBox.inset(horizontal: 2, vertical: 1), on: &buffer, isFocused: focus == .amount)
    buffer.drawBox(dayBox, title: "Day", style: .focused(focus == .day))
    dayField.draw(
      in: dayBox.inset(horizontal: 2, vertical: 1), on: &buffer, placeholder: "latest",
      isFocused: focus == .day)
    buffer.drawBox(
      filterBox, title: "Filter", style: .focused(focus == .filter))
    filterField.draw(
      in: filterBox.inset(horizontal: 2, vertical: 1), on: &buffer, placeholder: "code or name",
      isFocused: focus == .filter)
    buffer.addMouseTarget(MouseTarget(amountBox) { [weak self] in self?.focus = .amount })
    buffer.addMouseTarget(MouseTarget(dayBox) { [weak self] in self?.focus = .day })
    buffer.addMouseTarget(MouseTarget(filterBox) { [weak self] in self?.focus = .filter })

    var y = amountBox.y + 3
    if let error = viewModel.dayError {
      buffer.draw(
        "✗ \(error)", x: area.x, y: y, maxWidth: area.width, style: Style.strong.foreground(.red))
    } else if let error = viewModel.amountError {
      buffer.draw(
        "✗ \(error) Showing \(viewModel.amountInBase).", x: area.x, y: y, maxWidth: area.width,
        style: Style.strong.foreground(.red))
    } else {
      let asOf = viewModel.asOf.map { " · \($0)" } ?? ""
      buffer.draw(
        "\(viewModel.amountInBase)\(asOf)", x: area.x, y: y, maxWidth: area.width, style: .faint)
    }
    y += 1
    y += buffer.drawNotices(viewModel.notices, in: area.rows(from: y))
    let list = area.rows(from: y)
    drawList(in: list, on: &buffer, tick: tick)
  }

  private func drawList(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    guard
      buffer.drawPlaceholder(
        for: viewModel.status, hasContent: viewModel.rates.value != nil,
        loading: viewModel.ratesLoadingText,
        retryHint: KeyBinding.retryHint(in: bindings), tick: tick, in: rect)
    else { return }
    let rows = viewModel.rows
    // Sized by every row, not just the visible ones, so the columns hold still while scrolling;
    // the inverse rate only where every amount still fits whole beside it.
    func layout(withInverse: Bool) -> Table {
      Table(
        columns: [
          .init("Code"), .init("Currency", flexible: 32), .init("Rate", alignment: .decimal),
        ] + (withInverse ? [.init("Inverse", alignment: .decimal)] : [])
          + [.init("Amount", alignment: .decimal)],
        rows: rows.map {
          [$0.code, ($0.isPinned ? "• " : "") + $0.name, $0.rate]
            + (withInverse ? [$0.inverse] : []) + [$0.converted]
        }, width: rect.width)
    }
    var table = layout(withInverse: true)
    if table.totalWidth > rect.width { table = layout(withInverse: false) }
    table.drawHeader(on: &buffer, x: rect.x, y: rect.y, style: .strong)
    if let message = viewModel.filterEmptyMessage {
      buffer.drawEmptyState(
        message, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1))
      return
    }
    // The view model's selection, where it was on screen when the rows change.
    list.follow(viewModel, among: rows.map(\.code))
    let fits = rows.count <= rect.height - 1
    let visible = max(1, rect.height - (fits ? 1 : 2))  // a line for the position when they do not
    let dimmed = viewModel.status == .refreshing
    let shown = list.layout(visibleRows: visible)
    buffer.addMouseTarget(
      .scrolling(rect) { [weak self] in
        self?.focus = .list
      } move: { [weak self] key in
        self?.list.move(key)
      })
    let select: @MainActor (Int) -> Void = { [weak self] index in
      self?.focus = .list
      if rows.indices.contains(index) { self?.viewModel.select(rows[index].code) }
    }
    let open: @MainActor () -> Void = { [weak self] in self?.viewModel.openSelected() }
    for (offset, index) in shown.enumerated() {
      let y = rect.y + 1 + offset
      let isSelected = focus == .list && index == list.selection
      table.drawRow(
        index, on: &buffer, x: rect.x, y: y, maxWidth: rect.width, isSelected: isSelected,
        style: Style.plain.dimmed(dimmed))
      buffer.addMouseTarget(
        .choice(
          Rect(x: rect.x, y: y, width: rect.width, height: 1), index: index,
          isSelected: isSelected, select: select, open: open))
    }
    if !fits {
      buffer.drawPosition(
        shown, of: rows.count, x: rect.x, y: rect.y + 1 + visible, maxWidth: rect.width)
    }
  }

  // MARK: Keys

  private func cycleFocus(by step: Int) {
    let order: [Focus] = [.amount, .day, .filter, .list]
    let index = order.firstIndex(of: focus) ?? 0
    focus = order[(index + step + order.count) % order.count]
  }

  /// Moves the list's cursor, and tells the view model where it is.
  private func move(_ key: Key) {
    list.move(key, selectingIn: viewModel)
  }
}

import ExchangeRates
import MVVMKit
import TerminalUI

/// The rates screen in the terminal: amount and filter fields, then one row per currency.
@MainActor
final class RatesScreen: TerminalScreen {
  private enum Focus { case amount, filter, list }

  private let viewModel: RatesViewModel
  private var amountField: TextFieldState
  private var filterField = TextFieldState()
  private var focus = Focus.list
  private var selection = 0
  private var follower = ListFollower<String>()
  private var scroll = ScrollState()
  private var subscription: EventSubscription?
  private var pendingScreen: (any TerminalScreen)?

  init(viewModel: RatesViewModel) {
    self.viewModel = viewModel
    amountField = TextFieldState(text: viewModel.amountText)
  }

  var keyHints: [(key: String, action: String)] {
    var hints: [(key: String, action: String)] = [("Tab", "fields")]
    if focus == .list { hints += [("↑↓", "move"), ("Enter", "history"), ("b", "make base")] }
    if viewModel.rates.failure != nil {
      hints.append(focus == .list ? ("r", "retry") : ("^R", "retry"))
    }
    hints.append(("Esc", "back"))
    return hints
  }

  func appeared() {
    viewModel.appeared()
    subscription = viewModel.events.listen { [weak self] event in
      switch event {
      case .showHistory(let history): self?.pendingScreen = RateHistoryScreen(viewModel: history)
      }
    }
  }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let area = rect.inset(horizontal: 1)
    buffer.draw("£ Exchange rates", x: area.x, y: area.y, maxWidth: area.width - 12, style: .strong)
    let source = viewModel.sourceNote
    buffer.draw(source, x: area.x + area.width - DisplayWidth.of(source), y: area.y, style: .faint)

    let amountBox = Rect(x: area.x, y: area.y + 1, width: min(28, area.width / 2), height: 3)
    let filterBox = Rect(
      x: amountBox.x + amountBox.width + 1, y: amountBox.y, width: area.width - amountBox.width - 1,
      height: 3)
    buffer.drawBox(
      amountBox, title: "Amount (\(viewModel.base))",
      style: focus == .amount ? Style.strong.foreground(.cyan) : .plain)
    amountField.draw(
      in: amountBox.inset(horizontal: 2, vertical: 1), on: &buffer, isFocused: focus == .amount)
    buffer.drawBox(
      filterBox, title: "Filter", style: focus == .filter ? Style.strong.foreground(.cyan) : .plain)
    filterField.draw(
      in: filterBox.inset(horizontal: 2, vertical: 1), on: &buffer, placeholder: "code or name",
      isFocused: focus == .filter)

    var y = amountBox.y + 3
    if let error = viewModel.amountError {
      buffer.draw(
        "✗ \(error) Showing \(viewModel.amountInBase).", x: area.x, y: y, maxWidth: area.width,
        style: Style.strong.foreground(.red))
    } else {
      let asOf = viewModel.asOf.map { " · \($0)" } ?? ""
      buffer.draw(
        "\(viewModel.amountInBase)\(asOf)", x: area.x, y: y, maxWidth: area.width, style: .faint)
    }
    y += 1
    for banner in [viewModel.offlineBanner, viewModel.notice].compactMap(\.self) {
      buffer.draw(
        "! " + banner, x: area.x, y: y, maxWidth: area.width,
        style: Style.strong.foreground(.yellow))
      y += 1
    }
    let list = Rect(x: area.x, y: y, width: area.width, height: area.y + area.height - y)
    drawList(in: list, on: &buffer, tick: tick)
  }

  private func drawList(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    switch viewModel.status {
    case .idle, .loading:
      buffer.draw(
        "\(Spinner.frame(tick)) Loading rates…", x: rect.x, y: rect.y, maxWidth: rect.width,
        style: .faint)
      return
    case .failed(let message) where viewModel.rates.value == nil:
      buffer.drawErrorBanner(message, retryHint: "r to retry", in: rect)
      return
    case .empty(let message):
      buffer.drawEmptyState(message, in: rect)
      return
    default:
      break
    }
    let rows = viewModel.rows
    let columns = (code: 5, rate: 13, amount: 18)
    let nameWidth = max(8, rect.width - columns.code - columns.rate - columns.amount - 3)
    func line(
      _ code: String, _ name: String, _ rate: String, _ amount: String, y: Int, style: Style
    ) {
      var x = rect.x
      buffer.draw(code, x: x, y: y, maxWidth: columns.code, style: style)
      x += columns.code + 1
      buffer.draw(name, x: x, y: y, maxWidth: nameWidth, style: style)
      x += nameWidth + 1
      buffer.draw(
        rate, x: x + columns.rate - DisplayWidth.of(rate), y: y, maxWidth: columns.rate,
        style: style)
      x += columns.rate + 1
      buffer.draw(
        amount, x: x + columns.amount - DisplayWidth.of(amount), y: y, maxWidth: columns.amount,
        style: style)
    }
    line("Code", "Currency", "Rate", "Amount", y: rect.y, style: .strong)
    if let message = viewModel.filterEmptyMessage {
      buffer.drawEmptyState(
        message, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1))
      return
    }
    // The selected currency stays selected, and where it was on screen, when the rows change.
    if let change = follower.update(to: rows.map(\.code)) {
      selection = follower.selection
      scroll.follow(from: change.from, to: change.to)
    }
    selection = min(selection, max(0, rows.count - 1))
    let visible = max(1, rect.height - 1)
    scroll.reveal(selection, visibleRows: visible, count: rows.count)
    let dimmed = viewModel.status == .refreshing
    for (offset, index) in (scroll.offset..<min(rows.count, scroll.offset + visible)).enumerated() {
      let row = rows[index]
      let isSelected = focus == .list && index == selection
      let style = isSelected ? Style.inverted : Style.plain.dimmed(dimmed)
      if isSelected {
        buffer.fill(
          Rect(x: rect.x, y: rect.y + 1 + offset, width: rect.width, height: 1), style: .inverted)
      }
      line(row.code, row.name, row.rate, row.converted, y: rect.y + 1 + offset, style: style)
    }
  }

  func handle(_ key: Key) -> ScreenAction {
    defer { pendingScreen = nil }
    switch key {
    case .escape: return .pop
    case .tab:
      focus = focus == .amount ? .filter : focus == .filter ? .list : .amount
      return .none
    case .backTab:
      focus = focus == .amount ? .list : focus == .list ? .filter : .amount
      return .none
    case .ctrl("r"):
      viewModel.retryTapped()
      return .none
    default: break
    }
    let rows = viewModel.rows
    switch focus {
    case .amount:
      if amountField.handle(key) { viewModel.amountChanged(amountField.text) }
    case .filter:
      if filterField.handle(key) { viewModel.filterChanged(filterField.text) }
    case .list:
      switch key {
      case .up: selection = max(0, selection - 1)
      case .down: selection = min(max(0, rows.count - 1), selection + 1)
      case .pageUp: selection = max(0, selection - 10)
      case .pageDown: selection = min(max(0, rows.count - 1), selection + 10)
      case .home: selection = 0
      case .end: selection = max(0, rows.count - 1)
      case .enter where selection < rows.count: viewModel.currencySelected(rows[selection].code)
      case .character("b") where selection < rows.count:
        viewModel.baseSelected(rows[selection].code)
      case .character("r"): viewModel.retryTapped()
      case .character("q"): return .pop
      default: break
      }
      follower.select(selection)
    }
    if let pendingScreen { return .push(pendingScreen) }
    return .none
  }
}

import ConcurrencyExtras
import Foundation
import MVVMKit
import MVVMKitInspection
import MVVMKitNetworking
import Observation
import ShowcaseTerminal
import TerminalUI

/// The panel: State, Events and Requests, newest first, each in the rows it needs or gets, above
/// the Faults and their keys.
extension Inspector {
  /// One line of the panel.
  struct Line {
    var text: String
    var style: Style = .plain
  }

  /// A section's items (a state line, an event, a request), each made into its lines only when
  /// it is drawn: the log may hold hundreds, the panel shows a few.
  private struct Section {
    var title: String
    /// What the items are, in the plural (a singular is this less its "s"), for "… 12 more
    /// requests".
    var noun: String
    var count: Int
    var lines: (Int) -> [Line]

    /// The lines of the items from `first`, as many as `rows` holds; `nil` past `rows`.
    func lines(from first: Int, upTo rows: Int) -> [[Line]] {
      var items: [[Line]] = []
      var used = 0
      for index in min(first, count)..<count where used <= rows {
        let item = lines(index)
        items.append(item)
        used += item.count
      }
      return items
    }
  }

  func draw(about screen: any TerminalScreen, in rect: Rect, on buffer: inout ScreenBuffer) {
    buffer.fill(rect)
    buffer.drawBox(rect, title: "Inspector", style: Style.strong.foreground(.magenta))
    let inner = rect.inset(horizontal: 2, vertical: 1)
    guard inner.width > 0, inner.height > 0 else { return }

    let width = inner.width
    let faults = faultLines()
    let sections = [
      stateSection(of: screen, width: width), eventSection(about: screen, width: width),
      requestSection(width: width),
    ]
    // Scrolled as far as each section goes, now that its count is known.
    counts = sections.map(\.count)
    let firsts = sections.indices.map { min(offsets[$0], max(0, sections[$0].count - 1)) }
    // Faults always, and the headers; the sections share the rows that are left.
    let available = max(0, inner.height - faults.count - sections.count)
    let items = sections.indices.map { sections[$0].lines(from: firsts[$0], upTo: available) }
    let shares = Self.share(
      available,
      among: items.indices.map { index in
        (items[index].isEmpty ? 1 : items[index].reduce(0) { $0 + $1.count })
          + (firsts[index] > 0 ? 1 : 0)
      })
    var rows: [Line] = []
    for (index, section) in sections.enumerated() {
      // Covering the screen, the panel has the keys: its focused section is marked as when it
      // has the focus beside the screen.
      let isFocused =
        (hasFocus || SidePanelLayout.of(self, width: buffer.width) == .covering)
        && index == focusedSection
      rows.append(
        Line(
          text: (isFocused ? "▸ " : "") + section.title,
          style: isFocused ? Style.inverted.emphasized().markingFocus() : Self.header))
      rows += Self.fitted(items[index], of: section, from: firsts[index], in: shares[index])
    }
    // A click takes the focus to the panel; the wheel scrolls the section under it.
    var top = inner.y
    for (index, share) in shares.enumerated() {
      let sectionRect = Rect(x: rect.x, y: top, width: rect.width, height: share + 1)
      buffer.addMouseTarget(
        MouseTarget(sectionRect) { [weak self] in
          self?.focus()
          self?.focusedSection = index
        } wheel: { [weak self] key in
          self?.scroll(key, section: index)
        })
      top += share + 1
    }
    for (row, line) in rows.prefix(inner.height - faults.count).enumerated() {
      buffer.draw(line.text, x: inner.x, y: inner.y + row, maxWidth: inner.width, style: line.style)
    }
    for (row, line) in faults.enumerated() {
      let y = inner.y + inner.height - faults.count + row
      buffer.draw(line.text, x: inner.x, y: y, maxWidth: inner.width, style: line.style)
    }
    // Each fault's choices are buttons: a click puts it in force.
    for (row, choices) in faultChoices().enumerated() {
      let y = inner.y + inner.height - faults.count + 1 + row
      var x = inner.x + DisplayWidth.of(choices.name)
      for choice in choices.options {
        let width = DisplayWidth.of(choice.shown)
        let target = Rect(x: x, y: y, width: width, height: 1).intersection(inner)
        if !target.isEmpty { buffer.addMouseTarget(MouseTarget(target, click: choice.choose)) }
        x += width + 1
      }
    }
  }

  private static let header = Style.strong.foreground(.cyan)

  /// `rows` shared among sections that need `needs` rows: a row to each in turn, while it needs
  /// more, so a short section gives what it does not need to the others.
  static func share(_ rows: Int, among needs: [Int]) -> [Int] {
    var shares = needs.map { _ in 0 }
    var left = rows
    while left > 0 {
      let before = left
      for index in needs.indices where left > 0 && shares[index] < needs[index] {
        shares[index] += 1
        left -= 1
      }
      if left == before { break }
    }
    return shares
  }

  /// The items from `first` that fit in `rows`, whole, a first row saying how many are above
  /// when scrolled and the last how many more there are; "none" for a section without items.
  private static func fitted(_ items: [[Line]], of section: Section, from first: Int, in rows: Int)
    -> [Line]
  {
    guard rows > 0 else { return [] }
    guard section.count > 0 else { return [Line(text: "none sent yet", style: .faint)] }
    var shown: [Line] = []
    if first > 0 {
      let noun = first == 1 ? String(section.noun.dropLast()) : section.noun
      shown.append(Line(text: "… \(first.groupedDigits) \(noun) above", style: .faint))
    }
    var shownItems = first
    for item in items {
      let isLast = shownItems + 1 == section.count
      // Room for the item, and for the "more" line unless it is the last item.
      guard shown.count + item.count + (isLast ? 0 : 1) <= rows else { break }
      shown += item
      shownItems += 1
    }
    if shownItems < section.count {
      // At least the first line of the next item, when not even one fits whole.
      if shownItems == first, let item = items.first {
        shown += item.prefix(max(0, rows - 1 - shown.count))
      }
      let more = section.count - shownItems
      // "… 1 more request", "… 12 more requests"
      let noun = more == 1 ? String(section.noun.dropLast()) : section.noun
      shown.append(Line(text: "… \(more.groupedDigits) more \(noun)", style: .faint))
    }
    return Array(shown.prefix(rows))
  }

  /// `line` wrapped to `width`, the continuation indented two more spaces than the line.
  private static func wrapped(_ line: Line, width: Int) -> [Line] {
    guard DisplayWidth.of(line.text) > width, width > 12 else { return [line] }
    let lead = String(line.text.prefix { $0 == " " })
    let pieces = wrap(String(line.text.dropFirst(lead.count)), width: width - lead.count)
    guard let first = pieces.first else { return [line] }
    let rest = wrap(pieces.dropFirst().joined(separator: " "), width: width - lead.count - 2)
    return [Line(text: lead + first, style: line.style)]
      + rest.map { Line(text: lead + "  " + $0, style: line.style) }
  }

  /// The view model's state, live, a line an item.
  private func stateSection(of screen: any TerminalScreen, width: Int) -> Section {
    guard let viewModel = Inspector.inspected(screen) else {
      return Section(title: "State · no view model", noun: "lines", count: 1) { _ in
        [Line(text: "This screen shows no view model.", style: .faint)]
      }
    }
    let tree = stateTree(of: viewModel, on: screen)
    return Section(
      title: "State · \(tree.title)", noun: "lines", count: tree.lines.count
    ) { index in
      let line = tree.lines[index]
      return Self.wrapped(
        Line(text: String(repeating: "  ", count: line.depth) + line.text), width: width)
    }
  }

  /// The tree of `viewModel`, made again only when one of the outputs it read has changed since
  /// the last frame: writing values through customDump is the panel's costliest work, and most
  /// frames (a key that moves a selection) change none of them.
  private func stateTree(
    of viewModel: any StateInspectable, on screen: any TerminalScreen
  ) -> StateTree {
    // Read for the frame's own tracking, which draws it again when an output changes.
    _ = viewModel.inspectedState
    if let cache = stateCache, cache.screen === screen, cache.isCurrent.value {
      return cache.tree
    }
    let isCurrent = LockIsolated(true)
    let tree = withObservationTracking {
      StateTree(of: viewModel, redacting: redaction.apply(to:))
    } onChange: {
      isCurrent.setValue(false)
    }
    stateCache = StateCache(screen: screen, tree: tree, isCurrent: isCurrent)
    return tree
  }

  /// The events of `screen`'s view model, newest first.
  private func eventSection(about screen: any TerminalScreen, width: Int) -> Section {
    let records = events(of: screen)
    return Section(title: "Events", noun: "events", count: records.count) { index in
      let record = records[index]
      return Self.wrapped(
        Line(
          text: "#\(record.id) \(record.event) · \(record.isDelivered ? "delivered" : "held")",
          style: record.isDelivered ? .plain : Style.plain.foreground(.yellow)),
        width: width)
    }
  }

  /// The requests, newest first: the method and URL (broken across lines to be shown whole),
  /// then the status, size, time and how it ended.
  private func requestSection(width: Int) -> Section {
    let exchanges = requests.exchanges
    // Kept for the requests a panel can show, not for every one ever drawn.
    if requestLines.count > 256 { requestLines.removeAll(keepingCapacity: true) }
    return Section(title: "Requests", noun: "requests", count: exchanges.count) { index in
      let exchange = exchanges[index]
      if let kept = self.requestLines[exchange.id], kept.width == width, kept.exchange == exchange {
        return kept.lines
      }
      let url = Self.broken("\(exchange.method) \(Self.bareURL(exchange.url))", width: width)
      let result = Line(
        text: "  " + Self.result(of: exchange), style: Self.style(of: exchange))
      let lines = url.map { Line(text: $0) } + Self.wrapped(result, width: width)
      self.requestLines[exchange.id] = (exchange, width, lines)
      return lines
    }
  }

  /// The URL without its scheme.
  static func bareURL(_ url: String) -> String {
    guard let scheme = url.firstRange(of: "://") else { return url }
    return String(url[scheme.upperBound...])
  }

  /// `text` in pieces of `width` columns, the ones after the first indented four spaces.
  static func broken(_ text: String, width: Int) -> [String] {
    guard width > 8 else { return [text] }
    var pieces: [String] = []
    var piece = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width {
        pieces.append(piece)
        piece = "    "
        used = 4
      }
      piece.append(character)
      used += columns
    }
    pieces.append(piece)
    return pieces
  }

  /// "200 ok · 1.2 kB · 34 ms", "200 refused: REQUEST_DENIED · 1.2 kB · 34 ms",
  /// "failed: The server…", "superseded · 12 ms".
  static func result(of exchange: HTTPExchange) -> String {
    var parts: [String] = []
    switch exchange.outcome {
    case .inFlight: parts.append("in flight…")
    case .answered:
      let code = exchange.statusCode ?? 0
      switch exchange.reading {
      case .refused(let serviceCode): parts.append("\(code) refused: \(serviceCode)")
      case .unreadable(let reason): parts.append("\(code) unreadable: \(reason)")
      case .partlyRead(let unreadable, let count, let reason):
        parts.append("\(code) ok, \(unreadable) of \(count) records unreadable (\(reason))")
      case nil:
        parts.append("\(code) " + ((200..<400).contains(code) ? "ok" : "error status"))
      }
      if let bytes = exchange.bytes { parts.append(describe(bytes: bytes)) }
    case .failed(let sentence): parts.append("failed: " + sentence)
    case .cancelled: parts.append("cancelled")
    case .superseded: parts.append("superseded by a newer request")
    case .servedFromCache(let sentence): parts.append("served from cache · failed: \(sentence)")
    }
    if let latency = exchange.latency { parts.append(StateTree.describe(latency)) }
    return parts.joined(separator: " · ")
  }

  /// "512 B", "1.2 kB", "58 kB", "3.4 MB".
  static func describe(bytes: Int) -> String {
    guard bytes >= 1_000 else { return "\(bytes) B" }
    let (value, unit) =
      bytes >= 1_000_000 ? (Double(bytes) / 1e6, "MB") : (Double(bytes) / 1e3, "kB")
    let digits = value < 10 ? 1 : 0
    let text = decimal(value, fractionDigits: digits)
    // "1.0 kB", as a fixed precision writes it.
    return (digits == 1 && !text.contains(".") ? text + ".0" : text) + " " + unit
  }

  private static func style(of exchange: HTTPExchange) -> Style {
    switch exchange.outcome {
    case .answered:
      switch exchange.reading {
      case .refused, .unreadable: Style.plain.foreground(.red)
      case .partlyRead: Style.plain.foreground(.yellow)
      case nil: .faint
      }
    case .inFlight: Style.plain.foreground(.cyan)
    case .failed: Style.plain.foreground(.red)
    case .cancelled, .superseded, .servedFromCache: Style.plain.foreground(.yellow)
    }
  }

  /// The faults and the keys that change them, the one in force in brackets.
  private func faultLines() -> [Line] {
    let faults = faults.faults
    if let drawn = faultLinesDrawn, drawn.faults == faults { return drawn.lines }
    let style = faults.isOn ? Style.plain.foreground(.yellow) : .plain
    let lines =
      [Line(text: "Faults", style: Self.header)]
      + faultChoices().map { choices in
        Line(text: choices.name + choices.options.map(\.shown).joined(separator: " "), style: style)
      }
    faultLinesDrawn = (faults, lines)
    return lines
  }

  /// A fault's line: its key and name, then its choices.
  struct FaultChoices {
    var name: String
    var options: [(shown: String, choose: @MainActor () -> Void)]
  }

  /// Each fault's choices as shown, the one in force in brackets, and what choosing each does.
  private func faultChoices() -> [FaultChoices] {
    let current = faults.faults
    func choices<T: Equatable & Sendable>(
      _ values: [T], current: T, _ label: (T) -> String,
      choose: @escaping @MainActor @Sendable (inout NetworkFaults, T) -> Void
    ) -> [(shown: String, choose: @MainActor () -> Void)] {
      values.map { value in
        let chosen: @MainActor () -> Void = { [weak self] in
          guard let self else { return }
          choose(&faults.faults, value)
        }
        return (value == current ? "[\(label(value))]" : label(value), chosen)
      }
    }
    return [
      FaultChoices(
        name: "F3 latency   ",
        options: choices(
          Self.latencies, current: current.latency,
          { $0 == .zero ? "0" : StateTree.describe($0) }, choose: { $0.latency = $1 })),
      FaultChoices(
        name: "F4 failures  ",
        options: choices(
          Self.failureRates, current: current.failureRate, Self.percent,
          choose: { $0.failureRate = $1 })),
      FaultChoices(
        name: "F5 offline   ",
        options: choices(
          [false, true], current: current.isOffline, { $0 ? "on" : "off" },
          choose: { $0.isOffline = $1 })),
    ]
  }
}

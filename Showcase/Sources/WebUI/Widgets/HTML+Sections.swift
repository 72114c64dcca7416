public import MVVMKit

extension HTML {
  /// A section's heading, with what is happening in it ("updating…") or where the user is in it
  /// ("1–9 of 54") beside.
  public static func sectionHeader(_ title: String, detail: String? = nil) -> HTML {
    element("h2") {
      title
      if let detail { element("small") { detail } }
    }
  }

  /// What a section shows for `status` while it has nothing to show: "Loading…", the empty
  /// sentence, or the failure with its retry button (`retry` is the action's id).
  ///
  /// - Returns: `nil` when the section shows its content: loaded, reloading, or failed with
  ///   content from before (which ``errorBanner(_:retry:)`` heads).
  public static func placeholder(
    for status: ListStatus, hasContent: Bool, loading: String, retry: String?
  ) -> HTML? {
    switch status {
    case .idle, .loading:
      element("p", ["class": "placeholder", "role": "status", "aria-busy": "true"]) { loading }
    case .empty(let message):
      element("p", ["class": "placeholder", "role": "status"]) { message }
    case .failed(let message) where !hasContent:
      errorBanner(message, retry: retry)
    case .loaded, .refreshing, .failed:
      nil
    }
  }

  /// A section for `status`: its placeholder while it has nothing of its own to show (see
  /// ``placeholder(for:hasContent:loading:retry:)``), else `content`.
  public static func section(
    for status: ListStatus, hasContent: Bool, loading: String, retry: String?,
    @HTMLBuilder content: () -> HTML
  ) -> HTML {
    placeholder(for: status, hasContent: hasContent, loading: loading, retry: retry) ?? content()
  }

  /// A failure, and its retry button (`retry` is the action's id) when there is one.
  public static func errorBanner(_ message: String, retry: String?) -> HTML {
    element("p", ["class": "error", "role": "alert"]) {
      message
      if let retry {
        element("button", ["type": "button", "data-action": retry]) { "Retry" }
      }
    }
  }

  /// A list of cards: each a button that does its action, the selected one marked.
  public static func cards(_ cards: [WebCard], selected: Int?, inOneRow: Bool = false) -> HTML {
    cardList(inOneRow: inOneRow, cards.indices.map { card(cards[$0], isSelected: $0 == selected) })
  }

  /// A list of cards, each known by its id in `ids` (the cards' order), the one `selection` has
  /// chosen marked: when the selection moves, the session sends only the card it left and the
  /// card it reached. The selection follows the ids. With `isDimmed`, the whole list is shown
  /// faded (its section is reloading, or failed): the cards themselves stay as they were.
  @MainActor
  public static func cards<ID>(
    _ cards: [WebCard], ids: [ID], selection: WebSelection<ID>, in context: RegionContext,
    inOneRow: Bool = false, isDimmed: Bool = false
  ) -> HTML {
    cardList(
      inOneRow: inOneRow, isDimmed: isDimmed,
      keyed(cards, ids: ids, selection: selection, in: context) { card, key, isSelected in
        Self.card(card, key: key, isSelected: isSelected)
      })
  }

  private static func cardList(inOneRow: Bool, isDimmed: Bool = false, _ items: [HTML]) -> HTML {
    element("ul", ["class": (inOneRow ? "cards row" : "cards") + (isDimmed ? " dimmed" : "")]) {
      for item in items { item }
    }
  }

  private static func card(_ card: WebCard, key: String? = nil, isSelected: Bool) -> HTML {
    element("li", ["class": isSelected ? "selected" : nil, "data-key": key]) {
      // A card that does nothing is no button: neither a tab stop nor a click that is lost.
      element(
        card.action == nil ? "div" : "button",
        [
          "type": card.action == nil ? nil : "button",
          "class": card.isDimmed ? "card dimmed" : "card",
          "data-action": card.action, "aria-current": isSelected ? "true" : nil,
        ]
      ) {
        if let image = card.image {
          element("img", ["src": image, "alt": "", "loading": "lazy"])
        }
        element("strong") { card.title }
        for line in card.lines { element("span") { line } }
      }
      if !card.accessories.isEmpty {
        element("span", ["class": "accessories"]) {
          for accessory in card.accessories { accessory.html }
        }
      }
    }
  }

  /// A list of rows, each a button with its label and its value, the selected one marked.
  public static func rows(_ rows: [WebRow], selected: Int?) -> HTML {
    rowList(rows.indices.map { row(rows[$0], isSelected: $0 == selected) })
  }

  /// A list of rows, each known by its id in `ids` (the rows' order), the one `selection` has
  /// chosen marked: when the selection moves, the session sends only the row it left and the row
  /// it reached. The selection follows the ids.
  @MainActor
  public static func rows<ID>(
    _ rows: [WebRow], ids: [ID], selection: WebSelection<ID>, in context: RegionContext
  ) -> HTML {
    rowList(
      keyed(rows, ids: ids, selection: selection, in: context) { row, key, isSelected in
        Self.row(row, key: key, isSelected: isSelected)
      })
  }

  private static func rowList(_ items: [HTML]) -> HTML {
    element("ul", ["class": "rows"]) {
      for item in items { item }
    }
  }

  private static func row(_ row: WebRow, key: String? = nil, isSelected: Bool) -> HTML {
    element("li", ["class": isSelected ? "selected" : nil, "data-key": key]) {
      element(
        "button",
        [
          "type": "button", "data-action": row.action,
          "aria-current": isSelected ? "true" : nil,
          "aria-pressed": row.isPressed.map { $0 ? "true" : "false" },
        ]
      ) {
        element("span") { row.label }
        if let value = row.value {
          element("span", ["class": row.valueClass.map { "value " + $0 } ?? "value"]) { value }
        }
      }
      if !row.accessories.isEmpty {
        element("span", ["class": "accessories"]) {
          for accessory in row.accessories { accessory.html }
        }
      }
    }
  }

  /// A line of chips named `label`, each a button with its title doing its action, known by its
  /// id in `ids` (the chips' order), the one `selection` has chosen marked: as a list of cards,
  /// only the chip it left and the chip it reached are sent again when it moves.
  @MainActor
  public static func chips<ID>(
    _ chips: [(title: String, action: String)], label: String, ids: [ID],
    selection: WebSelection<ID>, in context: RegionContext
  ) -> HTML {
    let chips = chips.map { Chip(title: $0.title, action: $0.action) }
    return element("ul", ["class": "chips", "aria-label": label]) {
      for item in keyed(chips, ids: ids, selection: selection, in: context, item: chip) { item }
    }
  }

  /// A chip of ``chips(_:label:ids:selection:in:)``.
  private struct Chip: Hashable {
    let title: String
    let action: String
  }

  private static func chip(_ chip: Chip, key: String, isSelected: Bool) -> HTML {
    element("li", ["class": isSelected ? "selected" : nil, "data-key": key]) {
      element(
        "button",
        [
          "type": "button", "data-action": chip.action,
          "aria-current": isSelected ? "true" : nil,
        ]
      ) { chip.title }
    }
  }

  /// Each item's markup, from `item` with the item, its key and whether it is chosen, the list
  /// kept in `context` so that a move of `selection` re-renders only two of them. An item has an
  /// id in `ids` (in the items' order) or is left out.
  @MainActor
  private static func keyed<Item: Hashable, ID>(
    _ items: [Item], ids: [ID], selection: WebSelection<ID>, in context: RegionContext,
    item: @escaping @MainActor (_ item: Item, _ key: String, _ isSelected: Bool) -> HTML
  ) -> [HTML] {
    let count = min(items.count, ids.count)
    let ids = count == ids.count ? ids : Array(ids.prefix(count))
    let items = count == items.count ? items : Array(items.prefix(count))
    selection.update(to: ids)
    let keys = ids.map { "\($0)" }
    return context.follow(
      KeyedList(keys: keys, values: items, selection: selection) { index, isSelected in
        item(items[index], keys[index], isSelected)
      })
  }
}

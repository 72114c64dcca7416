public import MVVMKit

extension HTML {
  /// A switch between a few options: a group of buttons named `label`, the chosen one pressed
  /// (`aria-pressed`), each choosing its option through an action of `context` named
  /// `name-INDEX`. Where a screen's action steps through the options, `keys` are its keys
  /// (`aria-keyshortcuts`, so the page script sends them, and the session runs the action).
  ///
  /// ```swift
  /// HTML.switch("Range", options: Range.allCases.map { ($0, $0.title) }, chosen: viewModel.range,
  ///   name: "range", in: context) { [weak self] in self?.viewModel.rangeSelected($0) }
  /// ```
  @MainActor
  public static func `switch`<Option: Equatable>(
    _ label: String, options: [(option: Option, title: String)], chosen: Option, name: String,
    keys: [KeyShortcut] = [], in context: RegionContext,
    choose: @escaping @MainActor (Option) -> Void
  ) -> HTML {
    HTML.element(
      "div",
      [
        "class": "ranges", "role": "group", "aria-label": label,
        "aria-keyshortcuts": shortcutsAttribute(keys),
      ]
    ) {
      for (index, (option, title)) in options.enumerated() {
        HTML.element(
          "button",
          [
            "type": "button", "aria-pressed": option == chosen ? "true" : "false",
            "data-action": context.action("\(name)-\(index)") { choose(option) },
          ]
        ) { title }
      }
    }
  }
}

extension HTML {
  /// A labelled field: `label` above an `input` whose id is `id`, with `attributes` (its type,
  /// value, `data-input`…), the label naming the field for a screen reader. It takes at most
  /// ``WebSession/longestInput`` characters, as the session keeps (unless `attributes` say
  /// fewer), so a field never shows more than its screen was given.
  ///
  /// ```swift
  /// HTML.field("Filter", id: "filter", ["type": "search", "value": viewModel.filterText,
  ///   "data-input": context.input("filter") { [weak self] in self?.viewModel.filterChanged($0) }])
  /// ```
  public static func field(
    _ label: String, id: String, _ attributes: KeyValuePairs<String, String?>
  ) -> HTML {
    element("label", ["class": "field", "for": id]) {
      label
      let given = attributes.map { ($0.key, $0.value) }
      let limit =
        given.contains { $0.0 == "maxlength" } ? [] : [("maxlength", "\(WebSession.longestInput)")]
      element("input", attributeList: [("id", id)] + given + limit)
    }
  }
}

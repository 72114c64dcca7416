import CustomDump

/// swift-custom-dump's text of a value, on one line: for an inspector's narrow rows.
enum OneLineDump {
  /// `value` as `customDump` writes it to `maxDepth`, its lines joined: `Drink(id: "1", name:
  /// "Mojito")`, `["sour", "sweet"]`.
  static func of(_ value: Any, maxDepth: Int) -> String {
    var text = ""
    customDump(value, to: &text, maxDepth: maxDepth)
    guard text.contains("\n") else { return text }
    return text.split(separator: "\n")
      .map { $0.trimmingPrefix(while: \.isWhitespace) }
      .joined(separator: " ")
      .replacing(#/\[\d+\]: /#, with: "")
      .replacing("( ", with: "(").replacing("[ ", with: "[")
      .replacing(" )", with: ")").replacing(" ]", with: "]")
  }
}

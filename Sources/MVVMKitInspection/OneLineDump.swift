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
      .map { withoutIndex($0.trimmingPrefix(while: \.isWhitespace)) }
      .joined(separator: " ")
      .replacing("( ", with: "(").replacing("[ ", with: "[")
      .replacing(" )", with: ")").replacing(" ]", with: "]")
  }

  /// A line of a collection's dump without the element's index customDump starts it with:
  /// `[0]: "sour",` → `"sour",`.
  private static func withoutIndex(_ line: Substring) -> Substring {
    guard line.first == "[", let close = line.firstIndex(of: "]"),
      line[line.index(after: line.startIndex)..<close].allSatisfy(\.isNumber),
      line[close...].hasPrefix("]: ")
    else { return line }
    return line[line.index(close, offsetBy: 3)...]
  }
}

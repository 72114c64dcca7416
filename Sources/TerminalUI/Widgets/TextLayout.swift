/// Where the items `shown` are among `count`: "12–16 of 54", then " · " and `more` while some
/// come after them ("more below" for a list, "more →" for a row).
public func positionText(_ shown: Range<Int>, of count: Int, more: String = "more below") -> String
{
  "\(shown.lowerBound + 1)–\(shown.upperBound) of \(count)\(shown.upperBound < count ? " · \(more)" : "")"
}

/// Wraps `text` into lines of at most `width` columns, breaking at spaces where it can.
public func wrap(_ text: String, width: Int) -> [String] {
  guard width > 0 else { return [] }
  var lines: [String] = []
  for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
    var line = ""
    for word in paragraph.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if DisplayWidth.of(candidate) <= width {
        line = candidate
      } else {
        if !line.isEmpty { lines.append(line) }
        line = String(word)
      }
    }
    lines.append(line)
  }
  return lines
}

/// Where a list or grid that does not fit is, and that there is more on either side: "1–5 of 54 ·
/// more below", "12–16 of 54 · more above · more below", "7 of 12 · ← more · more →" for a row
/// scrolled sideways.
///
/// - Parameters:
///   - shown: The items on screen.
///   - count: The items there are; with `total`, the ones loaded so far.
///   - total: How many there are in all, when more are still to load: the list is positioned in
///     them, and there is more below the loaded ones.
///   - horizontal: Whether the items are a row, scrolled sideways ("← more", "more →").
public func positionText(
  _ shown: Range<Int>, of count: Int, total: Int? = nil, horizontal: Bool = false
) -> String {
  let all = max(count, total ?? count)
  // Drawn with every frame of a list: one string, appended to.
  var text = String(shown.lowerBound + 1)
  if shown.count != 1 { text += "–" + String(shown.upperBound) }
  text += " of " + all.groupedDigits
  if shown.lowerBound > 0 { text += horizontal ? " · ← more" : " · more above" }
  if shown.upperBound < all { text += horizontal ? " · more →" : " · more below" }
  return text
}

/// The longest line of prose that still reads well, in columns: a paragraph on a wide terminal is
/// wrapped at this rather than across the whole width, as a book or a browser's reading view does.
public let readableLineWidth = 80

/// Wraps `text` into lines of at most `width` columns, breaking at spaces where it can. A word wider
/// than a line is left whole (a view cuts it where it draws it) unless `breakingWords`: then it is
/// broken wherever it must, so that none of it is lost (a link in an alert).
public func wrap(_ text: String, width: Int, breakingWords: Bool = false) -> [String] {
  guard width > 0 else { return [] }
  let scalars = text.unicodeScalars
  if scalars.allSatisfy({ $0 == "\n" || ScreenBuffer.isNarrow($0) }) {
    // A scalar a character and a column, as most text is: words are counted, not measured.
    return wrap(scalars, width: width, breakingWords: breakingWords, measure: \.count) {
      String(Substring($0))
    }
  }
  return wrap(text, width: width, breakingWords: breakingWords, measure: DisplayWidth.of) {
    String($0)
  }
}

/// `text` wrapped into at most `limit` lines of `width` columns (see ``wrap(_:width:breakingWords:)``),
/// the last ending in "…" where more did not fit.
func wrap(_ text: String, width: Int, atMost limit: Int) -> [String] {
  var lines = wrap(text, width: width)
  guard limit > 0, lines.count > limit else { return lines }
  lines.removeLast(lines.count - limit)
  lines[limit - 1] += "…"
  return lines
}

/// `text`'s paragraphs wrapped into lines of at most `width` columns, each word measured once: a
/// line's width is its words' and the spaces between them. With `breakingWords`, a word wider
/// than `width` starts a line and is broken into pieces of `width` columns.
private func wrap<Text: Collection>(
  _ text: Text, width: Int, breakingWords: Bool, measure: (Text.SubSequence) -> Int,
  string: (Text.SubSequence) -> String
) -> [String] where Text.Element: Equatable & ExpressibleByUnicodeScalarLiteral {
  var lines: [String] = []
  for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
    var line = ""
    var lineWidth = 0
    for word in paragraph.split(separator: " ") {
      let wordWidth = measure(word)
      if breakingWords, wordWidth > width {
        if !line.isEmpty { lines.append(line) }
        var pieces = pieces(of: string(word), width: width)
        (line, lineWidth) = (pieces.removeLast(), 0)
        lineWidth = DisplayWidth.of(line)
        lines += pieces
      } else if line.isEmpty {
        line = string(word)
        lineWidth = wordWidth
      } else if lineWidth + 1 + wordWidth <= width {
        line += " "
        line += string(word)
        lineWidth += 1 + wordWidth
      } else {
        lines.append(line)
        line = string(word)
        lineWidth = wordWidth
      }
    }
    lines.append(line)
  }
  return lines
}

/// `word` in pieces of at most `width` columns (at least one character each), in order.
private func pieces(of word: String, width: Int) -> [String] {
  var pieces = [""]
  var pieceWidth = 0
  for character in word {
    let characterWidth = DisplayWidth.of(String(character))
    if pieceWidth + characterWidth > width, !pieces[pieces.count - 1].isEmpty {
      pieces.append("")
      pieceWidth = 0
    }
    pieces[pieces.count - 1].append(character)
    pieceWidth += characterWidth
  }
  return pieces
}

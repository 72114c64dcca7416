/// A grid of cells: what one frame of the screen shows.
///
/// Views draw into a buffer; the ``Renderer`` writes to the terminal only the cells that changed
/// since the last frame, and ``plainText()`` gives the frame as text for scripts and tests.
public struct ScreenBuffer: Hashable, Sendable {
  /// The width in columns.
  public let width: Int
  /// The height in rows.
  public let height: Int
  /// The cells, row after row.
  private(set) var cells: [Cell]
  /// Where the mouse acts, in the order added (see ``MouseTarget``): not part of what the
  /// frame shows, so two buffers of the same cells are equal whatever their targets.
  public internal(set) var mouseTargets: [MouseTarget] = []
  /// How the frame draws pictures: the way the terminal it is for shows them.
  public var images: ImageDrawing = .blocks
  /// The pictures placed over the frame's cells (``drawPicture(_:in:)``), in the order drawn: like
  /// the mouse targets, not part of what two frames are compared by.
  public internal(set) var pictures: [PlacedPicture] = []

  /// The most columns or rows a buffer has: a larger size is clamped to it, so an absurd size
  /// (from an option, or a terminal that reports one) can never allocate gigabytes.
  public static let maximumSide = 1000

  /// A blank buffer of `width` columns by `height` rows, each clamped to 0...``maximumSide``.
  public init(width: Int, height: Int) {
    self.width = min(max(0, width), Self.maximumSide)
    self.height = min(max(0, height), Self.maximumSide)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// A blank buffer of `width` columns by `height` rows in the storage of `recycled`, a frame
  /// done with, when it has that size: a frame a key, at 200x60, is 12,000 cells not allocated
  /// and freed again.
  /// `recycled` is consumed: only a buffer nothing else holds is cleared in place rather than
  /// copied first.
  public init(width: Int, height: Int, recycling recycled: consuming ScreenBuffer?) {
    guard var buffer = consume recycled, buffer.width == min(max(0, width), Self.maximumSide),
      buffer.height == min(max(0, height), Self.maximumSide)
    else {
      self.init(width: width, height: height)
      return
    }
    buffer.cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    buffer.mouseTargets.removeAll(keepingCapacity: true)
    buffer.pictures.removeAll(keepingCapacity: true)
    buffer.images = .blocks
    self = buffer
  }

  /// The whole buffer as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`; a blank cell outside the buffer.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard x >= 0, x < width, y >= 0, y < height else { return .blank }
      return cells[y * width + x]
    }
    set {
      guard x >= 0, x < width, y >= 0, y < height else { return }
      cells[y * width + x] = newValue
    }
  }

  /// Draws `text` on row `y` from column `x`, clipped to `clip` and to `maxWidth` columns.
  ///
  /// Text that does not fit ends in "…" at a cell boundary: a wide character that would straddle
  /// the edge is never cut in half. Line breaks and tabs are drawn as spaces; every other control
  /// character is drawn as a visible stand-in (see ``TerminalText``), never sent raw.
  ///
  /// - Returns: The number of columns drawn.
  @discardableResult
  public mutating func draw(
    _ text: String, x: Int, y: Int, maxWidth: Int? = nil, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    let clip = clip ?? bounds
    guard y >= clip.y, y < clip.y + clip.height, y >= 0, y < height else { return 0 }
    let right = min(clip.x + clip.width, width, maxWidth.map { x + $0 } ?? Int.max)
    let available = right - x
    guard available > 0 else { return 0 }
    var column = x
    let fits: Bool
    if let count = Self.isPrintableASCII(text) ? text.utf8.count : Self.narrowScalarCount(text) {
      // Printable ASCII (most text), Latin, punctuation, arrows and box drawing: a character and
      // a column a scalar, and nothing to make safe; written straight into the row.
      fits = count <= available
      let end = x + (fits ? count : available - 1)
      let (row, first) = (y * width, max(clip.x, 0))
      cells.withUnsafeMutableBufferPointer { cells in
        for scalar in text.unicodeScalars {
          guard column < end else { break }
          if column >= first { cells[row + column] = Cell(sanitized: scalar, style: style) }
          column += 1
        }
      }
    } else {
      (fits, column) = drawMeasuring(
        text, x: x, y: y, available: available, style: style, clip: clip)
    }
    if !fits, column < right {
      self[column, y] = Cell("…", style: style)
      column += 1
    }
    return column - x
  }

  /// Whether every character of `text` is printable ASCII.
  static func isPrintableASCII(_ text: String) -> Bool {
    // Through a pointer: a debug build would otherwise call the iterator's `next()` a byte.
    let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard var byte = bytes.baseAddress else { return true }
      let end = byte + bytes.count
      while byte < end {
        if byte.pointee < 0x20 || byte.pointee >= 0x7F { return false }
        byte += 1
      }
      return true
    }
    return answer ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// Sets the cells of row `y` from column `x` up to `end` (clipped to the buffer) to `cell`.
  mutating func fillRow(_ y: Int, from x: Int, to end: Int, with cell: Cell) {
    let (first, last) = (max(0, x), min(width, end))
    guard y >= 0, y < height, first < last else { return }
    cells.withUnsafeMutableBufferPointer { cells in
      cells[(y * width + first)..<(y * width + last)].update(repeating: cell)
    }
  }

  /// How many scalars `text` has when each is a character of its own that takes one column and
  /// is safe to draw: printable ASCII or ``DisplayWidth/isAlwaysNarrow(_:)`` (none of which
  /// joins the scalar before or after it into one character); `nil` for any other text.
  static func narrowScalarCount(_ text: String) -> Int? {
    var count = 0
    for scalar in text.unicodeScalars {
      guard isNarrow(scalar) else { return nil }
      count += 1
    }
    return count
  }

  /// Whether `scalar` is a character of its own that takes one column and is safe to draw:
  /// printable ASCII or ``DisplayWidth/isAlwaysNarrow(_:)``.
  static func isNarrow(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value >= 0x20 && value < 0x7F) || DisplayWidth.isAlwaysNarrow(value)
  }

  /// Draws `text` character by character, each made safe and measured once: what ``draw(_:x:y:maxWidth:style:clip:)``
  /// does for text that is not all printable ASCII.
  ///
  /// - Returns: Whether all of it fits in `available` columns, and the column after the last drawn.
  private mutating func drawMeasuring(
    _ text: String, x: Int, y: Int, available: Int, style: Style, clip: Rect
  ) -> (fits: Bool, column: Int) {
    var characters: [(character: Character, width: Int)] = []
    characters.reserveCapacity(min(text.utf8.count, available + 1))
    var total = 0
    for character in text {
      let shown =
        character == "\n" || character == "\t" || character == "\r\n"
        ? " " : TerminalText.sanitized(character)
      // An emoji sequence terminals disagree on is drawn as its parts, whose widths they agree on.
      for part in DisplayWidth.agreedParts(of: shown) ?? [shown] {
        let width = DisplayWidth.of(part)
        characters.append((part, width))
        total += width
      }
      // What cannot be drawn need not be measured: the ellipsis is decided by now.
      if total > available { break }
    }
    let fits = total <= available
    let budget = fits ? available : available - 1  // room for "…"
    var column = x
    for (character, cellWidth) in characters {
      if cellWidth == 0 { continue }
      if column + cellWidth > x + budget { break }
      if column >= clip.x {
        self[column, y] = Cell(sanitized: character, width: cellWidth, style: style)
        if cellWidth == 2 { self[column + 1, y] = .continuation(style: style) }
      }
      column += cellWidth
    }
    return (fits, column)
  }

  /// Draws `character` at `x`, `y` as text is drawn: made safe, and as its parts where terminals
  /// disagree on its width (see `DisplayWidth.agreedParts(of:)`); a character that takes no
  /// column takes one here (a field's cursor on a mark).
  ///
  /// - Returns: The columns it took.
  @discardableResult
  public mutating func draw(_ character: Character, x: Int, y: Int, style: Style = .plain) -> Int {
    let shown = TerminalText.sanitized(character)
    var column = x
    for part in DisplayWidth.agreedParts(of: shown) ?? [shown] {
      let width = max(1, DisplayWidth.of(part))
      self[column, y] = Cell(sanitized: part, width: width, style: style)
      if width == 2 { self[column + 1, y] = .continuation(style: style) }
      column += width
    }
    return column - x
  }

  /// Fills `rect` with `character` in `style`.
  public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
    let cell = Cell(character, style: style)
    for row in rect.y..<(rect.y + rect.height) {
      fillRow(row, from: rect.x, to: rect.x + rect.width, with: cell)
    }
  }

  /// Whether two frames show the same: the same size and cells (their mouse targets aside).
  public static func == (lhs: ScreenBuffer, rhs: ScreenBuffer) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
  }

  /// Hashes what the frame shows: its size and cells.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(cells)
  }

  /// The frame as plain text: one line per row, without styles or trailing spaces.
  public func plainText() -> String {
    (0..<height).map { row in
      var line = ""
      for column in 0..<width {
        if let character = self[column, row].character { line.append(character) }
      }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}

extension ScreenBuffer {
  /// A copy of what `rect` (clipped to the buffer) shows, row after row: to put back with
  /// ``restore(_:)``.
  func region(_ rect: Rect) -> Region {
    let clipped = rect.intersection(bounds)
    var copied: [Cell] = []
    copied.reserveCapacity(clipped.width * clipped.height)
    for y in clipped.y..<(clipped.y + clipped.height) {
      copied += cells[(y * width + clipped.x)..<(y * width + clipped.x + clipped.width)]
    }
    return Region(rect: clipped, cells: copied)
  }

  /// Puts back the cells of `region`, where they were copied from.
  mutating func restore(_ region: Region) {
    let rect = region.rect
    guard rect.intersection(bounds) == rect, region.cells.count == rect.width * rect.height
    else { return }  // copied from a buffer of another size: nothing of it fits here
    cells.withUnsafeMutableBufferPointer { cells in
      region.cells.withUnsafeBufferPointer { copied in
        for row in 0..<rect.height {
          let start = (rect.y + row) * width + rect.x
          let from = copied[(row * rect.width)..<((row + 1) * rect.width)]
          _ = UnsafeMutableBufferPointer(rebasing: cells[start..<(start + rect.width)])
            .update(fromContentsOf: from)
        }
      }
    }
  }

  /// The cells of a rectangle of a buffer, copied out.
  struct Region {
    /// Where they were, clipped to the buffer.
    let rect: Rect
    /// The cells, row after row.
    let cells: [Cell]
  }
}

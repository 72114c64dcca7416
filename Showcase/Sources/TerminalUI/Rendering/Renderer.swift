import Foundation

/// Writes frames to a terminal, sending only the cells that changed since the last frame.
///
/// A one-cell change costs a cursor move, a style and the character: a few dozen bytes, not a
/// screen; a frame like the last costs nothing. The cursor is hidden when a whole frame is drawn
/// (the first, and after ``invalidate(picturesLost:)``), not on every frame.
public struct Renderer: Sendable {
  private var previous: ScreenBuffer?
  /// The frame before `previous`, which nothing reads any more.
  private var spare: ScreenBuffer?
  /// What the last frame wrote, emptied for the next: its storage is grown once, not per frame.
  private var output = TerminalBytes()
  /// The pictures the terminal shows now, as the last frame placed them.
  private var placed: [ScreenBuffer.PlacedPicture] = []
  /// The kitty pictures whose pixels the terminal keeps, least recently placed first: placing one
  /// again costs a few bytes, not the picture.
  private var transmitted: [UInt32] = []
  /// Whether a kitty picture was ever sent: only then are kitty's commands written to clear.
  private var usedKitty = false
  /// Whether colours are emitted; `false` when `NO_COLOR` is set.
  public var colors: Bool

  /// The most kitty pictures whose pixels the terminal is left to keep: a page of thumbnails and
  /// the pages either side.
  static let keptKittyPictures = 64

  /// A renderer that has drawn nothing yet.
  public init(colors: Bool = true) {
    self.colors = colors
  }

  /// Forgets the last frame, so the next one is drawn whole (after a resize, or a redraw).
  ///
  /// With `picturesLost`, the kitty pictures the terminal kept are taken as gone, and each is
  /// sent again when next placed: kitty drops them when the app leaves its alternate screen (a
  /// suspend with Ctrl-Z), and placing one by its id alone then shows nothing.
  public mutating func invalidate(picturesLost: Bool = false) {
    previous = nil
    spare = nil
    if picturesLost { transmitted.removeAll() }
  }

  /// What ends a session that showed kitty pictures: the terminal forgets their pixels. Empty
  /// when none was shown.
  public var closing: String { usedKitty ? PictureSequences.freeAllKitty : "" }

  /// The bytes that turn the terminal's screen from the last frame into `frame`: none when they
  /// are the same.
  public mutating func render(_ frame: ScreenBuffer) -> String {
    let full = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
    output.removeAll()
    if full {
      output.append("\u{1B}[?25l\u{1B}[0m\u{1B}[2J")
      if usedKitty { output.append(PictureSequences.deleteAllKittyPlacements) }
      placed = []
    }
    let pictures = frame.pictures.isEmpty && placed.isEmpty ? nil : placePictures(of: frame)
    // Every cell of every frame passes here: the loop reads the cells in place, by index.
    let (width, blank, colors) = (frame.width, Cell.blank, colors)
    var currentStyle: Style?
    var cursor = -1  // the index of the cell the terminal's cursor is on; -1 when not known
    frame.cells.withUnsafeBufferPointer { new in
      (full ? [] : previous?.cells ?? []).withUnsafeBufferPointer { old in
        for row in 0..<frame.height {
          let (start, end) = (row * width, (row + 1) * width)
          let cleared = pictures?.clearsCells(inRow: row) ?? false
          // Most rows are as they were: skipped after comparing their memory (a cell has no
          // padding, so equal bytes are equal cells).
          if !cleared, let old = old.baseAddress, let new = new.baseAddress,
            memcmp(old + start, new + start, width * MemoryLayout<Cell>.stride) == 0
          {
            continue
          }
          // Whether a character of several scalars (an emoji sequence, a flag, a letter with a
          // mark) was written in this row: terminals disagree on their widths (tmux draws a
          // family of three as three emoji), so every cell after it in the row is written again,
          // each at its column.
          var unsure = false
          for index in start..<end {
            let cell = new[index]
            guard cell.width > 0 else { continue }  // the second column of a wide character
            if let pictures, pictures.shows(column: index - start, row: row) {
              continue  // under a picture: the picture shows it
            }
            if cleared, pictures?.cleared(column: index - start, row: row) == true {
              // A picture left these cells: what the frame has there is written, whatever the
              // last frame had.
            } else if unsure {
              // After a character of several scalars: written, whatever the last frame had.
            } else if old.isEmpty {
              if cell == blank { continue }
            } else if old[index] == cell,
              cell.width < 2 || index + 1 == end || old[index + 1] == new[index + 1]
            {
              continue
            }
            let isCluster = cell.hasSeveralScalars
            if isCluster, cell.width == 2, index + 1 < end {
              // Its second column blanked first: a terminal that draws it one column wide leaves
              // no residue there.
              Self.appendMove(row: row, column: index + 1 - start, to: &output)
              cursor = -1
              Self.appendStyle(cell.style, over: &currentStyle, colors: colors, to: &output)
              output.append(" ")
            }
            if cursor != index { Self.appendMove(row: row, column: index - start, to: &output) }
            Self.appendStyle(cell.style, over: &currentStyle, colors: colors, to: &output)
            cell.write(to: &output)
            // At the end of a row the cursor stays put (or wraps, by terminal): not known; after
            // a character of several scalars, where the terminal put it is not known either.
            cursor = index + cell.width < end && !isCluster ? index + cell.width : -1
            unsure = unsure || isCluster
          }
        }
      }
    }
    if let pictures { writePictures(pictures.added) }
    // Each frame sets the style of the first cell it writes, so none is reset at its end.
    spare = previous
    previous = frame
    return output.isEmpty ? "" : output.text
  }

  /// Sets `style`, unless it is `current` already.
  private static func appendStyle(
    _ style: Style, over current: inout Style?, colors: Bool, to output: inout TerminalBytes
  ) {
    guard current != style else { return }
    style.writeSGR(over: current, colors: colors, to: &output)
    current = style
  }

  /// Moves the cursor to `column` of `row` (from 0).
  private static func appendMove(row: Int, column: Int, to output: inout TerminalBytes) {
    output.append("\u{1B}[")
    output.append(row + 1)
    output.append(";")
    output.append(column + 1)
    output.append("H")
  }

  /// What a frame changes of the pictures on screen.
  private struct PictureChanges {
    /// The pictures the frame shows: the cells under them are not written.
    let shown: [ScreenBuffer.PlacedPicture]
    /// Those the terminal does not show yet.
    let added: [ScreenBuffer.PlacedPicture]
    /// Where pictures left: those cells are written whatever the last frame had there.
    let cleared: [Rect]

    func shows(column: Int, row: Int) -> Bool {
      shown.contains { $0.rect.contains(x: column, y: row) }
    }

    func clearsCells(inRow row: Int) -> Bool {
      cleared.contains { row >= $0.y && row < $0.y + $0.height }
    }

    func cleared(column: Int, row: Int) -> Bool {
      cleared.contains { $0.contains(x: column, y: row) }
    }
  }

  /// Compares the pictures `frame` shows (those nothing was drawn over) with those on screen, and
  /// takes the kitty pictures that left off the screen.
  private mutating func placePictures(of frame: ScreenBuffer) -> PictureChanges {
    let shown = frame.pictures.filter { frame.shows($0) }
    let left = placed.filter { !shown.contains($0) }
    let added = shown.filter { !placed.contains($0) }
    for picture in left where picture.picture.graphics == .kitty {
      PictureSequences.deleteKitty(picture.picture.id, freeing: false, to: &output)
    }
    placed = shown
    return PictureChanges(shown: shown, added: added, cleared: left.map(\.rect))
  }

  /// Writes `added` over their cells, after the frame's text.
  private mutating func writePictures(_ added: [ScreenBuffer.PlacedPicture]) {
    for placed in added {
      // Its cells blanked first: a picture keeps its aspect, so its last row or column may be
      // partly its own and partly the background, never what the cells showed before.
      output.append("\u{1B}[0m")
      for row in 0..<placed.rect.height {
        Self.appendMove(row: placed.rect.y + row, column: placed.rect.x, to: &output)
        for _ in 0..<placed.rect.width { output.append(" ") }
      }
      output.append("\u{1B}[")
      output.append(placed.rect.y + 1)
      output.append(";")
      output.append(placed.rect.x + 1)
      output.append("H")
      let picture = placed.picture
      var isTransmitted = false
      if picture.graphics == .kitty {
        usedKitty = true
        if let index = transmitted.firstIndex(of: picture.id) {
          transmitted.remove(at: index)
          isTransmitted = true
        }
        transmitted.append(picture.id)
      }
      PictureSequences.place(picture, transmitted: isTransmitted, to: &output)
    }
    // The terminal forgets the pixels of the kitty pictures least recently placed, past the
    // number kept, unless they are on screen.
    while transmitted.count > Self.keptKittyPictures,
      let index = transmitted.firstIndex(where: { id in !placed.contains { $0.picture.id == id } })
    {
      PictureSequences.deleteKitty(transmitted.remove(at: index), freeing: true, to: &output)
    }
  }

  /// The frame before the last, done with, for the next frame to be drawn in
  /// (``ScreenBuffer/init(width:height:recycling:)``); once.
  public mutating func takeSpareBuffer() -> ScreenBuffer? {
    defer { spare = nil }
    return spare
  }
}

import Foundation

/// Writes frames to a terminal, sending only the cells that changed since the last frame.
///
/// A one-cell change costs a cursor move, a style and the character: a few dozen bytes, not a
/// screen; a frame like the last costs nothing. The cursor is hidden when a whole frame is drawn
/// (the first, and after ``invalidate()``), not on every frame.
public struct Renderer: Sendable {
  private var previous: ScreenBuffer?
  /// The frame before `previous`, which nothing reads any more.
  private var spare: ScreenBuffer?
  /// What the last frame wrote, emptied for the next: its storage is grown once, not per frame.
  private var output = TerminalBytes()
  /// Whether colours are emitted; `false` when `NO_COLOR` is set.
  public var colors: Bool

  /// A renderer that has drawn nothing yet.
  public init(colors: Bool = true) {
    self.colors = colors
  }

  /// Forgets the last frame, so the next one is drawn whole (after a resize, or a redraw).
  public mutating func invalidate() {
    previous = nil
    spare = nil
  }

  /// The bytes that turn the terminal's screen from the last frame into `frame`: none when they
  /// are the same.
  public mutating func render(_ frame: ScreenBuffer) -> String {
    let full = previous.map { $0.width != frame.width || $0.height != frame.height } ?? true
    output.removeAll()
    if full { output.append("\u{1B}[?25l\u{1B}[0m\u{1B}[2J") }
    // Every cell of every frame passes here: the loop reads the cells in place, by index.
    let (width, blank, colors) = (frame.width, Cell.blank, colors)
    var currentStyle: Style?
    var cursor = -1  // the index of the cell the terminal's cursor is on; -1 when not known
    frame.cells.withUnsafeBufferPointer { new in
      (full ? [] : previous?.cells ?? []).withUnsafeBufferPointer { old in
        for row in 0..<frame.height {
          let (start, end) = (row * width, (row + 1) * width)
          // Most rows are as they were: skipped after comparing their memory (a cell has no
          // padding, so equal bytes are equal cells).
          if let old = old.baseAddress, let new = new.baseAddress,
            memcmp(old + start, new + start, width * MemoryLayout<Cell>.stride) == 0
          {
            continue
          }
          for index in start..<end {
            let cell = new[index]
            guard cell.width > 0 else { continue }  // the second column of a wide character
            if old.isEmpty {
              if cell == blank { continue }
            } else if old[index] == cell,
              cell.width < 2 || index + 1 == end || old[index + 1] == new[index + 1]
            {
              continue
            }
            if cursor != index {
              output.append("\u{1B}[")
              output.append(row + 1)
              output.append(";")
              output.append(index - start + 1)
              output.append("H")
            }
            if currentStyle != cell.style {
              cell.style.writeSGR(colors: colors, to: &output)
              currentStyle = cell.style
            }
            cell.write(to: &output)
            // At the end of a row the cursor stays put (or wraps, by terminal): not known.
            cursor = index + cell.width < end ? index + cell.width : -1
          }
        }
      }
    }
    // Each frame sets the style of the first cell it writes, so none is reset at its end.
    spare = previous
    previous = frame
    return output.isEmpty ? "" : output.text
  }

  /// The frame before the last, done with, for the next frame to be drawn in
  /// (``ScreenBuffer/init(width:height:recycling:)``); once.
  public mutating func takeSpareBuffer() -> ScreenBuffer? {
    defer { spare = nil }
    return spare
  }
}

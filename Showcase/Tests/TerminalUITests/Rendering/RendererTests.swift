import Testing

@testable import TerminalUI

@Suite struct RendererTests {
  @Test func theFirstFrameClearsTheScreenAndDrawsOnlyWhatIsNotBlank() {
    var renderer = Renderer(colors: true)
    var frame = ScreenBuffer(width: 10, height: 3)
    frame.draw("Hi", x: 1, y: 1, style: .strong)
    #expect(
      renderer.render(frame) == "\u{1B}[?25l\u{1B}[0m\u{1B}[2J\u{1B}[2;2H\u{1B}[0;1mHi")
  }

  @Test func aOneCellChangeWritesTheCellOneCursorMoveAndOneStyle() {
    var renderer = Renderer(colors: true)
    var frame = ScreenBuffer(width: 100, height: 30)
    frame.draw(String(repeating: "x", count: 100), x: 0, y: 10)
    _ = renderer.render(frame)
    frame[42, 10] = Cell("y")
    let output = renderer.render(frame)
    // No cursor-visibility toggle and no reset of the screen or the style per frame.
    #expect(output == "\u{1B}[11;43H\u{1B}[0my")
    #expect(output.utf8.count == 13)
  }

  /// Rows and columns past 99 and colours of three digits are written whole.
  @Test func writesPositionsAndColoursOfEveryWidth() {
    var renderer = Renderer(colors: true)
    let frame = ScreenBuffer(width: 120, height: 101)
    _ = renderer.render(frame)
    var next = frame
    next[110, 100] = Cell("z", style: Style(foreground: .rgb(255, 100, 7)))
    #expect(renderer.render(next) == "\u{1B}[101;111H\u{1B}[0;38;2;255;100;7mz")
  }

  @Test func anUnchangedFrameWritesNothing() {
    var renderer = Renderer()
    var frame = ScreenBuffer(width: 20, height: 5)
    frame.draw("same", x: 0, y: 0)
    _ = renderer.render(frame)
    #expect(renderer.render(frame) == "")
  }

  @Test func neverWritesTheSecondHalfOfAWideCharacter() {
    var renderer = Renderer()
    var frame = ScreenBuffer(width: 6, height: 1)
    frame.draw("日本", x: 0, y: 0)
    #expect(
      renderer.render(frame) == "\u{1B}[?25l\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0m日本")
  }

  @Test func noColorDropsColoursButKeepsAttributes() {
    let style = Style(bold: true, underline: true, foreground: .red, background: .rgb(1, 2, 3))
    #expect(style.sgr(colors: true) == "\u{1B}[0;1;4;38;5;1;48;2;1;2;3m")
    #expect(style.sgr(colors: false) == "\u{1B}[0;1;4m")
    #expect(Style(dim: true, reverse: true).sgr(colors: true) == "\u{1B}[0;2;7m")
  }

  @Test func aResizeRedrawsEverything() {
    var renderer = Renderer()
    _ = renderer.render(ScreenBuffer(width: 4, height: 1))
    var larger = ScreenBuffer(width: 5, height: 1)
    larger.draw("ab", x: 0, y: 0)
    #expect(renderer.render(larger).contains("\u{1B}[2J"))
  }

  @Test func theFrameBeforeTheLastIsHandedBackBlankForTheNextOne() {
    var renderer = Renderer(colors: false)
    #expect(renderer.takeSpareBuffer() == nil)
    var first = ScreenBuffer(width: 10, height: 2)
    first.draw("one", x: 0, y: 0)
    first.addMouseTarget(MouseTarget(Rect(x: 0, y: 0, width: 3, height: 1)) {})
    _ = renderer.render(first)
    var second = ScreenBuffer(width: 10, height: 2)
    second.draw("two", x: 0, y: 1)
    _ = renderer.render(second)
    let spare = renderer.takeSpareBuffer()
    #expect(spare == first)
    #expect(renderer.takeSpareBuffer() == nil, "handed back once")
    let recycled = ScreenBuffer(width: 10, height: 2, recycling: spare)
    #expect(recycled == ScreenBuffer(width: 10, height: 2))
    #expect(recycled.mouseTargets.isEmpty)
    // Another size is a new buffer of that size.
    #expect(
      ScreenBuffer(width: 5, height: 1, recycling: spare) == ScreenBuffer(width: 5, height: 1))
  }

  /// The spare frame is cleared where it is, not copied first: 12,000 cells at 200x60.
  @Test func aSpareFrameIsDrawnInItsOwnStorage() {
    var renderer = Renderer(colors: false)
    _ = renderer.render(ScreenBuffer(width: 10, height: 2))
    _ = renderer.render(ScreenBuffer(width: 10, height: 2))
    guard let spare = renderer.takeSpareBuffer() else {
      Issue.record("no spare frame after two")
      return
    }
    let storage = spare.cells.withUnsafeBufferPointer(\.baseAddress)
    let recycled = ScreenBuffer(width: 10, height: 2, recycling: consume spare)
    #expect(recycled.cells.withUnsafeBufferPointer(\.baseAddress) == storage)
  }

  /// Terminals disagree on the width of some characters of several scalars (a flag, a letter with
  /// a mark): after one, every cell of the row is written at its own column, so a border after a
  /// field typed into is never left where the terminal's cursor drifted to.
  @Test func afterACharacterOfSeveralScalarsTheRestOfTheRowIsWrittenAtItsColumns() {
    var renderer = Renderer(colors: false)
    var frame = ScreenBuffer(width: 12, height: 1)
    frame.draw("╭", x: 0, y: 0)
    frame.draw("╮", x: 11, y: 0)
    _ = renderer.render(frame)
    frame.draw("🇬🇧c", x: 1, y: 0)
    #expect(
      renderer.render(frame)
        == "\u{1B}[1;3H\u{1B}[0m \u{1B}[1;2H🇬🇧\u{1B}[1;4Hc" + String(repeating: " ", count: 7)
        + "╮")
  }

  /// Cells that differ only in their colours (a half-block picture) are written with the colours
  /// that changed, not a reset and every attribute again: a 24-bit cell costs what chafa's do.
  @Test func aStyleThatChangesOnlyAColourWritesOnlyThatColour() {
    var renderer = Renderer(colors: true)
    var frame = ScreenBuffer(width: 4, height: 1)
    var style = Style.plain.foreground(.rgb(255, 0, 0))
    style.background = .rgb(0, 0, 255)
    frame[0, 0] = Cell("▀", style: style)
    style.foreground = .rgb(0, 255, 0)
    frame[1, 0] = Cell("▀", style: style)
    style.background = .rgb(1, 2, 3)
    frame[2, 0] = Cell("▀", style: style)
    frame[3, 0] = Cell("x", style: .strong)
    #expect(
      renderer.render(frame)
        == "\u{1B}[?25l\u{1B}[0m\u{1B}[2J\u{1B}[1;1H"
        + "\u{1B}[0;38;2;255;0;0;48;2;0;0;255m▀"
        + "\u{1B}[38;2;0;255;0m▀"
        + "\u{1B}[48;2;1;2;3m▀"
        + "\u{1B}[0;1mx")
  }

  /// An emoji sequence whose width terminals disagree on most (tmux draws 👩‍👩‍👧 as three emoji
  /// and kitty as one, so under tmux a field's border moved) is never sent: it is drawn as its
  /// parts, each a width every terminal agrees on.
  @Test func anEmojiSequenceIsDrawnAsItsParts() {
    var renderer = Renderer(colors: false)
    var frame = ScreenBuffer(width: 10, height: 1)
    #expect(frame.draw("│👩‍👩‍👧│", x: 0, y: 0) == 8)
    let output = renderer.render(frame)
    #expect(output.hasSuffix("\u{1B}[1;1H\u{1B}[0m│👩👩👧│"))
    #expect(!output.unicodeScalars.contains("\u{200D}"), "no joiner reaches the terminal")
  }
}

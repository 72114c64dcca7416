import TerminalUI
import Testing

/// A cell holds its character as a number: a scalar's value, or for a character of several
/// scalars its place in a shared table. Either way it reads back as the character it was given,
/// compares by that character, and is written as it.
@Suite struct CellTests {
  @Test(
    arguments: [
      "a", "é", "東", "★", "👍🏽", "e\u{301}", "🇬🇧", "👩‍👩‍👧",
    ] as [Character])
  func aCellGivesBackItsCharacterWhateverItsScalars(character: Character) {
    let cell = Cell(character, style: .strong)
    #expect(cell.character == character)
    #expect(cell == Cell(character, style: .strong))
    #expect(cell != Cell(character, style: .plain))
  }

  /// Sixteen bytes and no padding: equal bytes are equal cells, which the renderer relies on to
  /// skip a row by comparing its memory.
  @Test func aCellIsSixteenBytesWithNoPadding() {
    func fields(of value: Any) -> [String] {
      Mirror(reflecting: value).children.map { String(describing: type(of: $0.value)) }
    }
    // 4 + 4 + 8 bytes, each field aligned where the one before ends.
    #expect(fields(of: Cell("a")) == ["UInt32", "UInt32", "Style"])
    #expect(fields(of: Style.plain) == ["UInt64"])
    #expect(MemoryLayout<Cell>.size == 16)
    #expect(MemoryLayout<Cell>.stride == 16)
  }

  @Test func charactersOfSeveralScalarsAreToldApartAndWrittenWhole() {
    #expect(Cell("👍🏽") != Cell("👍🏿"))
    #expect(Cell("e\u{301}") != Cell("e"))
    #expect(Cell("👍🏽").width == 2)
    #expect(Cell("東").width == 2)
    var frame = ScreenBuffer(width: 10, height: 1)
    frame.draw("a🇬🇧e\u{301}", x: 0, y: 0)
    var renderer = Renderer(colors: false)
    // Each whole; the emoji's second column blanked first, and every cell after a character of
    // several scalars written at its column (see `RendererTests`).
    #expect(
      renderer.render(frame)
        == "\u{1B}[?25l\u{1B}[0m\u{1B}[2J\u{1B}[1;1H\u{1B}[0ma\u{1B}[1;3H \u{1B}[1;2H🇬🇧"
        + "\u{1B}[1;4He\u{301}\u{1B}[1;5H      ")
  }

  @Test func aContinuationHasNoCharacterAndAControlCharacterIsNeverKept() {
    #expect(Cell.continuation(style: .plain).character == nil)
    #expect(Cell.continuation(style: .plain).width == 0)
    #expect(Cell("\u{1B}").character != "\u{1B}")
  }
}

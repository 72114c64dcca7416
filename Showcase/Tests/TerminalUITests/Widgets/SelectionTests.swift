import TerminalUI
import Testing

@Suite struct SelectionTests {
  @Test func scrollingKeepsTheSelectionVisible() {
    var scroll = ScrollState()
    scroll.reveal(7, visibleRows: 3, count: 10)
    #expect(scroll.offset == 5)
    scroll.reveal(6, visibleRows: 3, count: 10)
    #expect(scroll.offset == 5)
    scroll.reveal(2, visibleRows: 3, count: 10)
    #expect(scroll.offset == 2)
    scroll.reveal(9, visibleRows: 20, count: 10)
    #expect(scroll.offset == 0)
  }

  @Test func gridColumnsFollowTheWidth() {
    #expect(GridSelection.columns(forWidth: 98, cardWidth: 28) == 3)
    #expect(GridSelection.columns(forWidth: 58, cardWidth: 28) == 2)
    #expect(GridSelection.columns(forWidth: 20, cardWidth: 28) == 1)
  }

  @Test func arrowsMoveThroughTheGrid() {
    var selection = GridSelection()
    var indices: [Int] = []
    var moved: [ListMovement] = []
    for key in [Key.right, .down, .down, .right, .down, .up, .up, .up] {
      moved.append(selection.move(key, columns: 3, count: 7))
      indices.append(selection.index)
    }
    // The last row is short: down from 4 stops at the last card, 6.
    #expect(indices == [1, 4, 6, 6, 6, 3, 0, 0])
    #expect(
      moved == [.moved, .moved, .moved, .stayed, .pastEnd, .moved, .moved, .pastStart],
      "↓ in the last row and ↑ in the first are past the grid's ends")
    selection = GridSelection(index: 6)
    selection.clamp(count: 2)
    #expect(selection.index == 1)
  }

  @Test func aPageInTheGridIsRowsInTheSameColumn() {
    var selection = GridSelection(index: 1)
    #expect(selection.move(.pageDown, columns: 3, count: 20, pageRows: 4) == .moved)
    #expect(selection.index == 13)
    #expect(selection.move(.pageDown, columns: 3, count: 20, pageRows: 4) == .moved)
    #expect(selection.index == 19, "no further than the last card")
    #expect(selection.move(.pageUp, columns: 3, count: 20, pageRows: 4) == .moved)
    #expect(selection.index == 7)
    #expect(selection.move(.pageUp, columns: 3, count: 20, pageRows: 4) == .moved)
    #expect(selection.index == 1, "the first row, in the same column")
    #expect(selection.move(.pageUp, columns: 3, count: 20, pageRows: 4) == .moved)
    #expect(selection.index == 0, "from the first row, the first card")
  }

  @Test func aListMovesAPageLessOneRowAndSaysWhenItIsAtAnEnd() {
    var list = SelectableList<Int>()
    list.update(to: Array(0..<20))
    #expect(list.layout(visibleRows: 5) == 0..<5)
    let moves = [Key.down, .pageDown, .pageDown, .end, .down, .pageUp, .home, .up, .character("x")]
      .map { key in (list.move(key), list.selection) }
    #expect(
      moves.map(\.0) == [
        .moved, .moved, .moved, .moved, .pastEnd, .moved, .moved, .pastStart, .stayed,
      ])
    #expect(moves.map(\.1) == [1, 5, 9, 19, 19, 15, 0, 0, 0])
    #expect(list.layout(visibleRows: 5) == 0..<5)
  }

  @Test func aListsSelectionFollowsItsRowThroughAChange() {
    var list = SelectableList<String>()
    list.update(to: ["a", "b", "c", "d"])
    _ = list.layout(visibleRows: 2)
    list.move(.end)
    #expect(list.selectedID == "d")
    list.update(to: ["d", "a", "b", "c"])
    #expect(list.selection == 0)
    #expect(list.selectedID == "d")
    #expect(list.move(.up) == .pastStart)
  }
}

@Suite struct CardGridTests {
  @Test func cardsAreLaidOutInRowsScrolledToTheSelectionAndFollowedThroughAChange() {
    var grid = CardGrid<Int>()
    grid.update(to: Array(0..<10))
    // 3 columns of 20 (58 wide, 1 between), 2 rows of 5 on screen.
    let first = grid.layout(
      in: Rect(x: 1, y: 2, width: 62, height: 10), minimumCardWidth: 20, cardHeight: 5)
    #expect(first.map(\.index) == [0, 1, 2, 3, 4, 5])
    #expect(first[4].rect == Rect(x: 22, y: 7, width: 20, height: 5))
    #expect(grid.position == "1–6 of 10 · more below")
    #expect(grid.move(.pageDown) == .moved)
    #expect(grid.selection == 3, "a page is the rows on screen less one")
    grid.move(.end)
    let last = grid.layout(
      in: Rect(x: 1, y: 2, width: 62, height: 10), minimumCardWidth: 20, cardHeight: 5)
    #expect(last.map(\.index) == [6, 7, 8, 9])
    grid.update(to: [9] + Array(0..<9))
    #expect(grid.selectedID == 9)
    #expect(grid.selection == 0)
    #expect(grid.move(.up) == .pastStart)
  }
}

@Suite struct CardRowTests {
  @Test func oneRowScrollsSidewaysAndItsUpAndDownLeaveIt() {
    var row = CardGrid<Int>(oneRow: true)
    row.update(to: Array(0..<5))
    #expect(row.move(.down) == .pastEnd, "↓ leaves the row, even before it is drawn")
    let area = Rect(x: 0, y: 0, width: 41, height: 4)  // two cards of 20
    #expect(row.layoutRow(in: area, minimumCardWidth: 20).map(\.index) == [0, 1])
    row.move(.right)
    row.move(.right)
    row.move(.right)
    let shown = row.layoutRow(in: area, minimumCardWidth: 20)
    #expect(shown.map(\.index) == [2, 3])
    #expect(shown.map(\.rect.x) == [0, 21])
    #expect(row.position == "3–4 of 5 · ← more · more →")
    #expect(row.move(.up) == .pastStart)
    #expect(row.selection == 3)
  }
}

@Suite struct PositionTextTests {
  @Test(
    arguments: [
      (0..<5, 54, nil, false, "1–5 of 54 · more below"),
      (11..<16, 54, nil, false, "12–16 of 54 · more above · more below"),
      (49..<54, 54, nil, false, "50–54 of 54 · more above"),
      (6..<7, 12, nil, true, "7 of 12 · ← more · more →"),
      (0..<5, 5, 14, false, "1–5 of 14 · more below"),
      (995..<1000, 1000, 4000, false, "996–1000 of 4,000 · more above · more below"),
    ] as [(Range<Int>, Int, Int?, Bool, String)])
  func saysWhereAndThatThereIsMoreOnEitherSide(
    shown: Range<Int>, count: Int, total: Int?, horizontal: Bool, text: String
  ) {
    #expect(positionText(shown, of: count, total: total, horizontal: horizontal) == text)
  }
}

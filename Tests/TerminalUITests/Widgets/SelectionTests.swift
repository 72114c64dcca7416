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
    var moved: [Bool] = []
    for key in [Key.right, .down, .down, .right, .up] {
      moved.append(selection.move(key, columns: 3, count: 7))
      indices.append(selection.index)
    }
    // The last row is short: down from 4 stops at the last card, 6.
    #expect(indices == [1, 4, 6, 6, 3])
    #expect(moved == [true, true, true, false, true])
    selection.clamp(count: 2)
    #expect(selection.index == 1)
  }
}

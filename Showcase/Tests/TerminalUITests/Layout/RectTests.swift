import Testing

@testable import TerminalUI

/// Cutting a screen into the parts a frame draws.
@Suite struct RectTests {
  let area = Rect(x: 2, y: 3, width: 10, height: 8)

  @Test func theRowsFromARowRunToTheBottom() {
    #expect(area.rows(from: 5) == Rect(x: 2, y: 5, width: 10, height: 6))
    #expect(area.rows(from: 10) == Rect(x: 2, y: 10, width: 10, height: 1))
  }

  @Test func aRowAboveTheTopGivesTheWholeAndOneBelowTheBottomNothing() {
    #expect(area.rows(from: 0) == area)
    #expect(area.rows(from: 11) == Rect(x: 2, y: 11, width: 10, height: 0))
    #expect(area.rows(from: 40).isEmpty)
  }

  @Test func centredItIsAtMostThatWideInTheMiddle() {
    #expect(area.centred(width: 4) == Rect(x: 5, y: 3, width: 4, height: 8))
    #expect(area.centred(width: 5) == Rect(x: 4, y: 3, width: 5, height: 8))
    #expect(area.centred(width: 40) == area, "narrower than asked: the whole")
    #expect(area.centred(width: -1) == Rect(x: 7, y: 3, width: 0, height: 8))
  }
}

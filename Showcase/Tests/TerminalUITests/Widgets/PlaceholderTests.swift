import MVVMKit
import Testing

@testable import TerminalUI

/// The one placeholder every section draws while it has nothing to show.
@MainActor @Suite struct PlaceholderTests {
  private func draw(_ state: Loadable<[Int]>) -> (value: [Int]?, text: String) {
    var buffer = ScreenBuffer(width: 40, height: 3)
    let value = buffer.drawPlaceholder(
      for: state, loading: "Loading…", empty: "Nothing here.", isEmpty: \.isEmpty,
      retryHint: "r to retry", tick: 0, in: buffer.bounds)
    return (value, buffer.plainText())
  }

  @Test func eachStateWithNothingToShowHasItsLinesAndTheOthersTheirValue() {
    let failure = LoadFailure(message: "The server could not be reached.")
    #expect(draw(.idle).value == nil)
    #expect(draw(.loading(previous: nil)).text.hasPrefix("\(Spinner.frame(0)) Loading…"))
    #expect(draw(.loaded([])).text.hasPrefix("Nothing here."))
    #expect(draw(.loaded([])).value == nil)
    #expect(
      draw(.failed(failure, previous: nil)).text.split(separator: "\n") == [
        "✗ The server could not be reached.", "  r to retry",
      ])
    #expect(draw(.loaded([1])).value == [1])
    #expect(draw(.loading(previous: [2])).value == [2], "reloading: the previous value")
    #expect(draw(.failed(failure, previous: [3])).value == [3], "a failed reload: the same")
    let drawn = draw(.loaded([1])).text
    #expect(drawn.allSatisfy { $0.isWhitespace }, "nothing drawn for a section with its value")
  }

  @Test func aLongFailureIsWrappedAboveItsHintAsFarAsTheRowsGo() {
    let message = "The Places API has no such place: it may have closed, or its id is wrong."
    func banner(height: Int, hint: String?) -> [Substring] {
      var buffer = ScreenBuffer(width: 30, height: height)
      buffer.drawErrorBanner(message, retryHint: hint, in: buffer.bounds)
      return buffer.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    }
    #expect(
      banner(height: 5, hint: "r to retry") == [
        "✗ The Places API has no such", "  place: it may have closed,", "  or its id is wrong.",
        "  r to retry", "",
      ])
    #expect(
      banner(height: 2, hint: "r to retry") == [
        "✗ The Places API has no such…", "  r to retry",
      ], "two rows: one for the sentence, cut, and the hint's")
    #expect(
      banner(height: 2, hint: nil) == [
        "✗ The Places API has no such", "  place: it may have closed,…",
      ], "no hint: its row goes to the sentence")
  }

  @Test func aStatusWithContentFromBeforeDrawsIt() {
    var buffer = ScreenBuffer(width: 30, height: 2)
    let draws = [
      (ListStatus.failed("Down."), true), (.failed("Down."), false), (.refreshing, true),
      (.empty("None."), false),
    ].map { status, hasContent in
      buffer.drawPlaceholder(
        for: status, hasContent: hasContent, loading: "Loading…", retryHint: nil, tick: 0,
        in: buffer.bounds)
    }
    #expect(draws == [true, false, true, false])
  }
}

import TerminalUI
import Testing

@Suite struct BarChartTests {
  @Test func theTallestBarFillsTheHeightAndZeroIsABaseline() {
    var buffer = ScreenBuffer(width: 18, height: 6)
    BarChart(values: [8, 0, 3], labels: ["Fri", "Sat", "Today"])
      .draw(in: buffer.bounds, on: &buffer, style: .plain)
    // Four rows of bars in slots of 6: 8 fills 32 eighths; 3 is 3 × 4 × 8 / 8 = 12 eighths, a row
    // and a half; 0 is its value over a faint baseline.
    #expect(
      buffer.plainText() == """
          8
        █████
        █████         3
        █████   0   ▄▄▄▄▄
        █████ ▁▁▁▁▁ █████
         Fri   Sat  Today
        """)
  }

  @Test func aScaleKeepsASmallValueShortAndLabelsSayWhatItIs() {
    var buffer = ScreenBuffer(width: 18, height: 6)
    // Seconds on a scale of five minutes, four rows of bars: 10 s is an eighth of a row, 150 s
    // two rows.
    BarChart(
      values: [0, 10, 150], labels: ["Fri", "Sat", "Today"],
      valueLabels: ["0 min", "10 s", "2 min"], scale: 300
    )
    .draw(in: buffer.bounds, on: &buffer, style: .plain)
    #expect(
      buffer.plainText() == """


                    2 min
        0 min  10 s █████
        ▁▁▁▁▁ ▁▁▁▁▁ █████
         Fri   Sat  Today
        """)
  }

  @Test func tooLittleRoomDrawsNothing() {
    var buffer = ScreenBuffer(width: 2, height: 6)
    BarChart(values: [1, 2, 3], labels: []).draw(in: buffer.bounds, on: &buffer, style: .plain)
    #expect(buffer.plainText().allSatisfy { $0 == " " || $0 == "\n" })
  }
}

import TerminalUI
import Testing

@Suite struct LineChartTests {
  private let chart = LineChart(
    values: [1, 2, 3, 2, 1], labels: ["Mon", "Tue", "Wed", "Thu", "Fri"], low: "1.0", high: "3.0")

  @Test func drawsTheAxesTheirLabelsAndTheLine() {
    var buffer = ScreenBuffer(width: 24, height: 6)
    chart.draw(in: buffer.bounds, on: &buffer, style: .plain)
    #expect(
      buffer.plainText() == """
        3.0 ┤       ⢀⡴⠋⠳⣄
            │     ⣠⠞⠉   ⠈⠙⢦⡀
            │  ⢀⡴⠚⠁        ⠙⠲⣄
        1.0 ┤⣠⠖⠋             ⠈⠓⢦
            └┬────────┬────────┬
             Mon     Wed     Fri
        """)
  }

  @Test func theCursorMarksItsPointUnderTheAxis() {
    var buffer = ScreenBuffer(width: 24, height: 6)
    var marked = chart
    marked.cursor = 1
    marked.draw(in: buffer.bounds, on: &buffer, style: .plain)
    let column = marked.column(of: 1, in: buffer.bounds)
    #expect(column == 10)
    #expect(buffer[column, 4].character == "▲")
    #expect(
      buffer[column, 0].style.attributes.contains(.reverse), "the cursor's column is shown inverted"
    )
    #expect(!buffer[column - 1, 0].style.attributes.contains(.reverse))
  }
}

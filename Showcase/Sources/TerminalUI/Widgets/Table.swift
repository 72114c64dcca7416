/// A table whose columns are sized by their content: every value fits its column, decimal points
/// line up within a column, and one flexible column (a name) takes the space that is left, up to
/// a cap, so a wide terminal does not leave a gulf in the middle of a row.
///
/// ```swift
/// let table = Table(columns: [.init("Code"), .init("Currency", flexible: 28), .init("Rate", alignment: .decimal)],
///                   rows: rows.map { [$0.code, $0.name, $0.rate] }, width: rect.width)
/// table.drawHeader(on: &buffer, x: rect.x, y: rect.y, style: .strong)
/// table.drawRow(0, on: &buffer, x: rect.x, y: rect.y + 1, style: .plain)
/// ```
public struct Table: Sendable {
  /// One column: its title, how its values line up, and whether it takes the space left.
  public struct Column: Sendable {
    /// How a column's values line up.
    public enum Alignment: Sendable {
      /// Flush left.
      case left
      /// Flush right.
      case right
      /// Decimal points under each other (numbers without one end where the point would be).
      case decimal
    }

    /// The title in the header.
    public var title: String
    /// How the values line up.
    public var alignment: Alignment
    /// For the flexible column: the most columns it takes; `nil` for a column as wide as its content.
    public var flexibleCap: Int?
    /// The fewest columns the flexible column keeps before the table runs past the width.
    public var minimumWidth: Int

    /// A column titled `title`; `flexible` makes it take the space left, up to that many columns.
    public init(
      _ title: String, alignment: Alignment = .left, flexible: Int? = nil, minimumWidth: Int = 8
    ) {
      self.title = title
      self.alignment = alignment
      self.flexibleCap = flexible
      self.minimumWidth = minimumWidth
    }
  }

  /// The columns.
  public let columns: [Column]
  /// The values, a row each, a value per column.
  public let rows: [[String]]
  /// Each column's width, in terminal columns.
  public let widths: [Int]
  /// For decimal columns, the width of the longest part before the decimal point.
  private let integerWidths: [Int]

  /// Lays out `rows` under `columns` in `width` terminal columns (one column of gap between each).
  public init(columns: [Column], rows: [[String]], width: Int) {
    self.columns = columns
    self.rows = rows
    var widths: [Int] = []
    var integerWidths: [Int] = []
    for (index, column) in columns.enumerated() {
      let values = rows.map { index < $0.count ? $0[index] : "" }
      var integer = 0
      var natural = DisplayWidth.of(column.title)
      if column.alignment == .decimal {
        let parts = values.map(Self.split)
        integer = parts.map { DisplayWidth.of($0.integer) }.max() ?? 0
        let fraction = parts.map { DisplayWidth.of($0.fraction) }.max() ?? 0
        natural = max(natural, integer + fraction)
      } else {
        natural = max(natural, values.map { DisplayWidth.of($0) }.max() ?? 0)
      }
      widths.append(natural)
      integerWidths.append(integer)
    }
    if let flexible = columns.firstIndex(where: { $0.flexibleCap != nil }),
      let cap = columns[flexible].flexibleCap
    {
      let others = widths.enumerated().filter { $0.offset != flexible }.reduce(0) {
        $0 + $1.element
      }
      let left = width - others - max(0, columns.count - 1)
      widths[flexible] = max(columns[flexible].minimumWidth, min(left, cap, widths[flexible]))
    }
    self.widths = widths
    self.integerWidths = integerWidths
  }

  /// The columns the table takes, gaps included.
  public var totalWidth: Int {
    widths.reduce(0, +) + max(0, widths.count - 1)
  }

  /// Draws the titles, each aligned like its column's values.
  public func drawHeader(on buffer: inout ScreenBuffer, x: Int, y: Int, style: Style) {
    draw(columns.map(\.title), isHeader: true, on: &buffer, x: x, y: y, style: style)
  }

  /// Draws row `index`.
  public func drawRow(_ index: Int, on buffer: inout ScreenBuffer, x: Int, y: Int, style: Style) {
    draw(rows[index], isHeader: false, on: &buffer, x: x, y: y, style: style)
  }

  /// Draws row `index` of a selectable list: the selected row inverted across the table's width
  /// (at most `maxWidth`), the others in `style`. Every table with a selection shows it this way.
  public func drawRow(
    _ index: Int, on buffer: inout ScreenBuffer, x: Int, y: Int, maxWidth: Int,
    isSelected: Bool, style: Style = .plain
  ) {
    guard isSelected else { return drawRow(index, on: &buffer, x: x, y: y, style: style) }
    buffer.fill(Rect(x: x, y: y, width: min(maxWidth, totalWidth), height: 1), style: .inverted)
    drawRow(index, on: &buffer, x: x, y: y, style: .inverted)
  }

  private func draw(
    _ values: [String], isHeader: Bool, on buffer: inout ScreenBuffer, x: Int, y: Int, style: Style
  ) {
    var left = x
    for (index, column) in columns.enumerated() {
      let value = index < values.count ? values[index] : ""
      let width = widths[index]
      var start = left
      switch column.alignment {
      case .left:
        break
      case .right:
        start = left + max(0, width - DisplayWidth.of(value))
      case .decimal where isHeader:
        start = left + max(0, width - DisplayWidth.of(value))
      case .decimal:
        start = left + max(0, integerWidths[index] - DisplayWidth.of(Self.split(value).integer))
      }
      buffer.draw(value, x: start, y: y, maxWidth: left + width - start, style: style)
      left += width + 1
    }
  }

  /// "21,069.8" as ("21,069", ".8"); "1,000" as ("1,000", "").
  private static func split(_ value: String) -> (integer: Substring, fraction: Substring) {
    guard let point = value.firstIndex(of: ".") else { return (value[...], "") }
    return (value[..<point], value[point...])
  }
}

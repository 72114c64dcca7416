/// The size of one cell, in pixels: what a picture drawn over `columns` x `rows` cells is encoded
/// at.
public struct CellPixels: Hashable, Sendable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int

  /// A cell of `width` x `height` pixels, each clamped to 1...``largest``.
  public init(width: Int, height: Int) {
    self.width = min(max(1, width), Self.largest)
    self.height = min(max(1, height), Self.largest)
  }

  /// The largest side believed of a cell: a terminal that reports more is not taken at its word
  /// (a picture of 1,000 such cells would be gigabytes).
  public static let largest = 64

  /// What a cell is taken to be when the terminal does not say: 10 x 20, a common monospace font
  /// at 14 points.
  public static let usual = CellPixels(width: 10, height: 20)
}

/// A move from a position in the old list to a position in the new one.
public struct ListMove<Position: Hashable & Sendable>: Hashable, Sendable {
  /// Where the element was, in the old list.
  public var from: Position
  /// Where the element is, in the new list.
  public var to: Position

  /// A move from `from` (old list) to `to` (new list).
  public init(from: Position, to: Position) {
    self.from = from
    self.to = to
  }
}

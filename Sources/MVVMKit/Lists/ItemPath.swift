/// The position of an item: its section's index and its index within that section.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the section.
  public var section: Int
  /// The index of the item within its section.
  public var item: Int

  /// The position of item `item` in section `section`.
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders paths by section, then by item within a section.
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// The path written as "[section, item]", such as "[2, 5]".
  public var description: String { "[\(section), \(item)]" }
}

/// What the home's cursor can be on, by identity: the hot pick shown, a category, a place of a
/// type's top places, or a row of them that has none to choose (loading, empty, failed).
public enum HomeItem: Hashable, Sendable, CustomStringConvertible {
  /// The hot pick the pager shows.
  case hotPick
  /// A category: choosing it opens the type's list.
  case category(PlaceType)
  /// A row of top places with none to choose: choosing it tries the row again, if it failed.
  case row(PlaceType)
  /// A place in a type's top places.
  case place(PlaceType, id: String)

  /// What choosing an item does.
  public enum Choice: String, Sendable {
    /// Opens the place, or the category's list.
    case open
    /// Tries the row that failed again.
    case retry
  }

  /// "hot", "category-cafe", "row-bar", "place-atm-ChIJ…": the item's key in a view's list.
  public var description: String {
    switch self {
    case .hotPick: "hot"
    case .category(let type): "category-" + type.rawValue
    case .row(let type): "row-" + type.rawValue
    case .place(let type, let id): "place-" + type.rawValue + "-" + id
    }
  }

  /// Whether it is a category: for ↑↓ the categories are one stop.
  var isCategory: Bool {
    if case .category = self { true } else { false }
  }
}

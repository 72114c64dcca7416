/// A row of the home, whatever it shows and whatever decides it: the one protocol every home row
/// is behind, so that the home is a list of rows and a view draws any of them (the seed's
/// `TableCollectionCellVMRepresentable`). ``HotPicksRowViewModel`` shows the best of each type, a
/// page at a time; ``CategoriesRowViewModel`` the types, each opening its list;
/// ``TopPlacesRowViewModel`` a type's top three.
@MainActor
public protocol HomeRowRepresentable {
  /// The row's title, such as "Top Cafes nearby".
  var title: String { get }
  /// What the row says while it loads: "Loading places…".
  var loadingText: String { get }
  /// What the row shows now.
  var content: HomeRowContent { get }
  /// For a pager: the page shown and how many there are; `nil` for a row showing every cell.
  var page: (index: Int, count: Int)? { get }
  /// What the row should say beside its places: "1 of 20 places could not be read."
  var note: String? { get }
  /// Whether the places shown are being loaded again (a refresh): a view says so beside them.
  var isRefreshing: Bool { get }
  /// Tries what failed again.
  func retryTapped()
  /// The user chose the cell `id` in this row: a place, or a category.
  func cellSelected(_ id: String)
}

extension HomeRowRepresentable {
  /// The places the row shows now, in order: a pager's page, else every one; none while it
  /// shows no places.
  public var shownCells: [PlaceCellViewModel] {
    guard case .places(let cells) = content else { return [] }
    if let page, cells.indices.contains(page.index) { return [cells[page.index]] }
    return cells
  }

  /// Nothing to say beside the places.
  public var note: String? { nil }
  /// What the row says while it loads.
  public var loadingText: String { "Loading places…" }
  /// Never.
  public var isRefreshing: Bool { false }
}

/// A home row of places, whatever decides which places it shows: the one row view draws any of
/// them (the seed's `TableCollectionCellVMRepresentable`). ``TopPlacesRowViewModel`` shows a
/// type's top three; ``HotPicksRowViewModel`` the best of each type, a page at a time.
@MainActor
public protocol PlaceRowRepresentable {
  /// The row's title, such as "Top Cafes nearby".
  var title: String { get }
  /// What the row shows now.
  var content: PlaceRowContent { get }
  /// For a pager: the page shown and how many there are; `nil` for a row showing every cell.
  var page: (index: Int, count: Int)? { get }
  /// What the row should say beside its places: "1 of 20 places could not be read."
  var note: String? { get }
  /// Whether the places shown are being loaded again (a refresh): a view says so beside them.
  var isRefreshing: Bool { get }
  /// Tries what failed again.
  func retryTapped()
  /// The user chose the place `id` in this row.
  func placeSelected(_ id: String)
}

extension PlaceRowRepresentable {
  /// Nothing to say beside the places.
  public var note: String? { nil }
  /// Never.
  public var isRefreshing: Bool { false }
}

/// "Want to be more specific": the home row of the types of place, each opening its list. Always
/// there, whatever has loaded: a type's list loads its own places.
public struct CategoriesRowViewModel: HomeRowRepresentable {
  /// The categories, in type order.
  public let cells: [CategoryCellViewModel]
  private let select: @MainActor (PlaceType) -> Void

  /// The row of `types`; `select` opens a type's list.
  init(types: [PlaceType], select: @escaping @MainActor (PlaceType) -> Void) {
    cells = types.map(CategoryCellViewModel.init)
    self.select = select
  }

  /// "Want to be more specific".
  public var title: String { "Want to be more specific" }

  /// The categories.
  public var content: HomeRowContent { .categories(cells) }

  /// Every category at once.
  public var page: (index: Int, count: Int)? { nil }

  /// Nothing to try again: the categories are always there.
  public func retryTapped() {}

  /// Opens the list of the category `id` (a type's raw value); an unknown id does nothing.
  public func cellSelected(_ id: String) {
    guard let cell = cells.first(where: { $0.id == id }) else { return }
    select(cell.type)
  }
}

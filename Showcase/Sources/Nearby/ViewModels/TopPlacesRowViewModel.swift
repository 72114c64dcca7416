import MVVMKit

/// A home row of one type's top three places (the closest ATMs; of the other types, by rating,
/// ties by distance), made by the home from that type's state, with what its taps do.
public struct TopPlacesRowViewModel: HomeRowRepresentable {
  /// How many places the row shows.
  public static let count = 3

  /// The type.
  public let type: PlaceType
  /// Loading, the failure, "No cafes within 1.5 km.", or the top three.
  public let content: HomeRowContent
  /// "1 of 20 places could not be read.", when the page left some out.
  public let note: String?
  /// Whether the places shown are loading again.
  public let isRefreshing: Bool
  private let retry: @MainActor () -> Void
  private let select: @MainActor (String) -> Void

  /// The row of `type`, whose first page is `page`, around `origin` (unknown while it is found).
  ///
  /// - Parameters:
  ///   - radius: The search radius in metres, for the empty message.
  ///   - filter: What the search kept, for the empty message.
  ///   - canRetry: Whether the failure, if any, may pass if tried again.
  ///   - retry: Loads the type again.
  ///   - select: Opens a place, by its id.
  init(
    type: PlaceType, page: Loadable<PlacesPage>, origin: Coordinate?, units: Units, radius: Int,
    filter: PlaceFilter = PlaceFilter(), canRetry: Bool, retry: @escaping @MainActor () -> Void,
    select: @escaping @MainActor (String) -> Void
  ) {
    self.type = type
    self.retry = retry
    self.select = select
    note = page.value?.unreadableNote
    isRefreshing = page.isLoading && page.value != nil
    guard let origin else {
      content = .loading
      return
    }
    switch page {
    case .idle, .loading(nil):
      content = .loading
    case .failed(let failure, nil):
      content = .failed(failure.message, canRetry: canRetry)
    case .loaded(let page), .loading(let page?), .failed(_, let page?):
      content =
        page.places.isEmpty
        ? .empty(filter.noPlaces(type.pluralName, within: units.distance(Double(radius))))
        : .places(
          PlaceRanking.row(of: type, page.places, from: origin).prefix(Self.count).map {
            PlaceCellViewModel(place: $0, from: origin, units: units)
          })
    }
  }

  /// "Top Cafes nearby".
  public var title: String { type.rowTitle }

  /// Every cell at once.
  public var page: (index: Int, count: Int)? { nil }

  /// Loads the type again.
  public func retryTapped() {
    retry()
  }

  /// Opens the place.
  public func cellSelected(_ id: String) {
    select(id)
  }
}

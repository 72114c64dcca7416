/// A home row of one type's top three places (by rating, ties by distance).
@MainActor
public final class TopPlacesRowViewModel: PlaceRowRepresentable {
  /// The type.
  public let type: PlaceType
  /// The home whose places the row shows; set by the home.
  weak var home: NearbyHomeViewModel?

  /// How many places the row shows.
  public static let count = 3

  init(type: PlaceType) {
    self.type = type
  }

  /// "Top Cafes nearby".
  public var title: String { type.rowTitle }

  /// Every cell at once.
  public var page: (index: Int, count: Int)? { nil }

  /// Loading, the failure, "No cafes within 1.5 km.", or the top three.
  public var content: PlaceRowContent {
    guard let home, let origin = home.location.value else { return .loading }
    switch home.pages[type] ?? .idle {
    case .idle, .loading(nil):
      return .loading
    case .failed(let failure, nil):
      return .failed(failure.message, canRetry: home.retryable.contains(type))
    case .loaded(let page), .loading(let page?), .failed(_, let page?):
      guard !page.places.isEmpty else {
        return .empty(
          "No \(type.displayName.lowercased())s within \(home.units.distance(Double(home.radius)))."
        )
      }
      return .places(
        PlaceRanking.best(page.places, from: origin).prefix(Self.count).map {
          PlaceCellViewModel(place: $0, from: origin, units: home.units)
        })
    }
  }

  /// "1 of 20 places could not be read.", when the page left some out.
  public var note: String? {
    home?.pages[type]?.value?.unreadableNote
  }

  /// Loads the type again.
  public func retryTapped() {
    home?.retryTapped(type)
  }

  /// Opens the place.
  public func placeSelected(_ id: String) {
    home?.placeSelected(id)
  }
}

public import MVVMKit
public import Observation

/// "Hot picks only for you": one page per type that has places, showing its best place (highest
/// rating, then nearest), paged left and right; shown as soon as any type's places are there.
@MainActor @Observable
public final class HotPicksRowViewModel: PlaceRowRepresentable {
  /// The home whose places the row shows; set by the home.
  @ObservationIgnored weak var home: NearbyHomeViewModel?
  /// The page shown, among the types that have places.
  public private(set) var pageIndex = 0

  init() {}

  /// The row's title.
  public var title: String { "Hot picks only for you" }

  /// The best place of each type that has one, in type order.
  public var content: PlaceRowContent {
    guard let home, let origin = home.location.value else { return .loading }
    let cells = PlaceType.allCases.compactMap { type -> PlaceCellViewModel? in
      guard let places = home.pages[type]?.value?.places,
        let best = PlaceRanking.best(places, from: origin).first
      else { return nil }
      return PlaceCellViewModel(
        place: best, from: origin, units: home.units, caption: type.displayName)
    }
    if !cells.isEmpty { return .places(cells) }
    let states = PlaceType.allCases.map { home.pages[$0] ?? .idle }
    if states.contains(where: { !$0.isSettled }) { return .loading }
    if let failure = states.lazy.compactMap(\.failure).first {
      return .failed(failure.message, canRetry: !home.retryable.isEmpty)
    }
    return .empty("Nothing nearby yet.")
  }

  /// The page shown and how many there are, once there are places.
  public var page: (index: Int, count: Int)? {
    guard case .places(let cells) = content else { return nil }
    return (min(pageIndex, cells.count - 1), cells.count)
  }

  /// The next page (from the last, the first).
  public func nextPage() {
    guard let page else { return }
    pageIndex = (page.index + 1) % page.count
  }

  /// The previous page (from the first, the last).
  public func previousPage() {
    guard let page else { return }
    pageIndex = (page.index + page.count - 1) % page.count
  }

  /// Loads the types that failed again.
  public func retryTapped() {
    guard let home else { return }
    for type in PlaceType.allCases where home.pages[type]?.failure != nil { home.retryTapped(type) }
  }

  /// Opens the place.
  public func placeSelected(_ id: String) {
    home?.placeSelected(id)
  }
}

extension HotPicksRowViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "pageIndex": pageIndex,
        "page": page as Any,
      ])
  }
}

public import MVVMKit

/// "Hot picks only for you": one page per type that has places, showing its best place (highest
/// rating, then nearest), paged left and right; shown as soon as any type's places are there.
/// Made by the home from every type's state and the page it shows, with what its taps do.
public struct HotPicksRowViewModel: HomeRowRepresentable {
  /// The best place of each type that has one, in type order; else loading, the first failure,
  /// or "Nothing nearby yet.".
  public let content: HomeRowContent
  /// The page asked for, among the types that have places.
  public let pageIndex: Int
  private let showPage: @MainActor (Int) -> Void
  private let retry: @MainActor () -> Void
  private let select: @MainActor (String) -> Void

  /// The row over `pages` around `origin` (unknown while it is found), showing page `pageIndex`.
  ///
  /// - Parameters:
  ///   - canRetry: Whether a failure may pass if tried again.
  ///   - showPage: Shows another page, by its index.
  ///   - retry: Loads the types that failed again.
  ///   - select: Opens a place, by its id.
  init(
    pages: [PlaceType: Loadable<PlacesPage>], origin: Coordinate?, units: Units, pageIndex: Int,
    canRetry: Bool, showPage: @escaping @MainActor (Int) -> Void,
    retry: @escaping @MainActor () -> Void, select: @escaping @MainActor (String) -> Void
  ) {
    self.pageIndex = pageIndex
    self.showPage = showPage
    self.retry = retry
    self.select = select
    guard let origin else {
      content = .loading
      return
    }
    let cells = PlaceType.allCases.compactMap { type -> PlaceCellViewModel? in
      guard let places = pages[type]?.value?.places,
        let best = PlaceRanking.best(places, from: origin).first
      else { return nil }
      return PlaceCellViewModel(place: best, from: origin, units: units, caption: type.displayName)
    }
    let states = PlaceType.allCases.map { pages[$0] ?? .idle }
    if !cells.isEmpty {
      content = .places(cells)
    } else if states.contains(where: { !$0.isSettled }) {
      content = .loading
    } else if let failure = states.lazy.compactMap(\.failure).first {
      content = .failed(failure.message, canRetry: canRetry)
    } else {
      content = .empty("Nothing nearby yet.")
    }
  }

  /// The row's title.
  public var title: String { "Hot picks only for you" }

  /// The page shown and how many there are, once there are places.
  public var page: (index: Int, count: Int)? {
    guard case .places(let cells) = content else { return nil }
    return (min(pageIndex, cells.count - 1), cells.count)
  }

  /// The next page (from the last, the first).
  public func nextPage() {
    guard let page else { return }
    showPage((page.index + 1) % page.count)
  }

  /// The previous page (from the first, the last).
  public func previousPage() {
    guard let page else { return }
    showPage((page.index + page.count - 1) % page.count)
  }

  /// Loads the types that failed again.
  public func retryTapped() {
    retry()
  }

  /// Opens the place.
  public func cellSelected(_ id: String) {
    select(id)
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

public import MVVMKit
import MVVMKitNetworking
public import Observation

/// The home screen: where the user is, then the four types of place loading in parallel, each on
/// its own (one failing never blanks another), shown through child view models, rows behind one
/// protocol (``homeRows``): the hot picks pager, the categories, and a row of top places per type.
///
/// A failed or empty load never starts itself again: reloading is the user's choice (retry,
/// refresh) or a move of more than ``reloadDistance`` metres.
@MainActor @Observable
public final class NearbyHomeViewModel: EventSendingViewModel {
  /// One-shot events for the view.
  public enum Event: Hashable, Sendable, PlaceFilteringEvent {
    /// Open the list of a type.
    case showList(type: PlaceType)
    /// Open the place `id`.
    case showDetail(id: String)
    /// The user narrowed the places anew.
    case filterChanged(PlaceFilter)
  }

  /// How far the user must move before the places are loaded again, in metres.
  public static let reloadDistance = 100.0

  /// Where the user is.
  public private(set) var location: Loadable<Coordinate> = .idle
  /// The first page of each type, as loaded.
  public private(set) var pages: [PlaceType: Loadable<PlacesPage>] = [:]
  /// The types whose last failure may pass if tried again.
  public private(set) var retryable: Set<PlaceType> = []
  /// The events.
  public let events = EventQueue<Event>()
  /// The search radius, in metres.
  public let radius: Int
  /// How distances read.
  public let units: Units
  /// The hot picks' page shown.
  public private(set) var hotPicksPage = 0
  /// What the places are narrowed to: open now, a keyword.
  public private(set) var filter = PlaceFilter()
  /// The item the cursor was last moved to, kept while it leaves the home (see
  /// ``selectedItem``).
  public private(set) var selectedItemID: HomeItem?
  /// The category last chosen: moving down or up the home enters the categories there.
  public private(set) var lastCategory = PlaceType.allCases[0]

  @ObservationIgnored private let service: any PlacesService
  @ObservationIgnored private let locationProvider: any LocationProvider
  @ObservationIgnored let tasks: TaskOwner<Work>
  /// The keyword as it is typed.
  @ObservationIgnored public let keywordTyping: KeywordTyping

  enum Work: Hashable {
    case location
    case places(PlaceType)
  }

  /// A home on `service`'s places around where `locationProvider` says the user is, those `filter`
  /// keeps.
  public init(
    service: any PlacesService = GooglePlacesService.bundled(),
    locationProvider: any LocationProvider = FixedLocation(
      NearbyBundle.center, name: NearbyBundle.centerName),
    radius: Int = 1500, units: Units = .metric, filter: PlaceFilter = PlaceFilter(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.filter = filter
    self.service = service
    self.locationProvider = locationProvider
    self.radius = radius
    self.units = units
    tasks = TaskOwner(clock: clock)
    keywordTyping = KeywordTyping(clock: clock)
  }

  /// Where the search is, as the header says it: "Places within 1.5 km of Trafalgar Square
  /// (sample)", "… of 48.85837, 2.29448" for coordinates given, "… of you" only where a location
  /// source says where the user is; `nil` until the position is known.
  public var searchArea: String? {
    guard let origin = location.value else { return nil }
    return "Places within \(units.distance(Double(radius))) of \(centre(origin))"
  }

  /// What `origin` is called: "you" only where a location source says the user is there.
  private func centre(_ origin: Coordinate) -> String {
    locationProvider.centreName(of: origin)
  }

  /// "Hot picks only for you": the best place of each type, a page each.
  public var hotPicks: HotPicksRowViewModel {
    HotPicksRowViewModel(
      pages: pages, origin: location.value, units: units, pageIndex: hotPicksPage,
      canRetry: !retryable.isEmpty,
      showPage: { [weak self] in self?.hotPicksPage = $0 },
      retry: { [weak self] in self?.retryFailedTypes() },
      select: { [weak self] in self?.placeSelected($0) })
  }

  /// "Want to be more specific": the types, each opening its list.
  public var categories: CategoriesRowViewModel {
    CategoriesRowViewModel(types: PlaceType.allCases) { [weak self] in self?.categorySelected($0) }
  }

  /// The home's rows, top to bottom, each behind the one row protocol: the hot picks, the
  /// categories, then the top places of each type.
  public var homeRows: [any HomeRowRepresentable] {
    [hotPicks, categories] + rows
  }

  /// A row of the top three places per type, in type order.
  public var rows: [TopPlacesRowViewModel] {
    PlaceType.allCases.map { type in
      TopPlacesRowViewModel(
        type: type, page: pages[type] ?? .idle, origin: location.value, units: units,
        radius: radius, filter: filter, canRetry: retryable.contains(type),
        retry: { [weak self] in self?.retryTapped(type) },
        select: { [weak self] in self?.placeSelected($0) })
    }
  }

  /// Loads again every type whose last load failed.
  public func retryFailedTypes() {
    for type in PlaceType.allCases where pages[type]?.failure != nil { retryTapped(type) }
  }

  /// What the screen says of where the places come from, when it should: sample data.
  public var sourceNote: String? { service.sourceNote }

  /// "Only open now · “pizza”", while the places are narrowed; `nil` when they are not.
  public var filterSummary: String? { filter.summary.map { "Only \($0)" } }

  /// What the screen says of "open now" where the service's hours may not be true (sample data);
  /// `nil` unless only places open now are shown.
  public var openNowNote: String? { filter.openNow ? service.openNowNote : nil }

  /// Whether every source has loaded or failed: the location, then each type.
  public var isSettled: Bool {
    if location.failure != nil { return true }
    guard location.isSettled else { return false }
    return PlaceType.allCases.allSatisfy { pages[$0]?.isSettled == true }
  }

  /// Whether the location or a type failed.
  public var hasFailure: Bool {
    location.failure != nil || pages.values.contains { $0.failure != nil }
  }

  // MARK: Inputs

  /// The screen appeared: finds the user the first time, then loads every type.
  public func appeared() {
    guard location == .idle else { return }
    findLocation()
  }

  /// The places are narrowed to `filter` (a link, a list's choice): every type loads again, each
  /// keeping what it shows meanwhile; nothing happens for the filter already in use.
  public func filterRequested(_ filter: PlaceFilter) {
    guard filter != self.filter else { return }
    self.filter = filter
    guard let origin = location.value else { return }
    loadAll(around: origin)
  }

  /// Loads everything again: the location, then every type.
  public func refreshTapped() {
    // Every section shows at once that it is being refreshed, keeping what it holds meanwhile.
    for type in PlaceType.allCases where pages[type] != nil { pages[type]?.startLoading() }
    findLocation()
  }

  /// The user moved to `coordinate`: the places load again when it is more than 100 m away.
  public func locationChanged(to coordinate: Coordinate) {
    if let current = location.value, current.distance(to: coordinate) <= Self.reloadDistance {
      return
    }
    location = .loaded(coordinate)
    loadAll(around: coordinate)
  }

  /// Tries the location again, or one type.
  public func retryTapped(_ type: PlaceType? = nil) {
    guard let type, let origin = location.value else { return findLocation() }
    load(type, around: origin)
  }

  /// A category was chosen: asks for its list.
  public func categorySelected(_ type: PlaceType) {
    guard location.value != nil else { return }
    events.send(.showList(type: type))
  }

  /// A place was chosen, in any row: asks for its detail.
  public func placeSelected(_ id: String) {
    guard location.value != nil, detail(of: id) != nil else { return }
    events.send(.showDetail(id: id))
  }

  // MARK: What the app's flow opens from here

  /// The list of `type` around the place found, narrowed as the home is, starting from the home's
  /// first page of it; while
  /// the place is not known (a link opens the list at once), a list that finds it itself. For the
  /// app's flow, which makes the screens.
  public func list(of type: PlaceType) -> PlaceListViewModel {
    guard let origin = location.value else {
      return PlaceListViewModel(
        type: type, locating: locationProvider, service: service, radius: radius, units: units,
        filter: filter, clock: tasks.clock)
    }
    return PlaceListViewModel(
      type: type, origin: origin, firstPage: pages[type]?.value, service: service,
      radius: radius, units: units, centre: centre(origin), filter: filter, clock: tasks.clock)
  }

  /// The screen of the place `id`: from the places of its type around when a row has it, else
  /// one that loads the place by its id. For the app's flow, which makes the screens.
  public func place(id: String) -> PlaceViewModel {
    guard let detail = detail(of: id) else {
      return PlaceViewModel(
        placeID: id, service: service, locationProvider: locationProvider, units: units,
        clock: tasks.clock)
    }
    return PlaceViewModel(detail: detail, service: service, clock: tasks.clock)
  }

  /// The detail of the place `id`, among the places of its type around; `nil` when no row has
  /// it.
  func detail(of id: String) -> PlaceDetailViewModel? {
    guard let origin = location.value else { return nil }
    for type in PlaceType.allCases {
      guard let places = pages[type]?.value?.places,
        let place = places.first(where: { $0.id == id })
      else { continue }
      return PlaceDetailViewModel(
        place: place, origin: origin, others: places, units: units, centre: centre(origin),
        photoURL: place.photoReference.flatMap { service.photoURL(reference: $0, maxWidth: 800) })
    }
    return nil
  }

  // MARK: Loading

  private func findLocation() {
    tasks.load(.location, into: \.location, on: self) { [locationProvider] in
      try await locationProvider.currentLocation()
    } onLoaded: { viewModel, origin in
      viewModel.loadAll(around: origin)
    }
  }

  private func loadAll(around origin: Coordinate) {
    for type in PlaceType.allCases { load(type, around: origin) }
  }

  private func load(_ type: PlaceType, around origin: Coordinate) {
    pages[type, default: .idle].startLoading()
    retryable.remove(type)
    tasks.run(.places(type)) { [service, radius, filter] in
      try await service.nearby(
        type, around: origin, radius: radius, filter: filter, pageToken: nil)
    } onResult: { [weak self] result in
      switch result {
      case .success(let page):
        self?.pages[type] = .loaded(page)
      case .failure(let error):
        self?.pages[type, default: .idle].fail(error)
        if (error as? APIError)?.isRetryable ?? true { self?.retryable.insert(type) }
      }
    }
  }
}

extension NearbyHomeViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector: the location, each type's places, the rest.
  public var inspectedState: Mirror {
    let places: [Mirror.Child] = PlaceType.allCases.map { type in
      (label: "\(type.displayName)s", value: pages[type, default: .idle].map(\.places))
    }
    let others: [Mirror.Child] = [
      ("retryable", retryable), ("radius", radius), ("filter", filter), ("hotPicks", hotPicks),
      ("selectedItem", selectedItem),
    ]
    return Mirror(self, children: [("location", location)] + places + others)
  }
}

extension NearbyHomeViewModel: Settling, AppearingViewModel, PlaceFiltering {}

// MARK: The cursor

extension NearbyHomeViewModel: SelectingViewModel {
  /// Everything the cursor can be on, top to bottom: the hot pick, each category, then each
  /// type's top places (or its row, while it has none to choose).
  public var items: [HomeItem] {
    var items: [HomeItem] = [.hotPick]
    items += PlaceType.allCases.map { .category($0) }
    for row in rows { items += self.items(of: row) }
    return items
  }

  /// The items of a type's row, in order: its places, or the row itself while it has none to
  /// choose.
  public func items(of row: TopPlacesRowViewModel) -> [HomeItem] {
    let cells = row.shownCells
    return cells.isEmpty ? [.row(row.type)] : cells.map { .place(row.type, id: $0.id) }
  }

  /// The item the cursor is on: the one it was moved to while the home has it, else the hot
  /// pick.
  public var selectedItem: HomeItem {
    guard let selectedItemID, items.contains(selectedItemID) else { return .hotPick }
    return selectedItemID
  }

  /// The item the cursor is on (``selectedItem``).
  public var selectedID: HomeItem? { selectedItem }

  /// The cursor moved to `item`.
  public func select(_ item: HomeItem) {
    selectedItemID = item
    if case .category(let type) = item { lastCategory = type }
  }

  /// Moves the cursor `step` items down the home (up, when negative), the categories being one
  /// stop, entered at the category last chosen; a step past either end stops there.
  ///
  /// - Parameter eachPlace: Whether each of a type's places is a stop (a view showing them one
  ///   under another), or the type's places are one, entered at the first (a view showing them
  ///   side by side, which ``moveAlong(by:)`` moves along).
  public func moveSelection(by step: Int, eachPlace: Bool = true) {
    /// The stop `item` is part of.
    func stop(of item: HomeItem) -> HomeItem {
      switch item {
      case .category: .category(lastCategory)
      case .place(let type, _) where !eachPlace:
        items.first { if case .place(type, _) = $0 { true } else { false } } ?? item
      default: item
      }
    }
    var stops: [HomeItem] = []
    for item in items.map(stop) where stops.last != item { stops.append(item) }
    let current = stop(of: selectedItem)
    guard let index = stops.firstIndex(of: current) else { return select(.hotPick) }
    let target = index.addingReportingOverflow(step)
    let reached = target.overflow ? (step > 0 ? stops.count - 1 : 0) : target.partialValue
    select(stops[min(max(0, reached), stops.count - 1)])
  }

  /// Moves along the cursor's line: the hot picks' pages (round), the categories, or a type's
  /// places (stopping at either end); a row with nothing to choose has no line.
  ///
  /// - Returns: Whether the line has somewhere to move along.
  @discardableResult
  public func moveAlong(by step: Int) -> Bool {
    switch selectedItem {
    case .hotPick:
      guard let page = hotPicks.page, page.count > 1 else { return false }
      if step > 0 { hotPicks.nextPage() } else { hotPicks.previousPage() }
    case .category(let type):
      let types = PlaceType.allCases
      let index = types.firstIndex(of: type) ?? 0
      select(.category(types[min(types.count - 1, max(0, index + step))]))
    case .place(let type, let id):
      let ids = rows.first { $0.type == type }?.shownCells.map(\.id) ?? []
      guard let index = ids.firstIndex(of: id) else { return false }
      select(.place(type, id: ids[min(ids.count - 1, max(0, index + step))]))
    case .row:
      return false
    }
    return true
  }

  /// What choosing the item the cursor is on does; `nil` where it does nothing (a row loading
  /// or empty, no hot pick yet).
  public var selectedItemChoice: HomeItem.Choice? {
    switch selectedItem {
    case .hotPick: hotPicks.shownCells.isEmpty ? nil : .open
    case .category, .place: .open
    case .row(let type): hasFailed(type) ? .retry : nil
    }
  }

  /// The item the cursor is on was chosen: opens the place or the category's list, or tries a
  /// failed row again.
  public func selectedItemChosen() {
    switch selectedItem {
    case .hotPick: hotPicks.shownCells.first.map { placeSelected($0.id) }
    case .category(let type): categorySelected(type)
    case .row(let type): if hasFailed(type) { retryTapped(type) }
    case .place(_, let id): placeSelected(id)
    }
  }

  /// Retry where the cursor is: its row when that failed, else every failed type (or the
  /// location, while it is not known).
  public func retrySelected() {
    guard location.value != nil else { return retryTapped() }
    switch selectedItem {
    case .row(let type) where hasFailed(type): retryTapped(type)
    default:
      retryFailedTypes()
    }
  }

  /// Whether the row of `type` shows its failure (not places kept from before).
  private func hasFailed(_ type: PlaceType) -> Bool {
    guard case .failed = rows.first(where: { $0.type == type })?.content else { return false }
    return true
  }
}

extension NearbyHomeViewModel: ActingViewModel {
  /// What the home can do: narrow every section to the places open now (or widen again).
  public var actions: [ScreenAction] { filterActions }
}

import Algorithms
public import MVVMKit
import MVVMKitNetworking
public import Observation

/// Every place of one type, sortable by distance or rating, 20 at a time: the next page loads on
/// request, and the pages already shown stay whatever happens to the next. Opened from the home,
/// it starts from where the home is and its first page; opened on its own (a link), it finds
/// where it is first.
///
/// Google makes a new page token valid only after a short delay and answers `INVALID_REQUEST`
/// before then, so a next page is asked again on the injected clock (every ``pageRetryDelay``, at
/// most ``pageRetries`` times) before it counts as failed.
@MainActor @Observable
public final class PlaceListViewModel: EventSendingViewModel {
  /// One-shot events for the view.
  public enum Event: Hashable, Sendable, PlaceFilteringEvent {
    /// Open the place `id`.
    case showDetail(id: String)
    /// The user narrowed the places anew.
    case filterChanged(PlaceFilter)
  }

  /// How the list is sorted.
  public enum Sort: String, Hashable, Sendable, CaseIterable {
    /// Nearest first.
    case distance
    /// Best rated first, ties nearest first.
    case rating
  }

  /// How long before asking again for a page whose token is not valid yet.
  public nonisolated static let pageRetryDelay: Duration = .seconds(2)
  /// How many times a page is asked again before it counts as failed.
  public nonisolated static let pageRetries = 3

  /// The type listed.
  public let type: PlaceType
  /// The places so far (every page loaded), the first page's state.
  public private(set) var places: Loadable<[Place]> = .idle
  /// The next page's state (the pages loaded stay whatever it is).
  public private(set) var paging = Paging()
  /// How the list is sorted.
  public private(set) var sort = Sort.distance
  /// What the places are narrowed to: open now, a keyword.
  public private(set) var filter: PlaceFilter
  /// The place the list's cursor is on, by its id, which the views move (``select(_:)``) and
  /// Enter opens (``openSelected()``); `nil` for the first row. A place the list no longer shows
  /// (narrowed, sorted away) leaves the cursor on the first row until it comes back.
  public private(set) var selectedPlaceID: String?
  /// The events.
  public let events = EventQueue<Event>()

  /// How many places of the pages loaded could not be read.
  public private(set) var unreadableCount = 0
  @ObservationIgnored private var nextPageToken: String?
  /// How many places the screen shows at once (``roomChanged(to:)``): pages load until the list
  /// fills it.
  @ObservationIgnored private var room = 0
  /// Where the search is around, once known.
  private var origin: Coordinate?
  /// Where `origin` comes from when the list was opened without it.
  @ObservationIgnored private let locationProvider: (any LocationProvider)?
  @ObservationIgnored private let service: any PlacesService
  @ObservationIgnored private let radius: Int
  /// What the search is around, as a place's distance says it.
  @ObservationIgnored private var centre: String
  @ObservationIgnored private let units: Units
  @ObservationIgnored let tasks: TaskOwner<Work>
  /// The keyword as it is typed.
  @ObservationIgnored public let keywordTyping: KeywordTyping

  enum Work: Hashable { case first, next }

  /// The list of `type` around `origin` that `filter` keeps, starting from `firstPage` when the
  /// home already has it.
  public init(
    type: PlaceType, origin: Coordinate, firstPage: PlacesPage? = nil,
    service: any PlacesService, radius: Int = 1500, units: Units = .metric,
    centre: String = "you", filter: PlaceFilter = PlaceFilter(), clock: any Clock<Duration>
  ) {
    (self.type, self.origin, self.centre, self.filter) = (type, origin, centre, filter)
    locationProvider = nil
    (self.service, self.radius, self.units) = (service, radius, units)
    tasks = TaskOwner(clock: clock)
    keywordTyping = KeywordTyping(clock: clock)
    if let firstPage {
      places = .loaded(firstPage.places)
      nextPageToken = firstPage.nextPageToken
      paging.pageLoaded(isLast: firstPage.nextPageToken == nil, endNote: firstPage.endNote)
      unreadableCount = firstPage.unreadable.count
    }
  }

  /// The list of `type` around wherever `locationProvider` says, found when the list appears,
  /// those `filter` keeps.
  public init(
    type: PlaceType, locating locationProvider: any LocationProvider, service: any PlacesService,
    radius: Int = 1500, units: Units = .metric, filter: PlaceFilter = PlaceFilter(),
    clock: any Clock<Duration>
  ) {
    (self.type, self.locationProvider, centre, self.filter) = (type, locationProvider, "", filter)
    (self.service, self.radius, self.units) = (service, radius, units)
    tasks = TaskOwner(clock: clock)
    keywordTyping = KeywordTyping(clock: clock)
  }

  // MARK: Outputs

  /// "Cafes".
  public var title: String { "\(type.displayName)s" }

  /// The cells, in the chosen order.
  public var rows: [PlaceCellViewModel] {
    guard let origin else { return [] }
    let places = places.value ?? []
    let sorted =
      sort == .distance
      ? PlaceRanking.nearest(places, from: origin) : PlaceRanking.best(places, from: origin)
    return sorted.map { PlaceCellViewModel(place: $0, from: origin, units: units) }
  }

  /// Whether there is a page after those loaded.
  public var hasMore: Bool { paging.hasMore }

  /// What sorting does next: "Sort by rating" while the places are by distance, and back.
  public var sortChoice: String { sort == .distance ? "Sort by rating" : "Sort by distance" }

  /// "25 places · by distance · more to load", and what they are narrowed to: "3 places · open
  /// now · “pizza” · by rating".
  public var summary: String {
    let count = places.value?.count ?? 0
    let narrowed = filter.summary.map { " · \($0)" } ?? ""
    let more = hasMore ? " · more to load" : ""
    return "\(count) place\(count == 1 ? "" : "s")\(narrowed) · by \(sort.rawValue)\(more)"
  }

  /// What the screen says of "open now" where the service's hours may not be true (sample data);
  /// `nil` unless only places open now are listed.
  public var openNowNote: String? { filter.openNow ? service.openNowNote : nil }

  /// What the screen says of where the places come from, when it should (sample data), unless
  /// ``openNowNote`` says so already.
  public var sourceNote: String? { openNowNote == nil ? service.sourceNote : nil }

  /// "1 of 20 places could not be read.", when the pages loaded left some out.
  public var unreadableNote: String? {
    PlacesPage.unreadableNote(
      unreadable: unreadableCount, of: (places.value?.count ?? 0) + unreadableCount)
  }

  /// What the list says while its first page loads: "Loading cafes…".
  public var placesLoadingText: String { "Loading \(title.lowercased())…" }

  /// What the list shows for its state, with ``emptyMessage`` for no places.
  public var placesStatus: ListStatus {
    places.listStatus(emptyMessage: emptyMessage ?? "")
  }

  /// What the list says when it has nothing: "No cafes within 1.5 km."
  public var emptyMessage: String? {
    guard case .loaded(let places) = places, places.isEmpty else { return nil }
    return filter.noPlaces(type.pluralName, within: units.distance(Double(radius)))
  }

  /// Whether every source has loaded or failed: the first page, and the next one while it
  /// loads.
  public var isSettled: Bool { places.isSettled && paging.next != .loading }

  /// Whether the first page, or the next one asked for, failed.
  public var hasFailure: Bool {
    places.failure != nil || paging.hasFailure
  }

  // MARK: Inputs

  /// The screen appeared: loads the first page unless the home gave it.
  public func appeared() {
    guard places == .idle else { return }
    loadFirst()
  }

  /// Tries the first page again, or the next one when that is what failed.
  public func retryTapped() {
    if places.failure != nil {
      loadFirst()
    } else if paging.hasFailure {
      loadMoreTapped()
    }
  }

  /// The places are narrowed to `filter`: the list loads again from its first page, keeping what
  /// it shows meanwhile; nothing happens for the filter already in use.
  public func filterRequested(_ filter: PlaceFilter) {
    guard filter != self.filter else { return }
    self.filter = filter
    guard places != .idle else { return }
    // The pages shown stay, dimmed, until the new first page replaces them; none follows them.
    tasks.cancel(.next)
    nextPageToken = nil
    paging = Paging()
    paging.pageLoaded(isLast: true)
    loadFirst()
  }

  /// Sorts by the other order.
  public func sortToggled() {
    sort = sort == .distance ? .rating : .distance
  }

  /// The screen shows `count` places at once (a tall terminal): the next pages load, one after
  /// another, until the list fills it or ends; again when it grows. A page that failed is not
  /// asked again: its retry is the user's.
  public func roomChanged(to count: Int) {
    guard count != room else { return }
    room = count
    fillRoom()
  }

  /// The next page, while the places shown do not fill the screen's room.
  private func fillRoom() {
    guard paging.next == .more, (places.value?.count ?? .max) < room else { return }
    loadMoreTapped()
  }

  /// Loads the next page, if there is one and it is not already loading.
  public func loadMoreTapped() {
    guard let token = nextPageToken, let origin, places.value != nil, !places.isLoading else {
      return
    }
    paging.startLoadingNext()
    tasks.run(.next, policy: .dropIfRunning) {
      [service, type, origin, radius, clock = tasks.clock] in
      try await Self.page(
        token, of: type, around: origin, radius: radius, service: service, clock: clock)
    } onResult: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let page):
        // A place an earlier page listed keeps its place there.
        places = .loaded(Array(((places.value ?? []) + page.places).uniqued(on: \.id)))
        nextPageToken = page.nextPageToken
        unreadableCount += page.unreadable.count
        paging.pageLoaded(isLast: page.nextPageToken == nil, endNote: page.endNote)
        fillRoom()
      case .failure(let error):
        paging.nextFailed(LoadFailure(error).message)
      }
    }
  }

  /// The row the list's cursor is on: the one of ``selectedPlaceID`` while the rows have it, else
  /// the first; `nil` with no rows.
  public var selectedRow: PlaceCellViewModel? {
    let rows = rows
    return rows.first { $0.id == selectedPlaceID } ?? rows.first
  }

  /// The list's cursor moved to the place `id`.
  public func select(_ id: String) {
    selectedPlaceID = id
  }

  /// Enter on the list: asks for the selected place's detail.
  public func openSelected() {
    selectedRow.map { placeSelected($0.id) }
  }

  /// The place `id` was chosen: asks for its detail.
  public func placeSelected(_ id: String) {
    guard detail(of: id) != nil else { return }
    events.send(.showDetail(id: id))
  }

  /// The screen of the place `id` among those listed; `nil` when none is. For the app's flow,
  /// which makes the screens.
  public func place(id: String) -> PlaceViewModel? {
    detail(of: id).map { PlaceViewModel(detail: $0, service: service, clock: tasks.clock) }
  }

  /// The detail of the place `id` among those listed; `nil` when none is.
  func detail(of id: String) -> PlaceDetailViewModel? {
    guard let origin, let all = places.value, let place = all.first(where: { $0.id == id }) else {
      return nil
    }
    return PlaceDetailViewModel(
      place: place, origin: origin, others: all, units: units, centre: centre,
      photoURL: place.photoReference.flatMap { service.photoURL(reference: $0, maxWidth: 800) })
  }

  // MARK: Loading

  private func loadFirst() {
    tasks.run(.first) { [service, type, origin, locationProvider, radius, filter] in
      let origin = try await Self.origin(origin, from: locationProvider)
      return (
        origin,
        try await service.nearby(
          type, around: origin, radius: radius, filter: filter, pageToken: nil)
      )
    } onResult: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let (origin, page)):
        if self.origin == nil, let locationProvider {
          self.origin = origin
          centre = locationProvider.centreName(of: origin)
        }
        places = .loaded(page.places)
        nextPageToken = page.nextPageToken
        paging = Paging()
        paging.pageLoaded(isLast: page.nextPageToken == nil, endNote: page.endNote)
        unreadableCount = page.unreadable.count
        fillRoom()
      case .failure(let error):
        places.fail(error)
      }
    }
    places.startLoading()
  }

  /// `known`, else where `provider` says.
  private nonisolated static func origin(
    _ known: Coordinate?, from provider: (any LocationProvider)?
  ) async throws -> Coordinate {
    if let known { return known }
    guard let provider else { throw LocationError.unavailable }
    return try await provider.currentLocation()
  }

  /// The page `token` names, asked again while Google says the token is not valid yet.
  private nonisolated static func page(
    _ token: String, of type: PlaceType, around origin: Coordinate, radius: Int,
    service: any PlacesService, clock: any Clock<Duration>
  ) async throws -> PlacesPage {
    var retries = 0
    while true {
      do {
        return try await service.nearby(type, around: origin, radius: radius, pageToken: token)
      } catch {
        guard case .refused(code: "INVALID_REQUEST", _, _) = error, retries < pageRetries else {
          throw error
        }
        retries += 1
        try await clock.sleep(for: pageRetryDelay)
      }
    }
  }
}

extension PlaceListViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "type": type,
        "places": places,
        "paging": paging,
        "sort": sort,
        "filter": filter,
        "summary": summary,
        "rows": rows,
        "selectedPlaceID": selectedPlaceID as Any,
      ])
  }
}

extension PlaceListViewModel: RetryingViewModel, AppearingViewModel, PlaceFiltering {}

extension PlaceListViewModel: SelectingViewModel {
  /// The place the list's cursor is on (``selectedRow``'s).
  public var selectedID: String? { selectedRow?.id }
}

extension PlaceListViewModel: ActingViewModel {
  /// What the list can do: sort by the other order (``sortChoice`` says which), load the next page while there is one, and
  /// narrow to the places open now (or widen again).
  public var actions: [ScreenAction] {
    [
      ScreenAction("sort") { [weak self] in self?.sortToggled() },
      ScreenAction("more", isEnabled: hasMore) { [weak self] in self?.loadMoreTapped() },
    ] + filterActions
  }
}

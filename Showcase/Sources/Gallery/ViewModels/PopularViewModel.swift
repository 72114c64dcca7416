public import MVVMKit
public import Observation

/// The photos' list: a topic of the feed's ("All photos", "Space", … on Openverse; "Popular",
/// "Upcoming", … on a 500px-shaped feed) or a search, a page at a time, the next page loaded as
/// the selection nears the end, every page kept whatever happens to the next, each photo once.
/// Each topic and search keeps its pages and its place while another is shown, and a page that
/// loads for one not shown is kept for it.
/// Errors are one-shot alerts through the event queue while photos are shown (a page after them, a
/// reload); a first page that fails is the list's own placeholder, with its retry.
@MainActor @Observable
public final class PopularViewModel: EventSendingViewModel {
  /// One-shot events for the view.
  public enum Event: Hashable, Sendable {
    /// Show an alert: its title, message and button.
    case alert(title: String, message: String, button: String)
    /// Open the photo `id`.
    case showDetail(id: String)
  }

  /// How close to the end the selection comes before the next page loads.
  public static let prefetchDistance = 3
  /// The photos loaded (the first page's state while there are none).
  public private(set) var photos: Loadable<[Photo]> = .idle
  /// The pages loaded after the first, and what comes next.
  public private(set) var paging = Paging()
  /// How many photos of the pages loaded could not be read (and are not shown).
  public private(set) var unreadableCount = 0
  /// How many photos the feed says it has in all, once a page has said (500px's `total_items`).
  public private(set) var totalItems: Int?
  /// What is shown: a topic, or a search.
  public private(set) var feed: PhotoFeed
  /// The topics to step through, the first shown first.
  public let topics: [Topic]
  /// The words in the search field, searched for once submitted (``searchSubmitted()``): the
  /// search shown's, or none while a topic is.
  public private(set) var searchDraft = ""
  /// Where the selection was in the feed shown, as its view last said (``selectionChanged(to:)``):
  /// where a view puts it back when the feed is shown again.
  public private(set) var place: Int?
  /// The events.
  public let events = EventQueue<Event>()

  /// How many photos the pages loaded held that could be read (repeats included).
  @ObservationIgnored private var readCount = 0
  /// How many photos the screen shows at once (``roomChanged(to:)``): pages load until the list
  /// fills it.
  @ObservationIgnored private var room = 0
  /// The topics and searches not shown, as they were left.
  @ObservationIgnored private var kept: [PhotoFeed: FeedState] = [:]
  @ObservationIgnored private let service: any PhotoService
  /// The topic shown last, which an emptied search goes back to.
  @ObservationIgnored private var lastTopic = ""
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case page(PhotoFeed) }

  /// The list of `service`'s photos, on its first topic.
  public init(
    service: any PhotoService = OpenverseService.bundled(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.service = service
    topics = service.topics
    feed = service.firstFeed
    lastTopic = service.topics.first?.id ?? ""
    tasks = TaskOwner(clock: clock)
  }

  // MARK: Outputs

  /// What is shown: the topic's name ("Space"), or the search in quotes ("“tree bark”").
  public var title: String {
    switch feed {
    case .topic(let id): topics.first { $0.id == id }?.title ?? id
    case .search(let words): "“\(words)”"
    }
  }
  /// The topic shown, `nil` while a search is.
  public var topic: Topic? {
    guard case .topic(let id) = feed else { return nil }
    return topics.first { $0.id == id }
  }
  /// The words searched for, while a search is shown.
  public var searchText: String? {
    guard case .search(let words) = feed else { return nil }
    return words
  }
  /// What the list says while its first page loads.
  public var photosLoadingText: String {
    switch feed {
    case .topic: topic?.query == nil ? "Loading photos…" : "Loading \(title.lowercased()) photos…"
    case .search(let words): "Searching for “\(words)”…"
    }
  }
  /// What the list shows for its state, with the sentence for an empty topic or search.
  public var photosStatus: ListStatus {
    let empty =
      switch feed {
      case .topic: "No \(title.lowercased()) photos right now."
      case .search(let words): "No photos match “\(words)”."
      }
    return photos.listStatus(emptyMessage: empty)
  }
  /// What the screen says of where the photos come from, when it should.
  public var sourceNote: String? { service.sourceNote }
  /// The cells.
  public var rows: [PhotoCellViewModel] { (photos.value ?? []).map(PhotoCellViewModel.init) }
  /// "1 of 20 photos could not be read.", when the pages loaded left some out.
  public var unreadableNote: String? {
    guard unreadableCount > 0 else { return nil }
    let count = unreadableCount + readCount
    return "\(unreadableCount) of \(count) photo\(count == 1 ? "" : "s") could not be read."
  }
  /// How many pages are loaded.
  public var pageCount: Int { paging.pagesLoaded }
  /// Whether the first page has loaded or failed, and no next page is loading.
  public var isSettled: Bool { photos.isSettled && paging.next != .loading }
  /// Whether the first page or the last next page failed.
  public var hasFailure: Bool { photos.failure != nil || paging.hasFailure }
  /// Whether asking again may mend what failed: not a search the service refuses as it is.
  public var canRetry: Bool { photos.failure?.isRetryable ?? paging.hasFailure }

  // MARK: Inputs

  /// The screen appeared: loads the first page the first time.
  public func appeared() {
    guard photos == .idle else { return }
    loadPage(1)
  }

  /// Tries again what failed: the first page, or the next.
  public func retryTapped() {
    if paging.pagesLoaded == 0 {
      loadPage(1)
    } else if paging.hasFailure {
      loadPage(paging.pagesLoaded + 1)
    }
  }

  /// The selection moved to row `index`: near the end, the next page loads (once, however fast
  /// the selection moves).
  public func selectionChanged(to index: Int) {
    if place != index { place = index }
    guard paging.pagesLoaded > 0, paging.next == .more,
      index >= (photos.value?.count ?? 0) - Self.prefetchDistance
    else { return }
    loadPage(paging.pagesLoaded + 1)
  }

  /// The screen shows `count` photos at once (a tall terminal, a wide window): the next pages
  /// load, one after another, until the list fills it or ends; again when it grows. A page that
  /// failed is not asked again: its retry is the user's.
  public func roomChanged(to count: Int) {
    guard count != room else { return }
    room = count
    fillRoom()
  }

  /// The next page, while the photos shown do not fill the screen's room.
  private func fillRoom() {
    guard paging.pagesLoaded > 0, paging.next == .more, (photos.value?.count ?? 0) < room
    else { return }
    loadPage(paging.pagesLoaded + 1)
  }

  /// Loads the next page now, if there is one: for `--once --page N`.
  public func loadNextPage() {
    guard paging.pagesLoaded > 0, paging.canLoadNext else { return }
    loadPage(paging.pagesLoaded + 1)
  }

  /// Loads the list again from its first page: what is shown stays (dimmed) until the first
  /// page comes, which then replaces it; a page still loading is cancelled.
  public func reloadTapped() {
    guard paging.pagesLoaded > 0 || photos.failure != nil else { return }
    loadPage(1, policy: .latestWins)
  }

  /// The photo `id` was chosen: it opens.
  public func photoSelected(_ id: String) {
    guard photo(id: id) != nil else { return }
    events.send(.showDetail(id: id))
  }

  /// The photo `id` among those loaded.
  public func photo(id: String) -> Photo? {
    photos.value?.first { $0.id == id }
  }

  /// `feed` is shown: as it was left, or from its first page the first time. A topic the feed
  /// does not have is its first; a search of nothing but spaces, the topic last shown.
  public func feedSelected(_ feed: PhotoFeed) {
    var feed = feed
    switch feed {
    case .topic(let id) where !topics.contains { $0.id == id }:
      feed = service.firstFeed
    case .search(let words):
      let words = words.trimmingCharacters(in: .whitespacesAndNewlines)
      feed = words.isEmpty ? .topic(lastTopic) : .search(words)
    case .topic:
      break
    }
    let draft: String =
      switch feed {
      case .topic: ""
      case .search(let words): words
      }
    if searchDraft != draft { searchDraft = draft }
    guard feed != self.feed else { return }
    if case .topic(let id) = feed { lastTopic = id }
    kept[self.feed] = current
    self.feed = feed
    current = kept.removeValue(forKey: feed) ?? FeedState()
    if photos == .idle { loadPage(1) }
  }

  /// The search field now holds `text`.
  public func searchTextChanged(_ text: String) {
    if searchDraft != text { searchDraft = text }
  }

  /// Whether the field holds other words than the search shown: what a submit would search for.
  public var hasUnsubmittedSearch: Bool {
    searchDraft.trimmingCharacters(in: .whitespacesAndNewlines) != (searchText ?? "")
  }

  /// The words in the field were submitted: their photos are shown (no words: the topic last
  /// shown).
  public func searchSubmitted() {
    feedSelected(.search(searchDraft))
  }

  /// The topic `step` along the topics is shown (1 the next, -1 the one before), round; from a
  /// search, the topic last shown and then on.
  public func topicStepped(by step: Int) {
    guard !topics.isEmpty else { return }
    let id = topic?.id ?? lastTopic
    let index = topics.firstIndex { $0.id == id } ?? 0
    let next = topic == nil ? index : (index + step % topics.count + topics.count) % topics.count
    feedSelected(.topic(topics[next].id))
  }

  // MARK: Loading

  /// What a feed shows, kept while another is shown.
  struct FeedState {
    var photos: Loadable<[Photo]> = .idle
    var paging = Paging()
    var unreadableCount = 0
    var totalItems: Int?
    var readCount = 0
    var place: Int?

    /// Takes page `number`'s answer in; returns the message of an alert to show, if any.
    mutating func take(_ number: Int, _ result: Result<PhotosPage, any Error>) -> String? {
      switch result {
      case .success(let page):
        // The first page starts the list again (a reload replaces what was shown).
        if number == 1 { (paging, readCount, unreadableCount) = (Paging(), 0, 0) }
        let shown = number == 1 ? [] : photos.value ?? []
        let known = Set(shown.map(\.id))
        var added: [Photo] = []
        for photo in page.photos
        where !known.contains(photo.id) && !added.contains(where: { $0.id == photo.id }) {
          added.append(photo)
        }
        readCount += page.photos.count
        unreadableCount += page.unreadable.count
        photos = .loaded(shown + added)
        totalItems = page.totalItems
        paging.pageLoaded(isLast: page.isLast, totalPages: page.totalPages)
        return nil
      case .failure(let error):
        let failure = LoadFailure(service: error)
        if number == 1 { photos.fail(failure) } else { paging.nextFailed(failure.message) }
        // With no photos to show, the list itself says it, with its retry: no alert over it too.
        return photos.value == nil ? nil : failure.message
      }
    }
  }

  /// The feed shown's state, read and written whole.
  private var current: FeedState {
    get {
      FeedState(
        photos: photos, paging: paging, unreadableCount: unreadableCount, totalItems: totalItems,
        readCount: readCount, place: place)
    }
    set {
      if photos != newValue.photos { photos = newValue.photos }
      if paging != newValue.paging { paging = newValue.paging }
      if unreadableCount != newValue.unreadableCount { unreadableCount = newValue.unreadableCount }
      if totalItems != newValue.totalItems { totalItems = newValue.totalItems }
      readCount = newValue.readCount
      if place != newValue.place { place = newValue.place }
    }
  }

  private func loadPage(_ number: Int, policy: TaskPolicy = .dropIfRunning) {
    let feed = feed
    let started = tasks.run(.page(feed), policy: policy) { [service] in
      try await service.photos(feed, page: number)
    } onResult: { [weak self] result in
      self?.pageLoaded(number, result, of: feed)
    }
    guard started else { return }
    if number == 1 { photos.startLoading() } else { paging.startLoadingNext() }
  }

  private func pageLoaded(
    _ number: Int, _ result: Result<PhotosPage, any Error>, of feed: PhotoFeed
  ) {
    guard feed == self.feed else {
      // A topic or search not shown: kept for it, its alert unsaid (it is not on screen).
      var state = kept[feed] ?? FeedState()
      _ = state.take(number, result)
      kept[feed] = state
      return
    }
    var state = current
    let alert = state.take(number, result)
    current = state
    if let alert {
      events.send(.alert(title: "Photos could not load", message: alert, button: "Ok"))
    }
    fillRoom()
  }
}

extension PopularViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "feed": feed,
        "photos": photos,
        "paging": paging,
        "totalItems": totalItems as Any,
        "unreadableNote": unreadableNote as Any,
        "pageCount": pageCount,
        "rows": rows,
      ])
  }
}

extension PopularViewModel: RetryingViewModel, AppearingViewModel {}

extension PopularViewModel: SelectingViewModel {
  /// The photo at ``place``, where the feed shown has one there.
  public var selectedID: String? {
    guard let place, let photos = photos.value, photos.indices.contains(place) else { return nil }
    return photos[place].id
  }

  /// The selection moved to the photo `id`: it is the feed's ``place`` (as
  /// ``selectionChanged(to:)``, the next page loading near the end).
  public func select(_ id: String) {
    guard let index = photos.value?.firstIndex(where: { $0.id == id }) else { return }
    selectionChanged(to: index)
  }
}

extension PopularViewModel: ActingViewModel {
  /// What the feed can do: show the next topic or the one before (from a search, the topic last
  /// shown), while there are topics.
  public var actions: [ScreenAction] {
    guard !topics.isEmpty else { return [] }
    return [
      ScreenAction("next-topic", title: "next topic") { [weak self] in self?.topicStepped(by: 1) },
      ScreenAction("previous-topic", title: "previous topic", isProminent: false) {
        [weak self] in self?.topicStepped(by: -1)
      },
    ]
  }
}

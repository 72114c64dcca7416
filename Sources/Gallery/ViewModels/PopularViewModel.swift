public import MVVMKit
public import Observation

/// The "Popular" list: the feed a page at a time, the next page loaded as the selection nears the
/// end, every page kept whatever happens to the next, each photo once, and the for-sale rule.
/// Errors are one-shot alerts through the event queue while photos are shown (a page after them, a
/// reload); a first page that fails is the list's own placeholder, with its retry.
@MainActor @Observable
public final class PopularViewModel {
  /// One-shot events for the view.
  public enum Event: Hashable, Sendable {
    /// Show an alert: its title, message and button.
    case alert(title: String, message: String, button: String)
    /// Open the photo `id`.
    case showDetail(id: Int)
  }

  /// How close to the end the selection comes before the next page loads.
  public static let prefetchDistance = 3
  /// The alert for a photo that is not for sale.
  public static let notForSale = "This item is not for sale"

  /// The photos loaded (the first page's state while there are none).
  public private(set) var photos: Loadable<[Photo]> = .idle
  /// The pages loaded after the first, and what comes next.
  public private(set) var paging = Paging()
  /// How many photos of the pages loaded could not be read (and are not shown).
  public private(set) var unreadableCount = 0
  /// How many photos the feed says it has in all, once a page has said (500px's `total_items`).
  public private(set) var totalItems: Int?
  /// The events.
  public let events = EventQueue<Event>()

  /// How many photos the pages loaded held that could be read (repeats included).
  @ObservationIgnored private var readCount = 0
  @ObservationIgnored private let service: any PhotoService
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case page }

  /// The list of `service`'s popular photos.
  public init(
    service: any PhotoService = FiveHundredPxService.bundled(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.service = service
    tasks = TaskOwner(clock: clock)
  }

  // MARK: Outputs

  /// "Popular".
  public let title = "Popular"
  /// What the list says while its first page loads.
  public let photosLoadingText = "Loading popular photos…"
  /// What the list shows for its state, with the sentence for an empty feed.
  public var photosStatus: ListStatus {
    photos.listStatus(emptyMessage: "No popular photos right now.")
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
    guard paging.pagesLoaded > 0, paging.next == .more,
      index >= (photos.value?.count ?? 0) - Self.prefetchDistance
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

  /// The photo `id` was chosen: it opens if it is for sale; otherwise an alert says it is not.
  public func photoSelected(_ id: Int) {
    guard let photo = photo(id: id) else { return }
    if photo.isForSale {
      events.send(.showDetail(id: id))
    } else {
      events.send(.alert(title: "Not for sale", message: Self.notForSale, button: "Ok"))
    }
  }

  /// The photo `id` among those loaded.
  public func photo(id: Int) -> Photo? {
    photos.value?.first { $0.id == id }
  }

  // MARK: Loading

  private func loadPage(_ number: Int, policy: TaskPolicy = .dropIfRunning) {
    let started = tasks.run(.page, policy: policy) { [service] in
      try await service.popular(page: number)
    } onResult: { [weak self] result in
      self?.pageLoaded(number, result)
    }
    guard started else { return }
    if number == 1 { photos.startLoading() } else { paging.startLoadingNext() }
  }

  private func pageLoaded(_ number: Int, _ result: Result<PhotosPage, any Error>) {
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
    case .failure(let error):
      let failure = LoadFailure(error)
      if number == 1 { photos.fail(failure) } else { paging.nextFailed(failure.message) }
      // With no photos to show, the list itself says it, with its retry: no alert over it too.
      guard photos.value != nil else { return }
      events.send(.alert(title: "Photos could not load", message: failure.message, button: "Ok"))
    }
  }
}

extension PopularViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "photos": photos,
        "paging": paging,
        "totalItems": totalItems as Any,
        "unreadableNote": unreadableNote as Any,
        "pageCount": pageCount,
        "rows": rows,
      ])
  }

  /// The events to the screen, for the inspector.
  public var inspectedEventQueues: [any ObservableEventQueue] { [events] }
}

extension PopularViewModel: RetryingViewModel, AppearingViewModel {}

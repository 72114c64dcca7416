public import MVVMKit
public import MVVMKitNetworking
public import Observation

/// The Gallery app's flow: where the user is (a ``RouteStack`` of ``GalleryRoute``s), the feed,
/// the image loader, the folder photos are saved in and the clock, the view models of each route
/// on the stack (made here, and only here), where each view model's events lead, and the alerts
/// they ask for (``alerts``). Views render ``screens()`` and show the alerts.
@MainActor @Observable
public final class GalleryFlow: RouteFlow {
  /// What a route shows: its view models.
  public enum Screen: Identifiable {
    /// The popular photos.
    case popular(PopularViewModel)
    /// A photo's detail (and its saving, where the photo may be saved).
    case photo(PhotoDetailViewModel)
    /// A photo alone, as large as the screen allows: the view model of its detail below.
    case fullScreen(PhotoDetailViewModel)

    /// What tells this screen from another on the stack: the list's view model, the photo's id
    /// (and, for the photo alone, that it is).
    public var id: AnyHashable {
      switch self {
      case .popular(let viewModel): ObjectIdentifier(viewModel)
      case .photo(let viewModel): viewModel.id
      case .fullScreen(let viewModel): "full \(viewModel.id)"
      }
    }
  }

  /// Where the user is.
  public let stack: RouteStack<GalleryRoute>
  /// The alerts the screens ask for, for the views to show, once each.
  public let alerts = EventQueue<FlowAlert>()

  @ObservationIgnored private let service: any PhotoService
  /// Where the photos' bytes come from, for the views to draw and the detail to save.
  @ObservationIgnored public let images: ImageLoader
  @ObservationIgnored private let files: PhotoFiles?
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private lazy var made = RouteModels<GalleryRoute, Screen>(
    isSameScreen: { old, new in
      switch (old, new) {
      case (.popular, .popular), (.popular, .feed), (.feed, .popular), (.feed, .feed): true
      default: old == new
      }
    }
  ) { [unowned self] route, below in
    makeScreen(for: route, over: below)
  } update: { [unowned self] route, screen in
    // Another topic or search asked for (a URL): the same list, showing it.
    if case .popular(let popular) = screen {
      popular.feedSelected(route.feed ?? service.firstFeed)
    }
  }
  @ObservationIgnored private var listening: [EventSubscription] = []
  /// The flow's following of each list's feed, which its route keeps.
  @ObservationIgnored private var observations: [ObservationToken] = []

  /// The app on the feed `service`, its photos' bytes from `images`, saved into `files` (none:
  /// no saving), its time on `clock`, showing `routes` (the popular photos when empty).
  public init(
    service: any PhotoService, images: ImageLoader, files: PhotoFiles? = nil,
    clock: any Clock<Duration> = ContinuousClock(), routes: [GalleryRoute] = []
  ) {
    self.service = service
    self.images = images
    self.files = files
    self.clock = clock
    stack = RouteStack(root: routes.first ?? .popular, path: Array(routes.dropFirst()))
  }

  /// The screens of the routes on the stack, bottom first (see ``RouteModels``). A photo the
  /// pages below have opens at once; another loads by its id.
  public func screens() -> [Screen] {
    made.models(for: stack.routes)
  }

  /// Goes back a screen; `false` at the first, which stays. From a photo alone, back is the
  /// detail of the photo shown, though the user went along the feed from another.
  @discardableResult
  public func back() -> Bool {
    guard let left = stack.pop() else { return false }
    if case .fullScreen(let shown) = left, case .photo(let below) = stack.top, below != shown {
      stack.replaceTop(with: .photo(id: shown))
    }
    return true
  }

  private static func photo(_ id: String, in screens: [Screen]) -> Photo? {
    screens.lazy.compactMap { screen -> Photo? in
      if case .popular(let popular) = screen { popular.photo(id: id) } else { nil }
    }.last
  }

  private func makeScreen(for route: GalleryRoute, over below: [Screen]) -> Screen {
    switch route {
    case .popular, .feed:
      let popular = PopularViewModel(service: service, clock: clock)
      popular.feedSelected(route.feed ?? service.firstFeed)
      follow(popular)
      return .popular(popular)
    case .photo(let id):
      return .photo(detail(of: id, over: below))
    case .fullScreen(let id):
      // The detail below's view model: the photo alone is the same photo, shown otherwise.
      let shown = below.lazy.compactMap { screen -> PhotoDetailViewModel? in
        if case .photo(let detail) = screen, detail.id == id { detail } else { nil }
      }.last
      return .fullScreen(shown ?? detail(of: id, over: below))
    }
  }

  /// The detail of the photo `id`: at once where the list below has it, else loading by its id;
  /// its way along the feed set from the list.
  private func detail(of id: String, over below: [Screen]) -> PhotoDetailViewModel {
    let saving: @MainActor (Photo) -> PhotoSaveViewModel? = {
      [weak self, files, images, clock] photo in
      files.map { files in
        let saving = PhotoSaveViewModel(
          photo: photo, files: files, load: { url in try await images.data(for: url) },
          clock: clock)
        self?.follow(saving)
        return saving
      }
    }
    let detail =
      Self.photo(id, in: below).map {
        PhotoDetailViewModel(photo: $0, saving: saving, clock: clock)
      } ?? PhotoDetailViewModel(photoID: id, service: service, saving: saving, clock: clock)
    if let list = Self.list(in: below) {
      // The photo's place in the feed is the list's: an address opens the photo over a list
      // not shown yet, which loads its first page for it.
      list.appeared()
      detail.canStep = { [weak list] offset in
        list.map { Self.neighbour(of: id, by: offset, in: $0) != nil } ?? false
      }
    }
    follow(detail)
    return detail
  }

  /// Takes `saving`'s alerts to the views.
  private func follow(_ saving: PhotoSaveViewModel) {
    listening.append(
      saving.events.listen { [weak self] event in
        switch event {
        case .alert(let title, let message, let button):
          self?.alerts.send(FlowAlert(title: title, message: message, button: button))
        }
      })
  }

  /// Takes `detail`'s steps along the feed: to the next photo that way, in place of this one,
  /// the list's place following (and its next page loading near the end); past either end,
  /// nothing. Takes it to the photo alone when asked.
  private func follow(_ detail: PhotoDetailViewModel) {
    listening.append(
      detail.events.listen { [weak self, weak detail] event in
        guard let self, let detail else { return }
        switch event {
        case .showNeighbour(let offset):
          step(from: detail.id, by: offset)
        case .showFullScreen:
          if stack.top == .photo(id: detail.id) { stack.push(.fullScreen(id: detail.id)) }
        case .leaveFullScreen:
          if stack.top == .fullScreen(id: detail.id) { back() }
        }
      })
  }

  /// Takes the photo `id` shown `offset` photos along, in place of this one: the detail, or the
  /// photo alone where it is shown (its detail below follows when it is left, see ``back()``).
  private func step(from id: String, by offset: Int) {
    guard let list = Self.list(in: screens()),
      let index = Self.neighbour(of: id, by: offset, in: list),
      let photos = list.photos.value
    else { return }
    list.selectionChanged(to: index)
    let next = photos[index].id
    if case .fullScreen = stack.top {
      stack.replaceTop(with: .fullScreen(id: next))
    } else {
      stack.replaceTop(with: .photo(id: next))
    }
  }

  /// The list among `screens`, the last if several.
  private static func list(in screens: [Screen]) -> PopularViewModel? {
    screens.lazy.compactMap { screen -> PopularViewModel? in
      if case .popular(let popular) = screen { popular } else { nil }
    }.last
  }

  /// Where the photo `offset` places from the photo `id` is in `list`.
  private static func neighbour(of id: String, by offset: Int, in list: PopularViewModel) -> Int? {
    guard let photos = list.photos.value, let index = photos.firstIndex(where: { $0.id == id })
    else { return nil }
    return photos.indices.contains(index + offset) ? index + offset : nil
  }

  /// Takes `popular`'s events where they lead: a photo to its detail, an alert to the views.
  private func follow(_ popular: PopularViewModel) {
    listening.append(
      popular.events.listen { [weak self] event in
        switch event {
        case .showDetail(let id):
          self?.stack.push(.photo(id: id))
        case .alert(let title, let message, let button):
          self?.alerts.send(FlowAlert(title: title, message: message, button: button))
        }
      })
    observations.append(
      observe { [weak self, weak popular] in
        guard let self, let popular else { return }
        let route: GalleryRoute =
          popular.feed == service.firstFeed ? .popular : .feed(popular.feed)
        guard let index = made.index(where: { $0.id == Screen.popular(popular).id }),
          stack.routes[index] != route
        else { return }
        stack.replace(at: index, with: route)
      })
  }
}

public import MVVMKit
public import Observation

/// The Nearby app's flow: where the user is (a ``RouteStack`` of ``NearbyRoute``s), the home's
/// view model (on the app's service, place and units), the view models of the list and the place
/// the user opens from it, and where each view model's events lead. Views render ``screens()``.
@MainActor @Observable
public final class NearbyFlow: RouteFlow {
  /// What a route shows: its view model.
  public enum Screen: Identifiable {
    /// The home: hot picks, categories, the top places of each type.
    case home(NearbyHomeViewModel)
    /// The places of one type.
    case list(PlaceListViewModel)
    /// A place's detail.
    case place(PlaceViewModel)

    /// What tells this screen from another on the stack: its view model, or the place's id.
    public var id: AnyHashable {
      switch self {
      case .home(let viewModel): ObjectIdentifier(viewModel)
      case .list(let viewModel): ObjectIdentifier(viewModel)
      case .place(let viewModel): viewModel.id
      }
    }
  }

  /// Where the user is.
  public let stack: RouteStack<NearbyRoute>
  /// The home, at the bottom of every stack: what the lists and places open from.
  public let home: NearbyHomeViewModel

  @ObservationIgnored private lazy var made = RouteModels<NearbyRoute, Screen>(
    isSameScreen: Self.isSameScreen
  ) { [unowned self] route, below in
    makeScreen(for: route, over: below)
  } update: { route, screen in
    // A filter asked for anew (a URL, a deep link): the same screen, narrowed anew.
    switch (route, screen) {
    case (.home(let filter), .home(let home)): home.filterRequested(filter)
    case (.list(_, let filter), .list(let list)): list.filterRequested(filter)
    default: break
    }
  }
  @ObservationIgnored private var listening: [EventSubscription] = []

  /// The app on `home` (its service, place and units), showing `routes` over it (the home alone
  /// when empty; a home route first narrows the home to its filter). A list or a place opens from
  /// what the home has loaded, else loads itself.
  public init(home: NearbyHomeViewModel, routes: [NearbyRoute] = []) {
    self.home = home
    if case .home(let filter)? = routes.first { home.filterRequested(filter) }
    stack = RouteStack(
      root: .home(filter: home.filter),
      path: routes.filter { if case .home = $0 { false } else { true } })
    listening.append(
      home.events.listen { [weak self] event in
        guard let self else { return }
        switch event {
        case .showList(let type): stack.push(.list(type: type, filter: self.home.filter))
        case .showDetail(let id): stack.push(.place(id: id))
        // The home's route keeps its filter, for the address to say it.
        case .filterChanged(let filter): stack.replace(at: 0, with: .home(filter: filter))
        }
      })
  }

  /// The screens of the routes on the stack, bottom first (see ``RouteModels``).
  public func screens() -> [Screen] {
    made.models(for: stack.routes)
  }

  /// The app on `service`, searching around where `locationProvider` says within `radius`
  /// metres for the places `filter` keeps, distances in `units`, its time on `clock`: the home's
  /// view model is made here.
  public convenience init(
    service: any PlacesService, locationProvider: any LocationProvider, radius: Int,
    units: Units, filter: PlaceFilter = PlaceFilter(), clock: any Clock<Duration>,
    routes: [NearbyRoute] = []
  ) {
    self.init(
      home: NearbyHomeViewModel(
        service: service, locationProvider: locationProvider, radius: radius, units: units,
        filter: filter, clock: clock),
      routes: routes)
  }

  /// Whether `new` is shown by the screen made for `old`: the home whatever its filter, a list of
  /// the same type whatever its filter.
  nonisolated private static func isSameScreen(_ old: NearbyRoute, _ new: NearbyRoute) -> Bool {
    switch (old, new) {
    case (.home, .home): true
    case (.list(let a, _), .list(let b, _)): a == b
    case (.place(let a), .place(let b)): a == b
    default: false
    }
  }

  /// The screen of `route` over `below`: a place from the list below when it has it, else from the
  /// home.
  private func makeScreen(for route: NearbyRoute, over below: [Screen]) -> Screen {
    switch route {
    case .home:
      return .home(home)
    case .list(let type, let filter):
      let list = home.list(of: type)
      list.filterRequested(filter)
      follow(list)
      return .list(list)
    case .place(let id):
      let fromList = below.lazy.compactMap { screen -> PlaceViewModel? in
        guard case .list(let list) = screen else { return nil }
        return list.place(id: id)
      }.last
      return .place(fromList ?? home.place(id: id))
    }
  }

  /// Takes `list`'s events where they lead: a place opens over it, and a filter chosen is kept in
  /// its route and narrows the home too, so that back from a list shows the places it showed.
  private func follow(_ list: PlaceListViewModel) {
    listening.append(
      list.events.listen { [weak self, weak list] event in
        guard let self else { return }
        switch event {
        case .showDetail(let id):
          stack.push(.place(id: id))
        case .filterChanged(let filter):
          home.filterRequested(filter)
          stack.replace(at: 0, with: .home(filter: filter))
          guard let list,
            let index = made.index(where: {
              if case .list(let shown) = $0 { shown === list } else { false }
            })
          else { return }
          stack.replace(at: index, with: .list(type: list.type, filter: filter))
        }
      })
  }
}

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
    case place(PlaceDetailViewModel)

    /// What tells this screen from another on the stack: its view model, or the place's id.
    public var id: AnyHashable {
      switch self {
      case .home(let viewModel): ObjectIdentifier(viewModel)
      case .list(let viewModel): ObjectIdentifier(viewModel)
      case .place(let viewModel): viewModel.place.id
      }
    }
  }

  /// Where the user is.
  public let stack: RouteStack<NearbyRoute>
  /// The home, at the bottom of every stack: what the lists and places open from.
  public let home: NearbyHomeViewModel

  @ObservationIgnored private lazy var made = RouteModels<NearbyRoute, Screen>(isSameScreen: ==) {
    [unowned self] route, below in
    makeScreen(for: route, over: below)
  }
  @ObservationIgnored private var listening: [EventSubscription] = []

  /// The app on `home` (its service, place and units), showing `routes` over it (the home alone
  /// when empty). A list or a place opens from what the home has loaded.
  public init(home: NearbyHomeViewModel, routes: [NearbyRoute] = []) {
    self.home = home
    stack = RouteStack(root: .home, path: routes.filter { $0 != .home })
    listening.append(
      home.events.listen { [weak self] event in
        switch event {
        case .showList(let type): self?.stack.push(.list(type: type))
        case .showDetail(let id): self?.stack.push(.place(id: id))
        }
      })
  }

  /// The screens of the routes on the stack, bottom first (see ``RouteModels``). A list whose
  /// place is not known yet, or a place no list or row has, cannot be shown: its route and those
  /// above it go.
  public func screens() -> [Screen] {
    let screens = made.models(for: stack.routes)
    // A route that could not be made is shown by the screen below it: it goes.
    guard
      let cut = screens.indices.dropFirst().first(where: {
        screens[$0].id == screens[$0 - 1].id
      })
    else { return screens }
    stack.replace(with: Array(stack.routes.prefix(cut)))
    return made.models(for: stack.routes)
  }

  /// The app on `service`, searching around where `locationProvider` says within `radius`
  /// metres, distances in `units`, its time on `clock`: the home's view model is made here.
  public convenience init(
    service: any PlacesService, locationProvider: any LocationProvider, radius: Int,
    units: Units, clock: any Clock<Duration>, routes: [NearbyRoute] = []
  ) {
    self.init(
      home: NearbyHomeViewModel(
        service: service, locationProvider: locationProvider, radius: radius, units: units,
        clock: clock),
      routes: routes)
  }

  /// Goes back a screen; `false` at the home, which stays.
  @discardableResult
  public func back() -> Bool {
    stack.pop() != nil
  }

  /// The screen of `route` over `below`; a list or place that cannot be made is shown by its
  /// nearest screen below, and ``screens()`` takes its route away.
  private func makeScreen(for route: NearbyRoute, over below: [Screen]) -> Screen {
    switch route {
    case .home:
      return .home(home)
    case .list(let type):
      guard let list = home.list(of: type) else { return below.last ?? .home(home) }
      listening.append(
        list.events.listen { [weak self] event in
          switch event {
          case .showDetail(let id): self?.stack.push(.place(id: id))
          }
        })
      return .list(list)
    case .place(let id):
      // From the list below, if there is one, else from the home's rows.
      let fromList = below.lazy.compactMap { screen -> PlaceDetailViewModel? in
        if case .list(let list) = screen { list.detail(of: id) } else { nil }
      }.last
      guard let detail = fromList ?? home.detail(of: id) else { return below.last ?? .home(home) }
      return .place(detail)
    }
  }
}

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

  @ObservationIgnored private lazy var made = RouteModels<NearbyRoute, Screen>(isSameScreen: ==) {
    [unowned self] route, below in
    makeScreen(for: route, over: below)
  }
  @ObservationIgnored private var listening: [EventSubscription] = []

  /// The app on `home` (its service, place and units), showing `routes` over it (the home alone
  /// when empty). A list or a place opens from what the home has loaded, else loads itself.
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

  /// The screens of the routes on the stack, bottom first (see ``RouteModels``).
  public func screens() -> [Screen] {
    made.models(for: stack.routes)
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

  /// The screen of `route` over `below`: a place from the list below when it has it, else from the
  /// home.
  private func makeScreen(for route: NearbyRoute, over below: [Screen]) -> Screen {
    switch route {
    case .home:
      return .home(home)
    case .list(let type):
      let list = home.list(of: type)
      listening.append(
        list.events.listen { [weak self] event in
          switch event {
          case .showDetail(let id): self?.stack.push(.place(id: id))
          }
        })
      return .list(list)
    case .place(let id):
      let fromList = below.lazy.compactMap { screen -> PlaceViewModel? in
        guard case .list(let list) = screen, let detail = list.detail(of: id) else { return nil }
        return PlaceViewModel(detail: detail, clock: list.tasks.clock)
      }.last
      return .place(fromList ?? home.place(id: id))
    }
  }
}

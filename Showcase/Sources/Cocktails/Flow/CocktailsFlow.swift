public import MVVMKit
public import Observation

/// The Cocktails app's flow: where the user is (a ``RouteStack`` of ``CocktailsRoute``s), the
/// app's services, favourites and clock, the view model of each route on the stack (made here, and only
/// here), and where each view model's events lead. Views render ``screens()``; none makes a view
/// model or decides where an event goes.
///
/// ```swift
/// let flow = CocktailsFlow(drinkService: drinks, restaurantService: restaurants, clock: clock,
///   routes: [.search(query: "rum"), .drink(id: "11000")])   // a deep link
/// flow.screens()   // [.search(the search's view model), .drink(the detail's)]
/// ```
@MainActor @Observable
public final class CocktailsFlow: RouteFlow {
  /// What a route shows: its view model.
  public enum Screen: Identifiable {
    /// The search screen.
    case search(CocktailSearchViewModel)
    /// A drink's detail.
    case drink(DrinkDetailViewModel)

    /// What tells this screen from another on the stack: its view model.
    public var id: ObjectIdentifier { ObjectIdentifier(viewModel) }

    /// The view model, whatever the screen.
    public var viewModel: AnyObject {
      switch self {
      case .search(let viewModel): viewModel
      case .drink(let viewModel): viewModel
      }
    }
  }

  /// Where the user is.
  public let stack: RouteStack<CocktailsRoute>

  /// The favourite drinks, shared by every screen of the flow.
  public let favourites: Favourites

  @ObservationIgnored private let drinkService: any DrinkService
  @ObservationIgnored private let restaurantService: any RestaurantService
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private lazy var made = RouteModels<CocktailsRoute, Screen>(
    isSameScreen: Self.isSameScreen
  ) { [unowned self] route, below in
    makeScreen(for: route, over: below)
  } update: { route, screen in
    // A search asked for anew (a URL, a deep link): the same screen, given the new search.
    if case .search(let query, let field, let alcohol) = route, case .search(let search) = screen {
      search.searchRequested(query, by: field, alcohol: alcohol)
    }
  }
  /// The flow's listening to each search's events, and to the search typed (which the route
  /// keeps), kept while the flow lives.
  @ObservationIgnored private var listening: [(EventSubscription, ObservationToken)] = []

  /// The app on `drinkService` and `restaurantService`, keeping `favourites` (for the flow's life
  /// only by default), its time on `clock`, showing `routes` (the first at the bottom; the search
  /// with no query when empty).
  public init(
    drinkService: any DrinkService, restaurantService: any RestaurantService,
    favourites: Favourites? = nil,
    clock: any Clock<Duration> = ContinuousClock(), routes: [CocktailsRoute] = []
  ) {
    self.favourites = favourites ?? Favourites(store: nil)
    self.drinkService = drinkService
    self.restaurantService = restaurantService
    self.clock = clock
    stack = RouteStack(root: routes.first ?? .search(query: ""), path: Array(routes.dropFirst()))
  }

  /// The screens of the routes on the stack, bottom first (see ``RouteModels``): the search stays
  /// the same view model as its query changes. Read in a binding, it re-runs as the stack changes.
  public func screens() -> [Screen] {
    made.models(for: stack.routes)
  }

  /// Whether `new` is shown by the screen made for `old`.
  nonisolated private static func isSameScreen(_ old: CocktailsRoute, _ new: CocktailsRoute) -> Bool
  {
    switch (old, new) {
    case (.search, .search): true
    case (.drink(let a), .drink(let b)): a == b
    default: false
    }
  }

  private func makeScreen(for route: CocktailsRoute, over below: [Screen]) -> Screen {
    switch route {
    case .search(let query, let field, let alcohol):
      let search = CocktailSearchViewModel(
        drinkService: drinkService, restaurantService: restaurantService, favourites: favourites,
        clock: clock)
      search.searchRequested(query, by: field, alcohol: alcohol)
      follow(search)
      return .search(search)
    case .drink(let id):
      // The drink as the search below found it, or as it was kept as a favourite, shown at once;
      // else looked up by its id.
      let found =
        below.lazy.compactMap { screen -> Drink? in
          if case .search(let search) = screen { search.drink(id: id) } else { nil }
        }.last ?? favourites.drink(id: id)
      return .drink(
        found.map {
          DrinkDetailViewModel(
            drink: $0, service: drinkService, favourites: favourites, clock: clock)
        }
          ?? DrinkDetailViewModel(
            drinkID: id, service: drinkService, favourites: favourites, clock: clock))
    }
  }

  /// Takes `search`'s events where they lead, and keeps its search in its route.
  private func follow(_ search: CocktailSearchViewModel) {
    let events = search.events.listen { [weak self] event in
      switch event {
      case .showDrink(let id): self?.stack.push(.drink(id: id))
      }
    }
    let query = observe { [weak self, weak search] in
      guard let self, let search else { return }
      let route = CocktailsRoute.search(
        query: search.searchText, by: search.searchField, alcohol: search.alcohol)
      self.keep(route, of: search)
    }
    listening.append((events, query))
  }

  /// Writes `route` in the place of `viewModel`'s screen, if it is on the stack.
  private func keep(_ route: CocktailsRoute, of viewModel: AnyObject) {
    guard let index = made.index(where: { $0.viewModel === viewModel }) else { return }
    stack.replace(at: index, with: route)
  }
}

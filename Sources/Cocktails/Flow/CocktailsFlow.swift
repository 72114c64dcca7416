public import MVVMKit
public import Observation

/// The Cocktails app's flow: where the user is (a ``RouteStack`` of ``CocktailsRoute``s), the
/// app's services and clock, the view model of each route on the stack (made here, and only
/// here), and where each view model's events lead. Views render ``screens()``; none makes a view
/// model or decides where an event goes.
///
/// ```swift
/// let flow = CocktailsFlow(drinkService: drinks, restaurantService: restaurants, clock: clock,
///   routes: [.search(query: "rum"), .drink(id: "11000")])   // a deep link
/// flow.screens()   // [.search(the search's view model), .drink(the detail's)]
/// ```
@MainActor @Observable
public final class CocktailsFlow {
  /// What a route shows: its view model.
  public enum Screen {
    /// The search screen.
    case search(CocktailSearchViewModel)
    /// A drink's detail.
    case drink(DrinkDetailViewModel)

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

  @ObservationIgnored private let drinkService: any DrinkService
  @ObservationIgnored private let restaurantService: any RestaurantService
  @ObservationIgnored private let clock: any Clock<Duration>
  /// The screen made for each place on the stack, with the route it was made for.
  @ObservationIgnored private var made: [(route: CocktailsRoute, screen: Screen)] = []
  /// The flow's listening to each search's events, and to the search typed (which the route
  /// keeps), by the search's view model.
  @ObservationIgnored private var listening:
    [ObjectIdentifier: (EventSubscription, ObservationToken)] =
      [:]

  /// The app on `drinkService` and `restaurantService`, its time on `clock`, showing `routes`
  /// (the first at the bottom; the search with no query when empty).
  public init(
    drinkService: any DrinkService, restaurantService: any RestaurantService,
    clock: any Clock<Duration> = ContinuousClock(), routes: [CocktailsRoute] = []
  ) {
    self.drinkService = drinkService
    self.restaurantService = restaurantService
    self.clock = clock
    stack = RouteStack(root: routes.first ?? .search(query: ""), path: Array(routes.dropFirst()))
  }

  /// The screens of the routes on the stack, bottom first. A screen is made when its route first
  /// stands at its place, and kept while a route of the same screen stands there: the search
  /// stays the same view model as its query changes. Read in a binding, it re-runs as the stack
  /// changes.
  public func screens() -> [Screen] {
    let routes = stack.routes
    var kept = 0
    while kept < min(made.count, routes.count), Self.isSame(made[kept].route, routes[kept]) {
      // A search asked for anew (a URL, a deep link): the same screen, given the new search.
      if case .search(let query) = routes[kept], case .search(let search) = made[kept].screen,
        search.searchText != query
      {
        search.searchTextChanged(query)
      }
      made[kept].route = routes[kept]
      kept += 1
    }
    for gone in made[kept...] { listening[ObjectIdentifier(gone.screen.viewModel)] = nil }
    made.removeSubrange(kept...)
    for route in routes[kept...] { made.append((route, makeScreen(for: route))) }
    return made.map(\.screen)
  }

  /// Goes back a screen; `false` at the first, which stays (the view decides what back from the
  /// app's first screen does).
  @discardableResult
  public func back() -> Bool {
    stack.pop() != nil
  }

  /// Whether `new` is shown by the screen made for `old`.
  private static func isSame(_ old: CocktailsRoute, _ new: CocktailsRoute) -> Bool {
    switch (old, new) {
    case (.search, .search): true
    case (.drink(let a), .drink(let b)): a == b
    default: false
    }
  }

  private func makeScreen(for route: CocktailsRoute) -> Screen {
    switch route {
    case .search(let query):
      let search = CocktailSearchViewModel(
        drinkService: drinkService, restaurantService: restaurantService, clock: clock)
      if !query.isEmpty { search.searchTextChanged(query) }
      follow(search)
      return .search(search)
    case .drink(let id):
      // The drink as the search below found it, shown at once; else looked up by its id.
      let found = made.lazy.compactMap { made -> Drink? in
        if case .search(let search) = made.screen { search.drink(id: id) } else { nil }
      }.last
      return .drink(
        found.map { DrinkDetailViewModel(drink: $0, service: drinkService, clock: clock) }
          ?? DrinkDetailViewModel(drinkID: id, service: drinkService, clock: clock))
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
      let text = search.searchText
      self.keepQuery(text, of: search)
    }
    listening[ObjectIdentifier(search)] = (events, query)
  }

  /// Writes `text` into the route of `search`'s place, as typed.
  private func keepQuery(_ text: String, of search: CocktailSearchViewModel) {
    guard
      let index = made.firstIndex(where: {
        if case .search(let shown) = $0.screen { shown === search } else { false }
      }), index < stack.count, stack.routes[index] != .search(query: text)
    else { return }
    var routes = stack.routes
    routes[index] = .search(query: text)
    made[index].route = routes[index]
    stack.replace(with: routes)
  }
}

/// A route with an address: what a link, a bookmark or a browser's location bar names, read back
/// into the route, and the routes that address puts on the stack.
///
/// An app's route enum declares it beside its flow, and every view that has addresses (the web's
/// URLs, a command's deep links) opens the same screens:
///
/// ```swift
/// CocktailsRoute.drink(id: "11000").path        // "/cocktails/drink/11000"
/// CocktailsRoute(path: "/cocktails/drink/11000") // .drink(id: "11000")
/// CocktailsRoute.drink(id: "11000").trail       // [.search(query: ""), .drink(id: "11000")]
/// ```
public protocol AddressableRoute: Hashable, Sendable {
  /// The route `path` names (its path and query), or `nil` for an address of no screen.
  init?(path: String)
  /// The route's address: its path, and a query for what else defines the screen.
  var path: String { get }
  /// The routes an address of this route opens, bottom first: the screens it is reached from,
  /// then it.
  var trail: [Self] { get }
  /// Whether this route's screen is found in what the screen below it loads (an item of a list,
  /// where the service has no way to fetch one item by its id): an address opens it once that
  /// screen has loaded. By default, `false`: the screen loads what it shows itself, as every
  /// screen of the reference apps does.
  var isFoundInScreenBelow: Bool { get }
}

extension AddressableRoute {
  /// `false`: the screen loads what it shows itself.
  public var isFoundInScreenBelow: Bool { false }
}

extension RouteStack where Route: AddressableRoute {
  /// Moves to `route` as a browser's Back and Forward, or an address typed, would: back to it
  /// when it is on the stack; in place of the whole stack when it is a first screen (its
  /// ``AddressableRoute/trail`` is itself alone); else above the screen shown, as a tap on the
  /// screen shown would have put it.
  public func navigate(to route: Route) {
    if pop(to: route) { return }
    if route.trail.count == 1 {
      replace(with: [route])
    } else {
      push(route)
    }
  }
}

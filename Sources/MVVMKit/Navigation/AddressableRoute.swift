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
}

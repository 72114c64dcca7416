/// The models (view models, or what a flow makes of a route) of the routes on a ``RouteStack``:
/// each made when its route first stands at its place, and kept while a route of the same screen
/// stands there, so that a route whose value changes (a search typed, a base currency chosen)
/// keeps its view model and the view model's state.
///
/// A flow keeps one, and reads ``models(for:)`` with its stack's routes:
///
/// ```swift
/// let models = RouteModels<Route, Screen>(
///   isSameScreen: { old, new in old.screenID == new.screenID },
///   make: { route, below in makeScreen(for: route, over: below) },
///   update: { route, screen in screen.show(route) })
/// models.models(for: stack.routes)
/// ```
@MainActor
public final class RouteModels<Route: Hashable & Sendable, Model> {
  private let isSameScreen: (Route, Route) -> Bool
  private let make: (Route, _ below: [Model]) -> Model
  private let update: (Route, Model) -> Void
  /// The model made for each place, with the route it stands for now.
  private var made: [(route: Route, model: Model)] = []

  /// Models made by `make` (given the models below, bottom first), kept while `isSameScreen`
  /// holds for the route at their place, and told of a new route there by `update`.
  public init(
    isSameScreen: @escaping (Route, Route) -> Bool,
    make: @escaping (Route, _ below: [Model]) -> Model,
    update: @escaping (Route, Model) -> Void = { _, _ in }
  ) {
    self.isSameScreen = isSameScreen
    self.make = make
    self.update = update
  }

  /// The model of each of `routes`, bottom first: those already made where the same screen stands,
  /// updated to their route if it changed, and new ones above.
  ///
  /// - Complexity: O(*n*) for *n* routes, plus what making and updating cost.
  public func models(for routes: [Route]) -> [Model] {
    var kept = 0
    while kept < min(made.count, routes.count), isSameScreen(made[kept].route, routes[kept]) {
      if made[kept].route != routes[kept] {
        made[kept].route = routes[kept]
        update(routes[kept], made[kept].model)
      }
      kept += 1
    }
    made.removeSubrange(kept...)
    for route in routes[kept...] {
      made.append((route, make(route, made.map(\.model))))
    }
    return made.map(\.model)
  }

  /// The place of the first model for which `matches` holds, if it is still on the stack.
  public func index(where matches: (Model) -> Bool) -> Int? {
    made.firstIndex { matches($0.model) }
  }
}

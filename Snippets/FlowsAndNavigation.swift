// An app's flow: its routes as state, the view model of each route made in one place, and where
// each view model's events lead.

// snippet.hide
import MVVMKit
import Observation

struct Drink: Identifiable, Hashable, Sendable {
  let id: String
  let name: String
}

@MainActor @Observable
final class SearchViewModel {
  enum Event: Hashable, Sendable { case showDrink(id: String) }
  let events = EventQueue<Event>()
  private(set) var query: String
  init(query: String) { self.query = query }
  func drinkSelected(id: String) { events.send(.showDrink(id: id)) }
}

@MainActor @Observable
final class DrinkViewModel {
  let id: String
  init(id: String) { self.id = id }
}

// snippet.show
// snippet.route
/// Every screen of the app, with what defines it: a value, so that it can be stored, compared,
/// written in a URL and restored.
enum Route: Hashable, Sendable {
  case search(query: String)
  case drink(id: String)

  var path: String {
    switch self {
    case .search(let query): RoutePath(["cocktails"], query: ["query": query]).description
    case .drink(let id): RoutePath(["cocktails", "drink", id]).description
    }
  }
}

// snippet.flow
/// Where the user is, and the one place that makes view models and decides where events lead.
@MainActor @Observable
final class Flow {
  enum Screen {
    case search(SearchViewModel)
    case drink(DrinkViewModel)
  }

  let stack = RouteStack(root: Route.search(query: ""))
  @ObservationIgnored private var listening: [EventSubscription] = []
  @ObservationIgnored private lazy var models = RouteModels<Route, Screen> { old, new in
    old == new
  } make: { [unowned self] route, _ in
    switch route {
    case .search(let query):
      let search = SearchViewModel(query: query)
      listening.append(
        search.events.listen { [weak self] event in
          switch event {
          case .showDrink(let id): self?.stack.push(.drink(id: id))
          }
        })
      return .search(search)
    case .drink(let id):
      return .drink(DrinkViewModel(id: id))
    }
  }

  /// The screens of the routes on the stack, bottom first: what every view renders.
  func screens() -> [Screen] { models.models(for: stack.routes) }
}

// snippet.view
/// A view renders the routes; it never makes a view model nor decides where an event leads.
@MainActor
func render(_ flow: Flow) -> [String] {
  flow.screens().map { screen in
    switch screen {
    case .search(let search): "Search “\(search.query)”"
    case .drink(let drink): "Drink \(drink.id)"
    }
  }
}

// snippet.swiftUI
#if canImport(SwiftUI)
  import SwiftUI

  /// On Apple platforms the same flow drives a `NavigationStack`: its path is the stack's.
  struct FlowView: View {
    @Bindable var stack: RouteStack<Route>

    var body: some View {
      NavigationStack(path: $stack.path) {
        Text("Search")
          .navigationDestination(for: Route.self) { route in
            Text(route.path)
          }
      }
    }
  }
#endif
// snippet.end

// snippet.hide
@MainActor
func demo() {
  let flow = Flow()
  if case .search(let search) = flow.screens()[0] { search.drinkSelected(id: "11000") }
  _ = render(flow)  // ["Search “”", "Drink 11000"]
}

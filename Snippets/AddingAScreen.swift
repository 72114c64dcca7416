// Adding a screen: one new route walked through its model, its view model, the flow, and both
// views (a terminal screen and a web page), each only rendering what the view model says.

// snippet.hide
import MVVMKit
import Observation
import TerminalUI
import WebUI

/// The app before the new screen: a list of drinks.
@MainActor @Observable
final class DrinksViewModel {
  enum Event: Hashable, Sendable { case showIngredient(name: String) }
  let events = EventQueue<Event>()
  func ingredientTapped(_ name: String) { events.send(.showIngredient(name: name)) }
}

// snippet.show
// snippet.route
/// 1. The route: the new case, with what defines the screen, and its address both ways.
enum BarRoute: AddressableRoute {
  case drinks
  case ingredient(name: String)

  var path: String {
    switch self {
    case .drinks: RoutePath(["bar"]).description
    case .ingredient(let name): RoutePath(["bar", "ingredient", name]).description
    }
  }

  init?(path: String) {
    guard let path = RoutePath(path), path.segments.first == "bar" else { return nil }
    if path.segments.count == 1 {
      self = .drinks
    } else if let name = path.segment(after: ["bar", "ingredient"]) {
      self = .ingredient(name: name)
    } else {
      return nil
    }
  }

  /// An address of an ingredient opens it over the drinks, as a tap would.
  var trail: [BarRoute] { self == .drinks ? [self] : [.drinks, self] }
}

// snippet.viewModel
/// 2. The view model: inputs named after what the user does, outputs the screen shows as they
/// are (the sentence while loading too), and no key, colour or layout.
@MainActor @Observable
final class IngredientViewModel {
  let name: String
  private(set) var drinks: Loadable<[String]> = .idle
  let drinksLoadingText = "Finding drinks…"
  private let find: @Sendable (String) async throws -> [String]
  private let tasks: TaskOwner<Int>

  init(
    name: String, find: @escaping @Sendable (String) async throws -> [String],
    clock: any Clock<Duration>
  ) {
    self.name = name
    self.find = find
    tasks = TaskOwner(clock: clock)
  }

  var title: String { name }
  var drinksStatus: ListStatus { drinks.listStatus(emptyMessage: "No drink uses \(name).") }

  func appeared() {
    tasks.load(0, into: \.drinks, on: self) { [find, name] in try await find(name) }
  }
}

// snippet.flow
/// 3. The flow: it makes the new view model, and the event that leads to it pushes its route.
@MainActor @Observable
final class BarFlow: RouteFlow {
  enum Screen: Identifiable {
    case drinks(DrinksViewModel)
    case ingredient(IngredientViewModel)

    var id: AnyHashable {
      switch self {
      case .drinks(let drinks): ObjectIdentifier(drinks)
      case .ingredient(let ingredient): ingredient.name
      }
    }
  }

  let stack = RouteStack(root: BarRoute.drinks)
  let drinks = DrinksViewModel()
  @ObservationIgnored private let find: @Sendable (String) async throws -> [String]
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private var listening: [EventSubscription] = []
  @ObservationIgnored private lazy var models = RouteModels<BarRoute, Screen>(isSameScreen: ==) {
    [unowned self] route, _ in
    switch route {
    case .drinks: .drinks(drinks)
    case .ingredient(let name):
      .ingredient(IngredientViewModel(name: name, find: find, clock: clock))
    }
  }

  init(find: @escaping @Sendable (String) async throws -> [String], clock: any Clock<Duration>) {
    self.find = find
    self.clock = clock
    listening.append(
      drinks.events.listen { [weak self] event in
        switch event {
        case .showIngredient(let name): self?.stack.push(.ingredient(name: name))
        }
      })
  }

  func screens() -> [Screen] { models.models(for: stack.routes) }
  func back() -> Bool { stack.pop() != nil }
}

// snippet.terminal
/// 4. The terminal screen: layout and key bindings over the view model, nothing else.
final class IngredientScreen: TerminalScreen {
  let viewModel: IngredientViewModel
  weak var navigator: Navigator?
  init(viewModel: IngredientViewModel) { self.viewModel = viewModel }

  var title: String { viewModel.title }
  var bindings: [KeyBinding] { [] }
  func appeared() { viewModel.appeared() }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    guard
      buffer.drawPlaceholder(
        for: viewModel.drinksStatus, hasContent: false, loading: viewModel.drinksLoadingText,
        retryHint: nil, tick: tick, in: rect)
    else { return }
    for (row, drink) in (viewModel.drinks.value ?? []).enumerated() where row < rect.height {
      buffer.draw(drink, x: rect.x, y: rect.y + row, maxWidth: rect.width)
    }
  }
}

// snippet.web
/// 5. The web page: the same outputs as HTML, in a region that follows the view model.
final class IngredientPage: WebPage {
  let viewModel: IngredientViewModel
  init(viewModel: IngredientViewModel) { self.viewModel = viewModel }

  var title: String { viewModel.title }
  func appeared(in navigator: any WebNavigator) { viewModel.appeared() }

  var regions: [WebRegion] {
    [
      WebRegion("drinks", isLive: true) { [viewModel] _ in
        HTML.section(
          for: viewModel.drinksStatus, hasContent: false, loading: viewModel.drinksLoadingText,
          retry: nil
        ) {
          HTML.element("ul") {
            for drink in viewModel.drinks.value ?? [] { HTML.element("li") { drink } }
          }
        }
      }
    ]
  }
}

// snippet.switches
/// 6. One case in each view's switch from the flow's screens to its views.
@MainActor
func terminalScreen(of screen: BarFlow.Screen) -> (any TerminalScreen)? {
  switch screen {
  case .drinks: nil  // the screen the app already had
  case .ingredient(let ingredient): IngredientScreen(viewModel: ingredient)
  }
}

@MainActor
func webPage(of screen: BarFlow.Screen) -> (any WebPage)? {
  switch screen {
  case .drinks: nil
  case .ingredient(let ingredient): IngredientPage(viewModel: ingredient)
  }
}
// snippet.end

// snippet.hide
@MainActor
func demo() {
  let flow = BarFlow(find: { _ in ["Mojito", "Daiquiri"] }, clock: ContinuousClock())
  flow.drinks.ingredientTapped("Lime")
  _ = flow.stack.routes.map(\.path)  // ["/bar", "/bar/ingredient/Lime"]
  _ = BarRoute(path: "/bar/ingredient/Lime")?.trail  // [.drinks, .ingredient(name: "Lime")]
  _ =
    flow.screens().compactMap(terminalScreen(of:)).count
    + flow.screens().compactMap(webPage(of:)).count
}

// Adding a screen: one new route walked through its model, its view model, the flow, and both
// views (a terminal screen and a web page), each only rendering what the view model says.

// snippet.hide
import MVVMKit
import Observation
import TerminalUI
import WebUI

/// The app before the new screen: a list of drinks, and its views.
@MainActor @Observable
final class DrinksViewModel {
  enum Event: Hashable, Sendable { case showIngredient(name: String) }
  let events = EventQueue<Event>()
  func ingredientTapped(_ name: String) { events.send(.showIngredient(name: name)) }
}

final class DrinksScreen: ScreenOf<DrinksViewModel>, ViewModelScreen {
  var title: String { "Drinks" }
  var bindings: [KeyBinding] { [] }
  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {}
}

final class DrinksPage: PageOf<DrinksViewModel>, ViewModelPage {
  var title: String { "Drinks" }
  var regions: [WebRegion] { [] }
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
/// are (the sentence while loading too), and no key, colour or layout. Its conformances are what
/// the views' base types use: `AppearingViewModel` (it loads when shown), `Settling` (a web
/// page's first response waits for it), `RetryingViewModel` (r retries what failed).
@MainActor @Observable
final class IngredientViewModel: AppearingViewModel, RetryingViewModel {
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

  var isSettled: Bool { drinks.isSettled }
  var hasFailure: Bool { drinks.failure != nil }

  func appeared() {
    tasks.load(0, into: \.drinks, on: self) { [find, name] in try await find(name) }
  }

  func retryTapped() { appeared() }
}

// snippet.flow
/// 3. The flow: it makes the new view model, and the event that leads to it pushes its route;
/// `RouteFlow`'s own `back()` pops it.
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
}

// snippet.terminal
/// 4. The terminal screen: layout and key bindings over the view model, nothing else. `ScreenOf`
/// holds the view model and sends Back (Esc, q) to the flow; `ViewModelScreen` tells the view
/// model when the screen appears, lets the inspector read it, and gives it `retryBindings`: `r`
/// while something failed.
final class IngredientScreen: ScreenOf<IngredientViewModel>, ViewModelScreen {
  var title: String { viewModel.title }
  var bindings: [KeyBinding] { retryBindings }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    guard
      buffer.drawPlaceholder(
        for: viewModel.drinksStatus, hasContent: false, loading: viewModel.drinksLoadingText,
        retryHint: KeyBinding.retryHint(in: bindings), tick: tick, in: rect)
    else { return }
    for (row, drink) in (viewModel.drinks.value ?? []).enumerated() where row < rect.height {
      buffer.draw(drink, x: rect.x, y: rect.y + row, maxWidth: rect.width)
    }
  }
}

// snippet.web
/// 5. The web page: the same outputs as HTML, in a region that follows the view model.
/// `PageOf` and `ViewModelPage` do for it what their terminal kin do: Back (Esc, the breadcrumb,
/// the browser's Back) asks the flow, the first response waits for the drinks, r retries.
final class IngredientPage: PageOf<IngredientViewModel>, ViewModelPage {
  var title: String { viewModel.title }

  var regions: [WebRegion] { [region("drinks", isLive: true) { $0.drinks }] }

  private func drinks(_ context: RegionContext) -> HTML {
    HTML.section(
      for: viewModel.drinksStatus, hasContent: false, loading: viewModel.drinksLoadingText,
      retry: retryAction(in: context)
    ) {
      HTML.element("ul") {
        for drink in viewModel.drinks.value ?? [] { HTML.element("li") { drink } }
      }
    }
  }
}

// snippet.switches
/// 6. One case in each view's switch from the flow's screens to its views; `FlowViews` shows
/// them as the flow's stack changes, and takes them away as it goes back.
@MainActor
func terminalScreens(of flow: BarFlow) -> [any TerminalScreen] {
  FlowViews.screens(of: flow) { screen in
    switch screen {
    case .drinks(let drinks): DrinksScreen(viewModel: drinks)
    case .ingredient(let ingredient): IngredientScreen(viewModel: ingredient)
    }
  }
}

@MainActor
func webPages(of flow: BarFlow) -> [any WebPage] {
  FlowViews.pages(of: flow) { screen in
    switch screen {
    case .drinks(let drinks): DrinksPage(viewModel: drinks)
    case .ingredient(let ingredient): IngredientPage(viewModel: ingredient)
    }
  }
}
// snippet.end

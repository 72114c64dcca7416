// A search screen's view model, its view's binding, the one-shot event that opens a detail, and
// the view model's test. Getting Started shows all of it, and `.ci/consumer` builds it as an
// app's package would: the app's slices in its library target, the test's in its test target.

// swift-format-ignore-file: OrderedImports
// (the app's imports and the test's are two slices, each shown as its own file begins)

// snippet.appImports
import MVVMKit
import Observation

// snippet.testImports
import MVVMKitTesting
import Testing

// snippet.model
/// A drink, as the search finds it.
struct Drink: Identifiable, Hashable, Sendable {
  let id: String
  let name: String
}

/// Where drinks come from: a web service in the app, a stub in a test.
protocol DrinkService: Sendable {
  func drinks(matching query: String) async throws -> [Drink]
}

// snippet.viewModel
@MainActor @Observable
final class SearchViewModel {
  /// What the view shows: loading keeps the drinks already found, failing keeps them too.
  private(set) var drinks: Loadable<[Drink]> = .idle
  /// One-shot: the view opens the drink once, and never again on a redraw.
  let events = EventQueue<Event>()

  enum Event { case showDrink(Drink) }

  @ObservationIgnored private let tasks: TaskOwner<String>
  @ObservationIgnored private let service: any DrinkService

  init(service: any DrinkService, clock: any Clock<Duration> = ContinuousClock()) {
    self.service = service
    self.tasks = TaskOwner(clock: clock)
  }

  /// Each keystroke: the latest search wins, after 300 ms without typing.
  func searchTextChanged(_ text: String) {
    tasks.load("search", into: \.drinks, on: self, debounce: .milliseconds(300)) { [service] in
      try await service.drinks(matching: text)
    }
  }

  func drinkTapped(_ drink: Drink) {
    events.send(.showDrink(drink))
  }
}

// snippet.view
/// A view binds once: `observe` runs the closure now and again after every change it read.
@MainActor
final class SearchView {
  let viewModel: SearchViewModel
  private var binding: ObservationToken?
  private var subscription: EventSubscription?
  private(set) var lines: [String] = []

  init(viewModel: SearchViewModel) {
    self.viewModel = viewModel
    binding = observe { [weak self] in self?.render() }
    subscription = viewModel.events.listen { event in
      switch event {
      case .showDrink(let drink): print("open", drink.name)
      }
    }
  }

  private func render() {
    switch viewModel.drinks {
    case .idle: lines = ["Type to search"]
    case .loading(let previous): lines = (previous ?? []).map(\.name) + ["Searching…"]
    case .loaded(let drinks): lines = drinks.isEmpty ? ["No drinks"] : drinks.map(\.name)
    case .failed(let failure, _): lines = [failure.message, "Retry"]
    }
  }
}

// snippet.test
/// The search's answer in a test: the drinks it was given, and the queries it was asked.
actor StubDrinkService: DrinkService {
  let found: [Drink]
  private(set) var queries: [String] = []

  init(found: [Drink]) { self.found = found }

  func drinks(matching query: String) async throws -> [Drink] {
    queries.append(query)
    return found
  }
}

@MainActor @Test(.timeLimit(.minutes(1)))
func typingSearchesOnceTheDebounceHasPassed() async {
  let clock = TestClock()
  let mojito = Drink(id: "11000", name: "Mojito")
  let service = StubDrinkService(found: [mojito])
  let viewModel = SearchViewModel(service: service, clock: clock)
  let drinks = ObservationRecorder { viewModel.drinks }

  viewModel.searchTextChanged("mo")
  viewModel.searchTextChanged("moj")  // replaces the first search before it starts
  await clock.advance(by: .milliseconds(300))

  #expect(await drinks.next() == .idle)
  #expect(await drinks.next() == .loading(previous: nil))
  #expect(await drinks.next() == .loaded([mojito]))
  #expect(await service.queries == ["moj"])
}

@MainActor @Test func tappingADrinkOpensItOnce() {
  let viewModel = SearchViewModel(service: StubDrinkService(found: []), clock: TestClock())
  var opened: [String] = []
  let subscription = viewModel.events.listen { event in
    switch event {
    case .showDrink(let drink): opened.append(drink.name)
    }
  }

  viewModel.drinkTapped(Drink(id: "11000", name: "Mojito"))

  withExtendedLifetime(subscription) { #expect(opened == ["Mojito"]) }
}
// snippet.end

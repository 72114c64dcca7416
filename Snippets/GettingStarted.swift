// A search screen's view model, its view's binding, and the one-shot event that opens a detail.

// snippet.hide
import MVVMKit
import Observation

struct Drink: Identifiable, Hashable, Sendable {
  let id: String
  let name: String
}

// snippet.show
// snippet.model
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
// snippet.end

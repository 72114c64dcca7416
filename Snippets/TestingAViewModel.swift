// A view model's test: a test clock for the debounce, a stub service, and the values the view saw,
// in order.

// snippet.hide
import MVVMKit
import MVVMKitTesting
import Observation
import Testing

struct Drink: Hashable, Sendable {
  let name: String
}

protocol DrinkService: Sendable {
  func drinks(matching query: String) async throws -> [Drink]
}

@MainActor @Observable
final class SearchViewModel {
  private(set) var drinks: Loadable<[Drink]> = .idle
  @ObservationIgnored private let tasks: TaskOwner<String>
  @ObservationIgnored private let service: any DrinkService

  init(service: any DrinkService, clock: any Clock<Duration>) {
    self.service = service
    self.tasks = TaskOwner(clock: clock)
  }

  func searchTextChanged(_ text: String) {
    tasks.load("search", into: \.drinks, on: self, debounce: .milliseconds(300)) { [service] in
      try await service.drinks(matching: text)
    }
  }
}

// snippet.show
struct StubDrinks: DrinkService {
  let found: [Drink]
  func drinks(matching query: String) async throws -> [Drink] { found }
}

@MainActor @Test(.timeLimit(.minutes(1)))
func typingSearchesOnceTheDebounceHasPassed() async {
  let clock = TestClock()
  let viewModel = SearchViewModel(service: StubDrinks(found: [Drink(name: "Mojito")]), clock: clock)
  let drinks = ObservationRecorder { viewModel.drinks }

  viewModel.searchTextChanged("mo")
  viewModel.searchTextChanged("moj")  // replaces the first search before it starts
  await clock.advance(by: .milliseconds(300))

  #expect(await drinks.next() == .idle)
  #expect(await drinks.next() == .loading(previous: nil))
  #expect(await drinks.next() == .loaded([Drink(name: "Mojito")]))
}

@MainActor @Test func releasingTheViewModelCancelsItsWork() async {
  var viewModel: SearchViewModel? = SearchViewModel(
    service: StubDrinks(found: []), clock: TestClock())
  viewModel?.searchTextChanged("rum")
  let tracker = ReleaseTracker(viewModel)
  viewModel = nil
  #expect(tracker.isReleased)
}
// snippet.end

public import MVVMKit
public import MVVMKitNetworking
public import Observation

/// The search screen: a header with the search field, nearby restaurants, and the drinks found.
///
/// The restaurants and the drinks come from two services and each section keeps its own
/// ``Loadable``: they load in parallel, each shows its own placeholder, error and retry, and a
/// failing source never blanks the other section.
///
/// Typing is debounced on the injected clock; the latest query wins, and while a search runs the
/// drinks section keeps the previous results, marked stale. A query shorter than two characters
/// brings back the drinks shown before any search.
@MainActor @Observable
public final class CocktailSearchViewModel {
  /// One-shot events: where the user asked to go, for the app's flow to take them there.
  public enum Event: Hashable, Sendable {
    /// Open the detail of the drink `id`.
    case showDrink(id: String)
  }

  /// How long typing must pause before a search starts.
  public static let searchDebounce: Duration = .milliseconds(300)
  /// The shortest query that searches.
  public static let minimumQueryLength = 2

  /// The screen's title.
  public let title = "Let's eat quality food"
  /// The search field's placeholder.
  public let searchPlaceholder = "Search cocktails"
  /// The restaurant section's title.
  public let restaurantsTitle = "Restaurants"

  /// The search field's text, as typed.
  public private(set) var searchText = ""
  /// The restaurants source.
  public private(set) var restaurants: Loadable<[Restaurant]> = .idle {
    didSet { restaurantCards = (restaurants.value ?? []).map(RestaurantCardViewModel.init) }
  }
  /// The drinks source: the drinks for ``drinksQuery``.
  public private(set) var drinks: Loadable<[Drink]> = .idle {
    didSet { drinkCards = (drinks.value ?? []).map(DrinkCardViewModel.init) }
  }
  /// The query the drinks section shows results for; empty for the drinks shown before a search.
  public private(set) var drinksQuery = ""

  /// Navigation events.
  public let events = EventQueue<Event>()

  @ObservationIgnored private var initialDrinks: [Drink]?
  @ObservationIgnored private let drinkService: any DrinkService
  @ObservationIgnored private let restaurantService: any RestaurantService
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable {
    case restaurants, drinks
  }

  /// A screen fed by `drinkService` and `restaurantService`, debouncing on `clock`.
  public init(
    drinkService: any DrinkService = CocktailDBService.bundled(),
    restaurantService: any RestaurantService = RestaurantAPIService.bundled(),
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.drinkService = drinkService
    self.restaurantService = restaurantService
    self.clock = clock
    self.tasks = TaskOwner(clock: clock)
  }

  // MARK: Inputs

  /// The screen appeared: the first time, both sources start loading, in parallel.
  public func appeared() {
    if restaurants == .idle { loadRestaurants() }
    if drinks == .idle { loadDrinks(for: "", debounced: false) }
  }

  /// The search field changed to `text`.
  public func searchTextChanged(_ text: String) {
    searchText = text
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if query.count < Self.minimumQueryLength {
      showInitialDrinks()
    } else if query != drinksQuery || drinks.failure != nil {
      loadDrinks(for: query, debounced: true)
    }
  }

  /// The restaurant section's retry was tapped.
  public func retryRestaurantsTapped() {
    loadRestaurants()
  }

  /// The drinks section's retry was tapped.
  public func retryDrinksTapped() {
    loadDrinks(for: drinksQuery, debounced: false)
  }

  /// The drink card `id` was selected: asks for its detail.
  public func drinkSelected(id: String) {
    guard drink(id: id) != nil else { return }
    events.send(.showDrink(id: id))
  }

  // MARK: Outputs

  /// The drink `id` among those shown, as the search found it (a summary, or the whole record).
  public func drink(id: String) -> Drink? {
    drinks.value?.first { $0.id == id }
  }

  /// The restaurant cards, in the order the service gave them.
  ///
  /// The cards are made when their source changes, not each time they are read: a view reads
  /// them for every frame it draws, and a search can find thousands.
  public private(set) var restaurantCards: [RestaurantCardViewModel] = []

  /// What the restaurants say while they load.
  public let restaurantsLoadingText = "Loading restaurants…"
  /// What the drinks say while their first search runs.
  public let drinksLoadingText = "Loading drinks…"

  /// The restaurant section's status.
  public var restaurantsStatus: ListStatus {
    restaurants.listStatus(emptyMessage: "No restaurants nearby.")
  }

  /// The drink cards, in the order the service gave them; made when ``drinks`` changes.
  public private(set) var drinkCards: [DrinkCardViewModel] = []

  /// The drinks section's status.
  public var drinksStatus: ListStatus {
    drinks.listStatus(emptyMessage: "No cocktails match “\(drinksQuery)”.")
  }

  /// What the drinks section says of where they come from, when it should: "sample, no photos"
  /// for the bundled sample.
  public var sourceNote: String? { drinkService.sourceNote }

  /// The drinks section's title: "N Items found", "1 Item found", or what is happening; "Search
  /// failed" when the latest search failed, never the count of an earlier one.
  public var drinksTitle: String {
    if drinks.failure != nil { return "Search failed" }
    guard let count = drinks.value?.count else {
      return drinks.isLoading ? "Searching…" : "Drinks"
    }
    return count == 1 ? "1 Item found" : "\(count.groupedDigits) Items found"
  }

  /// The whole screen as a sectioned list, for views that diff their rows between updates.
  public var sections: SectionedList<SearchSection, SearchRow> {
    let sections = [
      ListSection(SearchSection(id: .header, title: title, status: .loaded), items: []),
      ListSection(
        SearchSection(id: .restaurants, title: restaurantsTitle, status: restaurantsStatus),
        items: restaurantCards.map(SearchRow.restaurant)),
      ListSection(
        SearchSection(id: .drinks, title: drinksTitle, status: drinksStatus),
        items: drinkCards.map(SearchRow.drink)),
    ]
    // The services drop repeated ids; a list that still repeats one shows it as that section's
    // failure rather than a blank screen.
    return SectionedList(showingIdentityErrors: sections) { section, error in
      SearchSection(
        id: section.id, title: section.title, status: .failed(error.localizedDescription))
    }
  }

  // MARK: Work

  private func loadRestaurants() {
    tasks.load(.restaurants, into: \.restaurants, on: self) { [restaurantService] in
      try await restaurantService.nearbyRestaurants()
    }
  }

  private func loadDrinks(for query: String, debounced: Bool) {
    drinksQuery = query
    tasks.load(.drinks, into: \.drinks, on: self, debounce: debounced ? Self.searchDebounce : nil) {
      [drinkService] in
      try await drinkService.searchDrinks(matching: query)
    } onLoaded: { viewModel, found in
      if query.isEmpty { viewModel.initialDrinks = found }
    }
  }

  private func showInitialDrinks() {
    guard !drinksQuery.isEmpty || drinks.failure != nil else { return }
    if let initialDrinks {
      tasks.cancel(.drinks)
      drinksQuery = ""
      drinks = .loaded(initialDrinks)
    } else {
      loadDrinks(for: "", debounced: false)
    }
  }
}

extension CocktailSearchViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "searchText": searchText,
        "drinksQuery": drinksQuery,
        "drinks": drinks,
        "restaurants": restaurants,
        "drinksStatus": drinksStatus,
        "restaurantsStatus": restaurantsStatus,
        "drinkCards": drinkCards,
        "restaurantCards": restaurantCards,
      ])
  }

  /// The events to the screen, for the inspector.
  public var inspectedEventQueues: [any ObservableEventQueue] { [events] }
}

extension CocktailSearchViewModel: Settling, AppearingViewModel {
  /// Whether the restaurants and the drinks have each loaded or failed.
  public var isSettled: Bool { restaurants.isSettled && drinks.isSettled }
  /// Whether the restaurants or the drinks failed.
  public var hasFailure: Bool { restaurants.failure != nil || drinks.failure != nil }
}

public import MVVMKit
public import MVVMKitNetworking
public import Observation

/// The search screen: a header with the search field, nearby restaurants, the favourite drinks,
/// and the drinks found.
///
/// The restaurants and the drinks come from two services and each section keeps its own
/// ``Loadable``: they load in parallel, each shows its own placeholder, error and retry, and a
/// failing source never blanks the other section.
///
/// Typing is debounced on the injected clock; the latest query wins, and while a search runs the
/// drinks section keeps the previous results, marked stale. A query shorter than two characters
/// brings back the drinks shown before any search. The search matches names or an ingredient
/// (``searchField``), and keeps the drinks of one kind (``alcohol``): a change of either searches
/// at once.
///
/// The favourites are the app's ``Favourites``, shared with the drinks' details: they list
/// offline too, and `favouriteToggled(id:)` keeps or forgets a drink shown in either section.
@MainActor @Observable
public final class CocktailSearchViewModel: EventSendingViewModel {
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
  /// The search field's placeholder, by what it matches.
  public var searchPlaceholder: String {
    switch searchField {
    case .name: "Search cocktails"
    case .ingredient: "An ingredient: Gin, Lime…"
    }
  }
  /// The restaurant section's title, with a note of the restaurants that could not be read.
  public var restaurantsTitle: String {
    let note = restaurantList.value?.unreadableNote(singular: "restaurant", plural: "restaurants")
    return restaurantService.title + (note.map { " · \($0.dropLast())" } ?? "")
  }
  /// The favourites section's title.
  public let favouritesTitle = "Favourites"

  /// The search field's text, as typed.
  public private(set) var searchText = ""
  /// What the search matches: names or an ingredient.
  public private(set) var searchField = DrinkSearch.Field.name
  /// Which drinks the search keeps: all, alcoholic or not.
  public private(set) var alcohol = DrinkSearch.Alcohol.any
  /// The part of the screen the cursor is in: what the keys move, and where a favourite acts.
  public private(set) var focusedSection = CocktailSearchSection.search
  /// Each section's cursor, by its card's id, where it was last moved to (see
  /// ``cursor(in:)``).
  private var cursors: [CocktailSearchSection: String] = [:]
  /// The restaurants source.
  public var restaurants: Loadable<[Restaurant]> { restaurantList.map(\.elements) }

  /// The restaurants source as it answered: the restaurants, and those it held that could not
  /// be read.
  public private(set) var restaurantList: Loadable<DecodedList<Restaurant>> = .idle {
    didSet {
      restaurantCards = (restaurantList.value?.elements ?? []).map(RestaurantCardViewModel.init)
    }
  }
  /// The drinks source: the drinks for ``drinksQuery``.
  public var drinks: Loadable<[Drink]> { drinkList.map(\.elements) }
  /// The drinks for ``drinksQuery``, and the records of the answer that could not be read.
  public private(set) var drinkList: Loadable<DecodedList<Drink>> = .idle {
    didSet {
      drinkCards = (drinkList.value?.elements ?? []).map {
        DrinkCardViewModel(drink: $0, foundBy: drinksSearch)
      }
      drinkIDs = Set(drinkCards.map(\.id))
    }
  }
  /// The ids of ``drinkCards``: the drinks' cursor is looked up among thousands on every frame.
  @ObservationIgnored private var drinkIDs: Set<String> = []
  /// The query the drinks section shows results for; empty for the drinks shown before a search.
  public var drinksQuery: String { drinksSearch.text }
  /// The search the drinks section shows results for.
  public private(set) var drinksSearch = DrinkSearch()
  /// The favourite drinks, shared with the app's other screens.
  public let favourites: Favourites

  /// Navigation events.
  public let events = EventQueue<Event>()

  /// The drinks found with no text, by kind: shown again at once when the text is cleared.
  @ObservationIgnored private var initialDrinks: [DrinkSearch.Alcohol: DecodedList<Drink>] = [:]
  @ObservationIgnored private let drinkService: any DrinkService
  @ObservationIgnored private let restaurantService: any RestaurantService
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable {
    case restaurants, drinks
    /// The whole record of a favourite kept from a summary.
    case recipe(String)
  }

  /// A screen fed by `drinkService` and `restaurantService`, listing `favourites` (kept for the
  /// screen's life only by default), debouncing on `clock`.
  public init(
    drinkService: any DrinkService = CocktailDBService.bundled(),
    restaurantService: any RestaurantService = RestaurantAPIService.bundled(),
    favourites: Favourites? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.favourites = favourites ?? Favourites(store: nil)
    self.drinkService = drinkService
    self.restaurantService = restaurantService
    self.clock = clock
    self.tasks = TaskOwner(clock: clock)
  }

  // MARK: Inputs

  /// The screen appeared: the first time, both sources start loading, in parallel; the
  /// favourites are read afresh (another process may have changed them).
  public func appeared() {
    if restaurants == .idle { loadRestaurants() }
    if drinks == .idle { load(headerSearch, debounced: false) }
    favourites.reload()
  }

  /// The search field changed to `text`.
  public func searchTextChanged(_ text: String) {
    searchText = text
    search(debounced: true)
  }

  /// The whole search was asked for (a link, an address): `text` matched against `field`,
  /// keeping the drinks of `alcohol`; searched once, as typing `text` searches.
  public func searchRequested(
    _ text: String, by field: DrinkSearch.Field = .name, alcohol: DrinkSearch.Alcohol = .any
  ) {
    guard text != searchText || field != searchField || alcohol != self.alcohol else { return }
    (searchText, searchField, self.alcohol) = (text, field, alcohol)
    search(debounced: true)
  }

  /// The search now matches `field`: the drinks are searched again at once.
  public func searchFieldChanged(to field: DrinkSearch.Field) {
    guard field != searchField else { return }
    searchField = field
    search(debounced: false)
  }

  /// The search matches the other field: names, or an ingredient.
  public func searchFieldToggled() {
    searchFieldChanged(to: searchField == .name ? .ingredient : .name)
  }

  /// The search now keeps the drinks of `alcohol`: searched again at once.
  public func alcoholChanged(to alcohol: DrinkSearch.Alcohol) {
    guard alcohol != self.alcohol else { return }
    self.alcohol = alcohol
    search(debounced: false)
  }

  /// The drink `id`, in the results or the favourites, is kept as a favourite, or forgotten if
  /// it is one.
  ///
  /// A drink listed by an ingredient or its kind is a summary (its name and picture): it is kept
  /// at once, and its whole record looked up and kept in its place, so that a favourite has its
  /// recipe offline; ``favouritesNotice`` says so while it does, and if it cannot.
  public func favouriteToggled(id: String) {
    guard let drink = drink(id: id) else { return }
    let keeping = !favourites.contains(id: id)
    favourites.toggle(drink)
    // The last favourite forgotten: the cursor goes on to the drinks.
    if focusedSection == .favourites, favourites.drinks.isEmpty { focusedSection = .drinks }
    guard keeping, favourites.contains(id: id), !drink.hasRecipe else { return }
    recipeNote = "Keeping the recipe of \(drink.name)…"
    tasks.run(.recipe(id)) { [drinkService] in
      try await drinkService.drink(id: id)
    } onResult: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let record?):
        favourites.update(record)
        recipeNote = nil
      case .success(nil):
        recipeNote = "\(drink.name) is kept without its recipe: there is no such drink any more."
      case .failure(let error):
        recipeNote = "\(drink.name) is kept without its recipe: \(LoadFailure(error).message)"
      }
    }
  }

  /// What the favourites say of themselves: why one could not be kept, that a recipe is being
  /// kept, or that it could not be.
  public var favouritesNotice: String? { favourites.notice ?? recipeNote }

  /// A favourite's recipe being kept, or why it could not be.
  public private(set) var recipeNote: String?

  /// The restaurant section's retry was tapped.
  public func retryRestaurantsTapped() {
    loadRestaurants()
  }

  /// The drinks section's retry was tapped.
  public func retryDrinksTapped() {
    load(drinksSearch, debounced: false)
  }

  /// The cursor moved to `section`; the favourites take it only while there is one.
  public func focus(on section: CocktailSearchSection) {
    let section = section == .favourites && favourites.drinks.isEmpty ? .drinks : section
    guard section != focusedSection else { return }
    focusedSection = section
  }

  /// The cursor moved to the card `id` of `section`, which takes the focus.
  public func select(_ id: String, in section: CocktailSearchSection) {
    focus(on: section)
    guard cursors[section] != id else { return }
    cursors[section] = id
  }

  /// The ids of the cards of `section`, in order: none for the search field.
  public func cardIDs(in section: CocktailSearchSection) -> [String] {
    switch section {
    case .search: []
    case .restaurants: restaurantCards.map(\.id)
    case .favourites: favouriteCards.map(\.id)
    case .drinks: drinkCards.map(\.id)
    }
  }

  /// The card the cursor of `section` is on: the one it was last moved to while the section has
  /// it, else the first; `nil` while the section has no cards.
  public func cursor(in section: CocktailSearchSection) -> String? {
    /// The card the cursor was moved to, among `cards`, else the first.
    func cursor<Card: CardViewModel>(among cards: [Card]) -> String? where Card.ID == String {
      guard let id = cursors[section], cards.contains(where: { $0.id == id }) else {
        return cards.first?.id
      }
      return id
    }
    return switch section {
    case .search: nil
    case .restaurants: cursor(among: restaurantCards)
    case .favourites: cursor(among: favouriteCards)
    case .drinks:
      cursors[.drinks].flatMap { drinkIDs.contains($0) ? $0 : nil } ?? drinkCards.first?.id
    }
  }

  /// The drink the cursor is on, in the favourites or the drinks while one of them has the
  /// focus: what a favourite acts on.
  public var selectedDrinkID: String? {
    switch focusedSection {
    case .favourites, .drinks: cursor(in: focusedSection)
    case .search, .restaurants: nil
    }
  }

  /// The cursor's drink was chosen: asks for its detail.
  public func selectedDrinkChosen() {
    selectedDrinkID.map(drinkSelected(id:))
  }

  /// The drink card `id` was selected: asks for its detail.
  public func drinkSelected(id: String) {
    guard drink(id: id) != nil else { return }
    events.send(.showDrink(id: id))
  }

  // MARK: Outputs

  /// The drink `id` among those shown, as the search found it (a summary, or the whole record),
  /// else as it was kept as a favourite.
  public func drink(id: String) -> Drink? {
    drinks.value?.first { $0.id == id } ?? favourites.drink(id: id)
  }

  /// Whether the drink `id` is a favourite.
  public func isFavourite(id: String) -> Bool {
    favourites.contains(id: id)
  }

  /// A card's title: the drink's name, marked "★ " when it is a favourite.
  public func title(of card: DrinkCardViewModel) -> String {
    isFavourite(id: card.id) ? "★ " + card.title : card.title
  }

  /// The favourite drinks' cards, the most recently kept first.
  public var favouriteCards: [DrinkCardViewModel] {
    favourites.drinks.map(DrinkCardViewModel.init)
  }

  /// The favourites section's status: empty says how to keep one (in no view's words: "keep").
  public var favouritesStatus: ListStatus {
    favourites.drinks.isEmpty ? .empty("No favourites yet: keep a drink to list it here.") : .loaded
  }

  /// What the search header says of the search: "by name · All drinks".
  public var searchSummary: String {
    "by \(searchField.rawValue) · \(alcohol.label)"
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
    drinks.listStatus(emptyMessage: emptyMessage)
  }

  /// What the drinks section says when the search found none, in the search's terms.
  private var emptyMessage: String {
    let kind =
      switch drinksSearch.alcohol {
      case .any: "cocktails"
      case .alcoholic: "alcoholic cocktails"
      case .nonAlcoholic: "non-alcoholic cocktails"
      }
    let text = drinksSearch.text
    if text.isEmpty { return "No \(kind)." }
    return switch drinksSearch.field {
    case .name: "No \(kind) match “\(text)”."
    case .ingredient: "No \(kind) are made with “\(text)”."
    }
  }

  /// What the drinks section says of where they come from, when it should: "sample, no photos"
  /// for the bundled sample.
  public var sourceNote: String? { drinkService.sourceNote }

  /// What the restaurant section says of where they come from, when it should: "sample" for the
  /// bundled ones.
  public var restaurantsSourceNote: String? { restaurantService.sourceNote }

  /// The drinks section's title: "N Items found", "1 Item found", or what is happening, with a
  /// note of the drinks that could not be read; "Search failed" when the latest search failed,
  /// never the count of an earlier one.
  public var drinksTitle: String {
    if drinkList.failure != nil { return "Search failed" }
    guard let list = drinkList.value else {
      return drinkList.isLoading ? "Searching…" : "Drinks"
    }
    let count = list.elements.count
    let found = count == 1 ? "1 Item found" : "\(count.groupedDigits) Items found"
    let note = list.unreadableNote(singular: "drink", plural: "drinks")
    return found + (note.map { " · \($0.dropLast())" } ?? "")
  }

  /// The whole screen as a sectioned list, for views that diff their rows between updates.
  public var sections: SectionedList<SearchSection, SearchRow> {
    let sections = [
      ListSection(SearchSection(id: .header, title: title, status: .loaded), items: []),
      ListSection(
        SearchSection(id: .restaurants, title: restaurantsTitle, status: restaurantsStatus),
        items: restaurantCards.map(SearchRow.restaurant)),
      ListSection(
        SearchSection(id: .favourites, title: favouritesTitle, status: favouritesStatus),
        items: favouriteCards.map(SearchRow.favourite)),
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
    tasks.load(.restaurants, into: \.restaurantList, on: self) { [restaurantService] in
      try await restaurantService.nearbyRestaurantList()
    }
  }

  /// Searches for what the header says now, unless the drinks shown are its results already: a
  /// text too short searches for nothing (the drinks shown before any search, of the kind).
  private func search(debounced: Bool) {
    let search = headerSearch
    guard search != drinksSearch || drinks.failure != nil else { return }
    if search.text.isEmpty, let initial = initialDrinks[search.alcohol] {
      tasks.cancel(.drinks)
      drinksSearch = search
      drinkList = .loaded(initial)
    } else {
      load(search, debounced: debounced && !search.text.isEmpty)
    }
  }

  /// The search the header asks for: its text (nothing, when too short to search), field (by
  /// name when there is no text: nothing is matched) and kind.
  private var headerSearch: DrinkSearch {
    let query = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
    guard query.count >= Self.minimumQueryLength else { return DrinkSearch(alcohol: alcohol) }
    return DrinkSearch(query, by: searchField, alcohol: alcohol)
  }

  private func load(_ search: DrinkSearch, debounced: Bool) {
    drinksSearch = search
    tasks.load(
      .drinks, into: \.drinkList, on: self, debounce: debounced ? Self.searchDebounce : nil
    ) { [drinkService] in
      try await drinkService.drinkList(for: search)
    } onLoaded: { viewModel, found in
      if search.text.isEmpty { viewModel.initialDrinks[search.alcohol] = found }
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
        "searchField": searchField,
        "alcohol": alcohol,
        "favourites": favourites.drinks.map(\.name),
        "focusedSection": focusedSection,
        "selectedDrinkID": selectedDrinkID as Any,
      ])
  }
}

extension CocktailSearchViewModel: ActingViewModel {
  /// What the screen can do: keep the drink the cursor is on as a favourite (or forget it), and
  /// change what the search matches and which drinks it keeps.
  public var actions: [ScreenAction] {
    let selected = selectedDrinkID.flatMap { drink(id: $0) }
    let isOn = selected.map { isFavourite(id: $0.id) } ?? false
    let other = searchField == .name ? "ingredient" : "name"
    let nextAlcohol = alcohol.next
    return [
      ScreenAction(
        "favourite", title: isOn ? "unfavourite" : "favourite",
        isEnabled: selected != nil, isOn: isOn
      ) { [weak self] in
        guard let self, let id = selectedDrinkID else { return }
        favouriteToggled(id: id)
      },
      ScreenAction("search-field", title: "by \(other)", isProminent: false) { [weak self] in
        self?.searchFieldToggled()
      },
      ScreenAction("alcohol", title: nextAlcohol.label.lowercased(), isProminent: false) {
        [weak self] in self?.alcoholChanged(to: nextAlcohol)
      },
    ]
  }
}

extension CocktailSearchViewModel: Settling, AppearingViewModel {
  /// Whether the restaurants and the drinks have each loaded or failed.
  public var isSettled: Bool { restaurants.isSettled && drinks.isSettled }
  /// Whether the restaurants or the drinks failed.
  public var hasFailure: Bool { restaurants.failure != nil || drinks.failure != nil }
}

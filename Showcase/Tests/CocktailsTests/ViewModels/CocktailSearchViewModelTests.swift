import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Cocktails

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct CocktailSearchViewModelTests {
  let clock = TestClock()
  let api = ScriptedCocktailAPI()
  let rum = [drink("1", "Rum Punch"), drink("2", "Rum Sour")]
  let initial = [drink("10", "Mojito"), drink("11", "Negroni"), drink("12", "Daiquiri")]
  let places = [restaurant("r1", "The Rum Shack"), restaurant("r2", "Noodle & Co")]

  private func makeViewModel() -> CocktailSearchViewModel {
    CocktailSearchViewModel(
      drinkService: api.drinks, restaurantService: api.restaurantService, clock: clock)
  }

  /// A view model that has appeared and loaded the initial drinks and the restaurants.
  private func loadedViewModel() async -> CocktailSearchViewModel {
    api.searches[""] = [.success(initial)]
    api.restaurants = [.success(places)]
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    return viewModel
  }

  private var searches: [String] { api.calls.filter { $0.hasPrefix("search") } }

  @Test func eachSectionSaysWhenItsSourceIsTheBundledSample() {
    let sample = CocktailSearchViewModel(
      drinkService: CocktailDBService.bundled(), restaurantService: RestaurantAPIService.bundled(),
      clock: clock)
    #expect(sample.sourceNote == "sample, no photos")
    #expect(sample.restaurantsSourceNote == "sample")
    let live = makeViewModel()
    #expect(live.restaurantsSourceNote == nil)
  }

  @Test func startsWithTheHeaderAndNothingLoaded() {
    let viewModel = makeViewModel()
    #expect(viewModel.title == "Let's eat quality food")
    #expect(viewModel.searchPlaceholder == "Search cocktails")
    #expect(viewModel.searchText == "")
    #expect(viewModel.restaurants == .idle)
    #expect(viewModel.drinks == .idle)
    #expect(viewModel.drinksTitle == "Drinks")
  }

  @Test func appearingLoadsBothSourcesInParallel() async {
    api.searches[""] = [.success(initial)]
    api.hold("restaurants")
    api.hold(#"search """#)
    let viewModel = makeViewModel()
    viewModel.appeared()
    #expect(viewModel.restaurants == .loading(previous: nil))
    #expect(viewModel.drinks == .loading(previous: nil))
    #expect(viewModel.restaurantsStatus == .loading)
    #expect(viewModel.drinksTitle == "Searching…")

    await api.waitForCalls(2)  // both requests are out before either answers
    api.release(#"search """#)
    let drinks = ObservationRecorder { viewModel.drinks }
    while drinks.latest?.value == nil { _ = await drinks.next() }
    #expect(viewModel.drinks == .loaded(initial))
    #expect(
      viewModel.restaurants == .loading(previous: nil),
      "each section appears as soon as its own data arrives")

    api.release("restaurants")
    await viewModel.tasks.idle()
    #expect(viewModel.restaurants == .loaded([]))
    #expect(viewModel.restaurantsStatus == .empty("No restaurants nearby."))
    #expect(viewModel.drinksTitle == "3 Items found")
  }

  @Test func aFailingSourceLeavesTheOtherUntouchedAndRetryRecovers() async {
    api.restaurants = [.failure(.httpStatus(500, bodyExcerpt: "oops")), .success(places)]
    api.searches[""] = [.success(initial)]
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(
      viewModel.restaurants
        == .failed(
          LoadFailure(
            message: "The server answered with an error (HTTP 500 Internal Server Error)."),
          previous: nil))
    #expect(
      viewModel.restaurantsStatus
        == .failed("The server answered with an error (HTTP 500 Internal Server Error)."))
    #expect(viewModel.drinks == .loaded(initial))
    #expect(viewModel.drinksStatus == .loaded)

    viewModel.retryRestaurantsTapped()
    #expect(viewModel.restaurantsStatus == .loading)
    await viewModel.tasks.idle()
    #expect(viewModel.restaurants == .loaded(places))
    #expect(viewModel.restaurantCards.map(\.title) == ["The Rum Shack", "Noodle & Co"])
    #expect(viewModel.drinks == .loaded(initial))
  }

  @Test func aFailedDrinksSearchKeepsTheRestaurantsAndRetriesTheSameQuery() async {
    let viewModel = await loadedViewModel()
    api.searches["rum"] = [.failure(.timeout), .success(rum)]
    viewModel.searchTextChanged("rum")
    await clock.advance(by: .milliseconds(300))
    await viewModel.tasks.idle()
    #expect(
      viewModel.drinks
        == .failed(LoadFailure(message: "The server took too long to answer."), previous: initial))
    #expect(viewModel.drinksTitle == "Search failed", "not the count of the search before")
    #expect(viewModel.restaurants == .loaded(places))

    viewModel.retryDrinksTapped()
    await viewModel.tasks.idle()
    #expect(viewModel.drinks == .loaded(rum))
    #expect(searches == [#"search """#, #"search "rum""#, #"search "rum""#])
  }

  @Test func aBurstOfKeystrokesGivesOneRequestAfterTheDebounce() async {
    let viewModel = await loadedViewModel()
    api.searches["rum"] = [.success(rum)]
    for text in ["r", "ru", "rum"] {
      viewModel.searchTextChanged(text)
      await clock.advance(by: .milliseconds(100))
    }
    #expect(searches == [#"search """#], "nothing is sent while typing")
    #expect(viewModel.drinks == .loading(previous: initial))
    #expect(viewModel.drinksStatus == .refreshing, "the previous results stay, marked stale")
    await clock.advance(by: .milliseconds(200))
    await viewModel.tasks.idle()
    #expect(searches == [#"search """#, #"search "rum""#])
    #expect(viewModel.drinks == .loaded(rum))
    #expect(viewModel.drinksQuery == "rum")
    #expect(viewModel.drinksTitle == "2 Items found")
  }

  @Test func aLateAnswerToAnOlderQueryIsNeverShown() async {
    let viewModel = await loadedViewModel()
    let gin = [drink("3", "Gin Fizz")]
    api.searches["rum"] = [.success(rum)]
    api.searches["gin"] = [.success(gin)]
    api.hold(#"search "rum""#)

    viewModel.searchTextChanged("rum")
    await clock.advance(by: .milliseconds(300))
    await api.waitForCalls(3)
    viewModel.searchTextChanged("gin")
    await clock.advance(by: .milliseconds(300))
    await viewModel.tasks.idle()  // every search, the superseded one too, has ended
    #expect(viewModel.drinks == .loaded(gin))
    #expect(viewModel.drinksTitle == "1 Item found")
    #expect(api.cancelled == [#"search "rum""#], "the older request was cancelled")
  }

  @Test func anEmptyResultSaysWhatWasSearched() async {
    let viewModel = await loadedViewModel()
    viewModel.searchTextChanged("  xyz ")
    await clock.advance(by: .milliseconds(300))
    await viewModel.tasks.idle()
    #expect(viewModel.searchText == "  xyz ")
    #expect(viewModel.drinks == .loaded([]))
    #expect(viewModel.drinksStatus == .empty("No cocktails match “xyz”."))
    #expect(viewModel.drinksTitle == "0 Items found")
  }

  @Test func theQueryReachesTheServiceAsTypedButTrimmed() async {
    let viewModel = await loadedViewModel()
    for query in ["gin & tonic", " Piña colada "] {
      viewModel.searchTextChanged(query)
      await clock.advance(by: .milliseconds(300))
      await viewModel.tasks.idle()
    }
    #expect(searches == [#"search """#, #"search "gin & tonic""#, #"search "Piña colada""#])
  }

  @Test func aQueryShorterThanTwoCharactersBringsBackTheInitialDrinks() async {
    let viewModel = await loadedViewModel()
    api.searches["rum"] = [.success(rum)]
    viewModel.searchTextChanged("rum")
    await clock.advance(by: .milliseconds(300))
    await viewModel.tasks.idle()
    #expect(viewModel.drinks == .loaded(rum))

    viewModel.searchTextChanged("r ")
    #expect(viewModel.drinks == .loaded(initial))
    #expect(viewModel.drinksQuery == "")
    #expect(!viewModel.tasks.hasWork)
    #expect(
      searches == [#"search """#, #"search "rum""#],
      "the initial drinks come back without a request")
  }

  @Test func typingAShortQueryCancelsAPendingSearch() async {
    let viewModel = await loadedViewModel()
    viewModel.searchTextChanged("ru")
    viewModel.searchTextChanged("r")
    await clock.advance(by: .seconds(1))
    await viewModel.tasks.idle()
    #expect(searches == [#"search """#])
    #expect(viewModel.drinks == .loaded(initial))
  }

  @Test func theScreenIsASectionedListOfCards() async {
    let viewModel = await loadedViewModel()
    let sections = viewModel.sections.sections
    #expect(
      sections.map(\.model) == [
        SearchSection(id: .header, title: "Let's eat quality food", status: .loaded),
        SearchSection(id: .restaurants, title: "Restaurants", status: .loaded),
        SearchSection(
          id: .favourites, title: "Favourites",
          status: .empty("No favourites yet: keep a drink to list it here.")),
        SearchSection(id: .drinks, title: "3 Items found", status: .loaded),
      ])
    #expect(sections[1].items.map(\.id) == [.restaurant("r1"), .restaurant("r2")])
    #expect(sections[3].items.map(\.card.title) == ["Mojito", "Negroni", "Daiquiri"])
    #expect(sections[3].items.first?.card.lines == ["Cocktail, Alcoholic", "Highball glass"])
    #expect(
      sections[1].items.first?.card.lines == ["Mon–Sun 12:00–23:00", "1 High Street", "★ 4.6"])
  }

  @Test func aListWithARepeatedIdentityIsAFailureOfItsSectionNeverABlankScreen() async {
    // A service that breaks its promise of one record per id.
    api.searches[""] = [.success([drink("1", "A"), drink("1", "A again")])]
    api.restaurants = [.success(places)]
    let viewModel = makeViewModel()
    viewModel.appeared()
    await viewModel.tasks.idle()
    let sections = viewModel.sections.sections
    #expect(
      sections.map(\.model.status) == [
        .loaded, .loaded, .empty("No favourites yet: keep a drink to list it here."),
        .failed("Two items in section drinks share the identity drink(\"1\")."),
      ])
    #expect(sections.map(\.items.count) == [0, 2, 0, 0], "the restaurants are untouched")
  }

  @Test func selectingADrinkOpensItsDetailOnce() async throws {
    let viewModel = await loadedViewModel()
    var opened: [CocktailSearchViewModel.Event] = []
    let subscription = viewModel.events.listen { opened.append($0) }
    viewModel.drinkSelected(id: "11")
    viewModel.drinkSelected(id: "unknown")
    #expect(opened == [.showDrink(id: "11")])
    #expect(viewModel.drink(id: "11")?.name == "Negroni")
    _ = subscription
  }

  @Test func aViewModelReleasedMidRequestDeallocatesAndItsRequestsAreCancelled() async {
    api.hold(#"search """#)
    api.hold("restaurants")
    var viewModel: CocktailSearchViewModel? = makeViewModel()
    let tracker = ReleaseTracker(viewModel)
    viewModel?.appeared()
    await api.waitForCalls(2)

    viewModel = nil
    #expect(tracker.isReleased)
    while api.cancelled.count < 2 { await api.waitForCancellation() }
    #expect(api.cancelled.sorted() == ["restaurants", #"search """#])
  }
}

import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Cocktails

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct DrinkDetailViewModelTests {
  let api = ScriptedCocktailAPI()

  /// The full Mojito record, as TheCocktailDB answers `lookup.php?i=11000`.
  private func mojito() throws -> Drink {
    try #require(try decodeJSON(DrinksResponse.self, from: Data(mojitoJSON.utf8)).drinks?.first)
  }

  @Test func showsEveryFieldAndIngredientOfAFullRecord() throws {
    let viewModel = DrinkDetailViewModel(
      drink: try mojito(), service: api.drinks, clock: TestClock())
    viewModel.appeared()
    #expect(!viewModel.tasks.hasWork, "a full record needs no lookup")
    #expect(viewModel.name == "Mojito")
    #expect(viewModel.kind == "Cocktail · Alcoholic")
    #expect(viewModel.glass == "Highball glass")
    #expect(viewModel.iba == "IBA: Contemporary Classics")
    #expect(
      viewModel.tags
        == "IBA, ContemporaryClassic, Alcoholic, USA, Asia, Vegan, Citrus, Brunch, Hangover, Mild")
    #expect(viewModel.instructions?.hasPrefix("Muddle mint leaves") == true)
    #expect(
      viewModel.ingredientLines == [
        "2-3 oz Light rum", "Juice of 1 Lime", "2 tsp Sugar", "2-4 Mint", "Soda water",
      ])
    #expect(viewModel.status == .loaded)
    #expect(api.calls == [])
  }

  @Test func aSummaryLoadsTheFullRecordOnce() async throws {
    api.lookups["11000"] = [.success(try mojito())]
    let viewModel = DrinkDetailViewModel(
      drink: Drink(id: "11000", name: "Mojito"), service: api.drinks, clock: TestClock())
    #expect(viewModel.status == .refreshing)
    #expect(viewModel.name == "Mojito")
    #expect(viewModel.ingredientLines == [])
    viewModel.appeared()
    viewModel.appeared()  // shown again while loading: no second lookup
    await viewModel.tasks.idle()
    #expect(viewModel.status == .loaded)
    #expect(viewModel.ingredientLines.count == 5)
    #expect(api.calls == ["lookup 11000"])
  }

  @Test func aWholeRecordWithoutInstructionsSaysItHasNone() async throws {
    var record = try mojito()
    record.instructions = nil
    api.lookups["11000"] = [.failure(.transport("connection refused")), .success(record)]
    let viewModel = DrinkDetailViewModel(
      drink: Drink(id: "11000", name: "Mojito"), service: api.drinks, clock: TestClock())
    #expect(viewModel.instructions == nil, "a summary, while its record loads")
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.instructions == nil, "a summary, its record not read")
    viewModel.retryTapped()
    await viewModel.tasks.idle()
    #expect(viewModel.instructions == "No instructions were given for this drink.")
  }

  @Test func aFailedLookupShowsTheErrorAndRetries() async throws {
    api.lookups["11000"] = [.failure(.transport("connection refused")), .success(try mojito())]
    let viewModel = DrinkDetailViewModel(drinkID: "11000", service: api.drinks, clock: TestClock())
    #expect(viewModel.status == .idle)
    #expect(viewModel.name == "Loading…")
    viewModel.appeared()
    #expect(viewModel.status == .loading)
    await viewModel.tasks.idle()
    #expect(viewModel.status == .failed("The server could not be reached (connection refused)."))
    #expect(viewModel.name == "Drink 11000")
    #expect(viewModel.canRetry)
    viewModel.retryTapped()
    await viewModel.tasks.idle()
    #expect(viewModel.name == "Mojito")
    #expect(viewModel.status == .loaded)
  }

  @Test func anUnknownIdSaysSo() async {
    let viewModel = DrinkDetailViewModel(drinkID: "42", service: api.drinks, clock: TestClock())
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .failed("There is no drink with the id 42."))
    // Asking again cannot mend it: no view offers a retry.
    #expect(viewModel.hasFailure && !viewModel.canRetry)
  }

  @Test func releasedMidLookupItDeallocatesAndTheLookupIsCancelled() async {
    api.hold("lookup 11000")
    var viewModel: DrinkDetailViewModel? = DrinkDetailViewModel(
      drinkID: "11000", service: api.drinks, clock: TestClock())
    let tracker = ReleaseTracker(viewModel)
    viewModel?.appeared()
    await api.waitForCalls(1)
    viewModel = nil
    #expect(tracker.isReleased)
    while api.cancelled.isEmpty { await api.waitForCancellation() }
    #expect(api.cancelled == ["lookup 11000"])
  }
}

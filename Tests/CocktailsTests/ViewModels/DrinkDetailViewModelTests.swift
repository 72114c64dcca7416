import Clocks
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Cocktails

@MainActor @Suite(.timeLimit(.minutes(1))) struct DrinkDetailViewModelTests {
  let client = StubHTTPClient()

  private func service() -> CocktailDBService {
    CocktailDBService(client: client, baseURL: base)
  }

  @Test func showsEveryFieldAndIngredientOfAFullRecord() async throws {
    await client.stub("lookup.php", with: .json(mojitoJSON))
    let mojito = try #require(try await service().drink(id: "11000"))
    let viewModel = DrinkDetailViewModel(drink: mojito, service: service(), clock: TestClock())
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
    #expect(await client.requests.count == 1)
  }

  @Test func aSummaryLoadsTheFullRecord() async {
    await client.stub("lookup.php", query: ["i": "11000"], with: .json(mojitoJSON))
    let viewModel = DrinkDetailViewModel(
      drink: Drink(id: "11000", name: "Mojito"), service: service(), clock: TestClock())
    #expect(viewModel.status == .refreshing)
    #expect(viewModel.name == "Mojito")
    #expect(viewModel.ingredientLines == [])
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .loaded)
    #expect(viewModel.ingredientLines.count == 5)
    #expect(await client.requests.map(\.url.query) == ["i=11000"])
  }

  @Test func aFailedLookupShowsTheErrorAndRetries() async {
    await client.stub(
      "lookup.php", with: .failure(.transport("connection refused")), .json(mojitoJSON))
    let viewModel = DrinkDetailViewModel(drinkID: "11000", service: service(), clock: TestClock())
    #expect(viewModel.status == .idle)
    #expect(viewModel.name == "Drink 11000")
    viewModel.appeared()
    #expect(viewModel.status == .loading)
    await viewModel.tasks.idle()
    #expect(viewModel.status == .failed("The server could not be reached (connection refused)."))
    viewModel.retryTapped()
    await viewModel.tasks.idle()
    #expect(viewModel.name == "Mojito")
    #expect(viewModel.status == .loaded)
  }

  @Test func anUnknownIdSaysSo() async {
    await client.stub("lookup.php", with: .json(#"{"drinks": null}"#))
    let viewModel = DrinkDetailViewModel(drinkID: "42", service: service(), clock: TestClock())
    viewModel.appeared()
    await viewModel.tasks.idle()
    #expect(viewModel.status == .failed("There is no drink with the id 42."))
  }
}

import Foundation
import MVVMKitTesting
import Testing

@testable import Cocktails

@Suite(.timeLimit(.scaled(minutes: 1))) struct CocktailsBundleTests {
  private let service = CocktailDBService.bundled()

  @Test func shipsAtLeastFortyDrinksWithRecipes() throws {
    let drinks = try CocktailsBundle.drinks()
    #expect(drinks.count >= 40)
    #expect(Set(drinks.map(\.id)).count == drinks.count)
    #expect(drinks.allSatisfy { $0.hasRecipe })
  }

  @Test(arguments: [
    ("rum", ["Rum"]), ("vodka", ["Vodka"]), ("gin", ["Gin"]), ("mojito", ["Mojito"]),
    ("margarita", ["Margarita"]),
  ])
  func searchingFindsDrinksWhoseNameContainsTheQuery(query: String, expected: [String]) async throws
  {
    let names = try await service.searchDrinks(matching: query).map(\.name)
    #expect(!names.isEmpty)
    #expect(names.allSatisfy { $0.localizedCaseInsensitiveContains(query) })
  }

  @Test func theBundledRestaurantsSayTheyAreASampleAndALiveOneDoesNot() async throws {
    let bundled = RestaurantAPIService.bundled()
    #expect(bundled.title == "Restaurants")
    #expect(bundled.sourceNote == "sample")
    #expect(try await bundled.nearbyRestaurants().first?.name == "The Rum Shack")
    let live = RestaurantAPIService(
      client: StubHTTPClient(), baseURL: URL(string: "http://127.0.0.1:9/")!)
    #expect(live.title == "Restaurants" && live.sourceNote == nil)
  }

  @Test func searchIsCaseInsensitiveAndFindsNonASCIINames() async throws {
    #expect(
      try await service.searchDrinks(matching: "MOJITO").map(\.name) == ["Mojito", "Virgin Mojito"])
    #expect(try await service.searchDrinks(matching: "piña").map(\.name) == ["Piña Colada"])
  }

  @Test func anIngredientIsMatchedWholeIgnoringCaseAndAnsweredAsSummaries() async throws {
    let response = try await CocktailsBundle.client().send(
      .init(url: URL(string: "https://x/filter.php?i=dry%20VERMOUTH")!))
    let answer = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    let drinks = try #require(answer?["drinks"] as? [[String: String]])
    #expect(drinks.map { $0["strDrink"] } == ["Dry Martini", "Martini", "Vodka Martini"])
    #expect(
      drinks.allSatisfy { Set($0.keys) == ["strDrink", "strDrinkThumb", "idDrink"] },
      "the three keys of TheCocktailDB's filter.php, no others")
    #expect(try await service.drinks(withIngredient: "gin").count == 11)
    #expect(try await service.drinks(withIngredient: "gi") == [], "a whole name, not a part")
  }

  @Test func theKindsSplitTheDrinks() async throws {
    let alcoholic = try await service.drinks(alcohol: .alcoholic)
    let without = try await service.drinks(alcohol: .nonAlcoholic)
    let all = try CocktailsBundle.drinks()
    #expect(without.map(\.name).contains("Virgin Mojito"))
    #expect(Set(alcoholic.map(\.id)).isDisjoint(with: without.map(\.id)))
    #expect(
      alcoholic.count
        == all.filter { $0.alcoholic == "Alcoholic" }.count)
    #expect(try await service.drinks(alcohol: .any) == [], "no request asks for every kind")
  }

  @Test func noMatchAnswersLikeTheRealAPI() async throws {
    #expect(try await service.searchDrinks(matching: "xyzzy") == [])
    let response = try await CocktailsBundle.client().send(
      .init(url: URL(string: "https://x/search.php?s=xyzzy")!))
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"drinks":null}"#)
  }

  @Test func lookupFindsADrinkById() async throws {
    let mojito = try #require(try await service.drink(id: "11000"))
    #expect(mojito.name == "Mojito")
    #expect(mojito.ingredients.last == Ingredient(name: "Soda water"))
    #expect(try await service.drink(id: "0") == nil)
  }

  @Test func shipsAtLeastTenRestaurants() async throws {
    let restaurants = try await RestaurantAPIService.bundled().nearbyRestaurants()
    #expect(restaurants.count >= 10)
    #expect(restaurants.first?.name == "The Rum Shack")
  }
}

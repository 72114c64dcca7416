import Cocktails
import Foundation
import LocalHTTPServer
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@Suite(.timeLimit(.scaled(minutes: 1))) struct CocktailDBServiceTests {
  @Test(arguments: [
    ("rum", "s=rum"),
    ("gin & tonic", "s=gin%20%26%20tonic"),
    ("Piña colada", "s=Pi%C3%B1a%20colada"),
  ])
  func searchSendsTheQueryEncoded(query: String, encoded: String) async throws {
    let client = StubHTTPClient()
    await client.stub("search.php", with: .json(#"{"drinks": null}"#))
    let service = CocktailDBService(client: client, baseURL: base)
    #expect(try await service.searchDrinks(matching: query) == [])
    let request = try #require(await client.requests.first)
    #expect(
      request.url.absoluteString == "http://cocktails.test/api/json/v1/1/search.php?\(encoded)")
  }

  @Test func lookupReturnsTheFullRecord() async throws {
    let client = StubHTTPClient()
    await client.stub("lookup.php", query: ["i": "11000"], with: .json(mojitoJSON))
    await client.stub("lookup.php", query: ["i": "1"], with: .json(#"{"drinks": null}"#))
    let service = CocktailDBService(client: client, baseURL: base)
    #expect(
      try await service.drink(id: "11000")?.ingredients.map(\.line) == [
        "2-3 oz Light rum", "Juice of 1 Lime", "2 tsp Sugar", "2-4 Mint", "Soda water",
      ])
    #expect(try await service.drink(id: "1") == nil)
  }

  @Test func aRepeatedIdKeepsItsFirstRecord() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "search.php",
      with: .json(
        #"{"drinks": [{"idDrink": "1", "strDrink": "First"}, {"idDrink": "2", "strDrink": "Other"}, {"idDrink": "1", "strDrink": "Second"}]}"#
      ))
    await client.stub(
      "restaurants",
      with: .json(
        #"{"restaurants": [{"id": "r", "name": "First", "openingHours": "", "address": "", "rating": 4}, {"id": "r", "name": "Second", "openingHours": "", "address": "", "rating": 3}]}"#
      ))
    let drinks = try await CocktailDBService(client: client, baseURL: base).searchDrinks(
      matching: "x")
    #expect(drinks.map(\.name) == ["First", "Other"])
    let restaurants = try await RestaurantAPIService(client: client, baseURL: base)
      .nearbyRestaurants()
    #expect(restaurants.map(\.name) == ["First"])
  }

  @Test func anUnreadableDrinkIsLeftOutAndTheOthersFound() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "search.php",
      with: .json(
        #"{"drinks": [{"idDrink": "1", "strDrink": "Rum Punch"}, {"idDrink": "2", "strDrink": 12345}, {"idDrink": "3", "strDrink": "Rum Sour"}]}"#
      ))
    let drinks = try await CocktailDBService(client: client, baseURL: base).searchDrinks(
      matching: "rum")
    #expect(drinks.map(\.name) == ["Rum Punch", "Rum Sour"])
    let response = try JSONDecoder().decode(
      DrinksResponse.self,
      from: Data(
        #"{"drinks": [{"idDrink": "2", "strDrink": 12345}, {"idDrink": "3", "strDrink": "Rum Sour"}]}"#
          .utf8))
    #expect(response.drinks?.map(\.name) == ["Rum Sour"])
    #expect(response.unreadableRecords.map(\.index) == [0])
    #expect(response.recordCount == 2)
  }

  @Test func aSentenceWhereTheDrinksGoMeansNoResults() async throws {
    let client = StubHTTPClient()
    await client.stub("search.php", with: .json(#"{"drinks": "no data found"}"#))
    #expect(
      try await CocktailDBService(client: client, baseURL: base).searchDrinks(matching: "zz") == [])
  }

  @Test func aSearchListsTheDrinksThatCouldNotBeReadOfTheAnswerItShows() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "search.php",
      with: .json(
        #"{"drinks": [{"idDrink": "1", "strDrink": "Mojito"}, {"idDrink": "2", "strDrink": 12345}, {"idDrink": "3", "strDrink": "Rum Sour"}]}"#
      ))
    await client.stub(
      "filter.php", query: ["a": "Alcoholic"],
      with: .json(
        #"{"drinks": [{"idDrink": "3", "strDrink": "Rum Sour"}, {"idDrink": "4", "strDrink": 1}]}"#)
    )
    let service = CocktailDBService(client: client, baseURL: base)

    let named = try await service.drinkList(for: DrinkSearch("r", by: .name))
    #expect(named.elements.map(\.id) == ["1", "3"])
    #expect(
      named.unreadableNote(singular: "drink", plural: "drinks")
        == "1 of 3 drinks could not be read.")
    // Narrowed to a kind: the drinks, and those left out, are the search's answer's.
    let alcoholic = try await service.drinkList(
      for: DrinkSearch("r", by: .name, alcohol: .alcoholic))
    #expect(alcoholic.elements.map(\.id) == ["3"])
    #expect(alcoholic.unreadable.count == 1)
    // The kind alone: its own answer's.
    let kind = try await service.drinkList(for: DrinkSearch(alcohol: .alcoholic))
    #expect(kind.elements.map(\.id) == ["3"])
    #expect(kind.unreadable.count == 1)
    #expect(try await service.drinks(for: DrinkSearch("r", by: .name)).map(\.id) == ["1", "3"])
  }

  @Test func passesHTTPErrorsOn() async {
    let client = StubHTTPClient()
    await client.stub("search.php", with: .status(503, body: "down for maintenance"))
    let service = CocktailDBService(client: client, baseURL: base)
    await #expect(throws: APIError.httpStatus(503, bodyExcerpt: "down for maintenance")) {
      try await service.searchDrinks(matching: "rum")
    }
  }

  @Test func theLiveClientReadsATheCocktailDBShapedServer() async throws {
    let drinks = try await LocalHTTPServer.run { router in
      router.get("api/json/v1/1/search.php") { request, _ in
        request.uri.queryParameters["s"] == "mojito"
          ? LocalHTTPServer.json(mojitoJSON) : LocalHTTPServer.json(#"{"drinks": null}"#)
      }
    } test: { url in
      let service = CocktailDBService(
        client: URLSessionHTTPClient(), baseURL: url.appendingPathComponent("api/json/v1/1/"))
      return (
        try await service.searchDrinks(matching: "mojito"),
        try await service.searchDrinks(matching: "xyz")
      )
    }
    #expect(drinks.0.map(\.name) == ["Mojito"])
    #expect(drinks.0.first?.ingredients.count == 5)
    #expect(drinks.1 == [])
  }
}

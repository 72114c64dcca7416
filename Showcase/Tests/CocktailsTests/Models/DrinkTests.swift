import Foundation
import MVVMKitNetworking
import Testing

@testable import Cocktails

@Suite struct DrinkTests {
  @Test func decodesARealLookupResponseWithEveryQuirk() throws {
    let response = try decodeJSON(DrinksResponse.self, from: Data(mojitoJSON.utf8))
    let mojito = try #require(response.drinks?.first)
    #expect(mojito.id == "11000")
    #expect(mojito.name == "Mojito")
    #expect(mojito.category == "Cocktail")
    #expect(mojito.alcoholic == "Alcoholic")
    #expect(mojito.glass == "Highball glass")
    #expect(mojito.iba == "Contemporary Classics")
    #expect(
      mojito.tags == [
        "IBA", "ContemporaryClassic", "Alcoholic", "USA", "Asia", "Vegan", "Citrus", "Brunch",
        "Hangover", "Mild",
      ])
    #expect(
      mojito.thumbnailURL
        == URL(string: "https://www.thecocktaildb.com/images/media/drink/metwgh1606770327.jpg"))
    #expect(
      mojito.ingredients == [
        Ingredient(name: "Light rum", measure: "2-3 oz"),
        Ingredient(name: "Lime", measure: "Juice of 1"),
        Ingredient(name: "Sugar", measure: "2 tsp"),
        Ingredient(name: "Mint", measure: "2-4"),
        Ingredient(name: "Soda water", measure: nil),
      ])
    #expect(mojito.hasRecipe)
  }

  @Test func drinksNullMeansNoResults() throws {
    #expect(
      try decodeJSON(DrinksResponse.self, from: Data(#"{"drinks": null}"#.utf8)).drinks == nil)
    #expect(try decodeJSON(DrinksResponse.self, from: Data(#"{"drinks": []}"#.utf8)).drinks == [])
    #expect(
      try decodeJSON(DrinksResponse.self, from: Data(#"{"drinks": "no data found"}"#.utf8)).drinks
        == nil)
  }

  @Test func anythingElseWhereTheListGoesIsAnErrorInWords() {
    #expect(throws: APIError.decoding(codingPath: "drinks", reason: "expected a list of drinks")) {
      try decodeJSON(DrinksResponse.self, from: Data(#"{"drinks": 42}"#.utf8))
    }
    #expect(throws: APIError.decoding(codingPath: "drinks", reason: "expected a list of drinks")) {
      try decodeJSON(DrinksResponse.self, from: Data(#"{"drinks": {"idDrink": "1"}}"#.utf8))
    }
  }

  @Test func anAnswerWithoutTheListIsNoAnswerOfTheAPI() {
    // `{}` (a server of another kind) must not read as "nothing found".
    #expect(throws: APIError.decoding(codingPath: "drinks", reason: "the key is missing")) {
      try decodeJSON(DrinksResponse.self, from: Data(#"{"base": "EUR", "rates": {}}"#.utf8))
    }
    #expect(throws: APIError.decoding(codingPath: "restaurants", reason: "the key is missing")) {
      try decodeJSON(RestaurantsResponse.self, from: Data("{}".utf8))
    }
  }

  @Test func restaurantsReadNoResultsTheSameWays() throws {
    for json in [
      #"{"restaurants": null}"#, #"{"restaurants": "no data found"}"#,
      #"{"restaurants": []}"#,
    ] {
      #expect(
        try decodeJSON(RestaurantsResponse.self, from: Data(json.utf8)).restaurants == [], "\(json)"
      )
    }
  }

  @Test func keepsNonASCIINames() throws {
    let json =
      #"{"drinks": [{"idDrink": "17207", "strDrink": "Piña Colada 🍍", "strIngredient1": "Light rum", "strMeasure1": "3 oz "}]}"#
    let drink = try #require(
      try decodeJSON(DrinksResponse.self, from: Data(json.utf8)).drinks?.first)
    #expect(drink.name == "Piña Colada 🍍")
    #expect(drink.ingredients == [Ingredient(name: "Light rum", measure: "3 oz")])
    #expect(!drink.hasRecipe, "no instructions: the detail loads the full record")
  }

  @Test func aSummaryFromAFilterListHasNoRecipe() throws {
    let json =
      #"{"drinks": [{"strDrink": "Mojito", "strDrinkThumb": "https://x/y.jpg", "idDrink": "11000"}]}"#
    let drink = try #require(
      try decodeJSON(DrinksResponse.self, from: Data(json.utf8)).drinks?.first)
    #expect(
      drink == Drink(id: "11000", name: "Mojito", thumbnailURL: URL(string: "https://x/y.jpg")))
  }

  @Test func reportsADrinkWithoutANameWithItsPath() throws {
    let json =
      #"{"drinks": [{"idDrink": "1", "strDrink": "Gin"}, {"idDrink": "2", "strDrink": " "}]}"#
    let response = try decodeJSON(DrinksResponse.self, from: Data(json.utf8))
    #expect(response.drinks?.map(\.name) == ["Gin"], "the others are kept")
    #expect(
      response.unreadableRecords == [
        UnreadableRecord(index: 1, reason: "at drinks[1].strDrink: the drink 2 has no name")
      ])
    let alone = #"{"drinks": [{"idDrink": "2", "strDrink": " "}]}"#
    #expect(
      throws: APIError.decoding(codingPath: "drinks[0].strDrink", reason: "the drink 2 has no name")
    ) {
      try decodeJSON(DrinksResponse.self, from: Data(alone.utf8))
    }
  }

  @Test func reportsAnIdOfTheWrongType() {
    let json = #"{"drinks": [{"idDrink": 11000, "strDrink": "Mojito"}]}"#
    #expect(throws: APIError.decoding(codingPath: "drinks[0].idDrink", reason: "expected a string"))
    {
      try decodeJSON(DrinksResponse.self, from: Data(json.utf8))
    }
  }

  @Test func encodesBackToTheSameShape() throws {
    let original = try decodeJSON(DrinksResponse.self, from: Data(mojitoJSON.utf8))
    let data = try JSONEncoder().encode(original)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let drinks = try #require(object["drinks"] as? [[String: Any]])
    #expect(drinks.first?["strIngredient5"] as? String == "Soda water")
    #expect(drinks.first?["strMeasure5"] is NSNull)
    #expect(drinks.first?["strIngredient15"] is NSNull)
    #expect(try decodeJSON(DrinksResponse.self, from: data) == original)
    let none = try JSONEncoder().encode(DrinksResponse(drinks: nil))
    #expect(String(decoding: none, as: UTF8.self) == #"{"drinks":null}"#)
  }

  @Test func ingredientLinesShowTheMeasureFirst() {
    #expect(Ingredient(name: "Light rum", measure: "1 1/2 oz").line == "1 1/2 oz Light rum")
    #expect(Ingredient(name: "Soda water").line == "Soda water")
  }
}

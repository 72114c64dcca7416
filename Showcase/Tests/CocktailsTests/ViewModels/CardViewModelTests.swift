import Cocktails
import Testing

@Suite struct CardViewModelTests {
  @Test func aDrinkCardShowsNameKindAndGlass() {
    let card = DrinkCardViewModel(drink: drink("11000", "Mojito"))
    #expect(card.title == "Mojito")
    #expect(card.kind == "Cocktail, Alcoholic")
    #expect(card.glass == "Highball glass")
    #expect(card.lines == ["Cocktail, Alcoholic", "Highball glass"])
  }

  @Test func aDrinkCardLeavesOutWhatTheDrinkLacks() {
    let card = DrinkCardViewModel(
      drink: .init(id: "1", name: "Mystery", alcoholic: "Non alcoholic"))
    #expect(card.lines == ["Non alcoholic"])
  }

  @Test(arguments: [(4.56, "★ 4.6"), (5.0, "★ 5.0"), (0, "★ 0.0"), (7.2, "★ 5.0"), (-1, "★ 0.0")])
  func aRestaurantCardRoundsItsRating(rating: Double, shown: String) {
    var place = restaurant("r1", "The Rum Shack")
    place.rating = rating
    #expect(RestaurantCardViewModel(restaurant: place).rating == shown)
  }
}

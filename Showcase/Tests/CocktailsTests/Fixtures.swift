import Cocktails
import Foundation
import MVVMKitNetworking
import MVVMKitTesting

/// A Mojito exactly as TheCocktailDB's `lookup.php?i=11000` answers: empty slots as `null`, `""`,
/// `" "`, `"\n"` and `"\r\n"`, measures with trailing spaces, and keys the app does not use.
let mojitoJSON = #"""
  {"drinks":[{"idDrink":"11000","strDrink":"Mojito","strDrinkAlternate":null,"strTags":"IBA,ContemporaryClassic,Alcoholic,USA, Asia,Vegan,Citrus,Brunch,Hangover,Mild",
  "strVideo":null,"strCategory":"Cocktail","strIBA":"Contemporary Classics","strAlcoholic":"Alcoholic","strGlass":"Highball glass",
  "strInstructions":"Muddle mint leaves with sugar and lime juice. Add a splash of soda water and fill the glass with cracked ice. Pour the rum and top with soda water. Garnish and serve with straw.",
  "strInstructionsDE":"Minzblätter mit Zucker und Limettensaft verrühren.","strDrinkDE":null,
  "strDrinkThumb":"https:\/\/www.thecocktaildb.com\/images\/media\/drink\/metwgh1606770327.jpg",
  "strIngredient1":"Light rum","strIngredient2":"Lime","strIngredient3":"Sugar","strIngredient4":"Mint","strIngredient5":"Soda water",
  "strIngredient6":"","strIngredient7":" ","strIngredient8":"\n","strIngredient9":"\r\n","strIngredient10":null,
  "strIngredient11":null,"strIngredient12":null,"strIngredient13":null,"strIngredient14":null,"strIngredient15":null,
  "strMeasure1":"2-3 oz ","strMeasure2":"Juice of 1 ","strMeasure3":"2 tsp ","strMeasure4":"2-4 ","strMeasure5":"\r\n",
  "strMeasure6":null,"strMeasure7":"","strMeasure8":null,"strMeasure9":null,"strMeasure10":null,
  "strMeasure11":null,"strMeasure12":null,"strMeasure13":null,"strMeasure14":null,"strMeasure15":null,
  "strImageSource":null,"strImageAttribution":null,"strCreativeCommonsConfirmed":"No","dateModified":"2016-11-04 09:17:09"}]}
  """#

let base = URL(string: "http://cocktails.test/api/json/v1/1/")!

/// A drink with a recipe, for view model tests.
func drink(_ id: String, _ name: String, category: String = "Cocktail") -> Drink {
  Drink(
    id: id, name: name, category: category, alcoholic: "Alcoholic", glass: "Highball glass",
    instructions: "Stir.", ingredients: [Ingredient(name: "Light rum", measure: "1 1/2 oz")])
}

/// A restaurant, for view model tests.
func restaurant(_ id: String, _ name: String) -> Restaurant {
  Restaurant(
    id: id, name: name, openingHours: "Mon–Sun 12:00–23:00", address: "1 High Street", rating: 4.56)
}

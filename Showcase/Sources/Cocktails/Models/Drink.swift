public import Foundation

/// A cocktail as TheCocktailDB describes it.
///
/// Decoding follows the real API: fifteen `strIngredientN`/`strMeasureN` slots where an empty slot
/// may be `null`, `""`, `" "`, `"\n"` or `"\r\n"`, measures with trailing spaces, and many keys the
/// app does not use (ignored). Encoding writes the same shape back, which is how the bundled data
/// answers searches.
public struct Drink: Identifiable, Hashable, Sendable {
  /// TheCocktailDB's id (`idDrink`), such as "11000".
  public let id: String
  /// The name (`strDrink`), such as "Mojito".
  public var name: String
  /// The category (`strCategory`), such as "Cocktail".
  public var category: String?
  /// "Alcoholic", "Non alcoholic" or "Optional alcohol" (`strAlcoholic`).
  public var alcoholic: String?
  /// The glass to serve it in (`strGlass`).
  public var glass: String?
  /// How to make it (`strInstructions`).
  public var instructions: String?
  /// The picture (`strDrinkThumb`).
  public var thumbnailURL: URL?
  /// Tags (`strTags`, comma-separated in the API).
  public var tags: [String]
  /// The IBA list it is on (`strIBA`), such as "Unforgettables".
  public var iba: String?
  /// The ingredients in recipe order.
  public var ingredients: [Ingredient]

  /// A drink with the given fields.
  public init(
    id: String,
    name: String,
    category: String? = nil,
    alcoholic: String? = nil,
    glass: String? = nil,
    instructions: String? = nil,
    thumbnailURL: URL? = nil,
    tags: [String] = [],
    iba: String? = nil,
    ingredients: [Ingredient] = []
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.alcoholic = alcoholic
    self.glass = glass
    self.instructions = instructions
    self.thumbnailURL = thumbnailURL
    self.tags = tags
    self.iba = iba
    self.ingredients = ingredients
  }

  /// Whether this record has the recipe: lists such as TheCocktailDB's `filter.php` return only
  /// id, name and picture, and the detail then loads the full record.
  public var hasRecipe: Bool {
    instructions != nil && !ingredients.isEmpty
  }
}

public import Foundation

/// A drink card: name, "Category, Alcoholic", and glass, made from the raw ``Drink``.
public struct DrinkCardViewModel: CardViewModel {
  /// The drink's id.
  public let id: String
  /// The drink's name.
  public let title: String
  /// "Category, Alcoholic", with whichever parts the drink has.
  public let kind: String
  /// The glass, such as "Highball glass".
  public let glass: String
  /// The drink's picture at the size TheCocktailDB serves for cards: `strDrinkThumb` with
  /// `/small` (200x200) added.
  public let thumbnailURL: URL?
  /// The category and kind, then the glass: made once, since a frame reads every card's lines.
  public let lines: [String]

  /// The card for `drink`.
  public init(drink: Drink) {
    self.init(drink: drink, foundBy: DrinkSearch())
  }

  /// The card for `drink`, as `search` found it: a summary (a search by ingredient or kind
  /// sends only a name and a picture) says what the search knows of it instead of blank lines:
  /// "With gin", "Non-alcoholic".
  public init(drink: Drink, foundBy search: DrinkSearch) {
    id = drink.id
    title = drink.name
    kind = [drink.category, drink.alcoholic].compactMap(\.self).joined(separator: ", ")
    glass = drink.glass ?? ""
    thumbnailURL = drink.thumbnailURL?.appendingPathComponent("small")
    let known = [kind, glass].filter { !$0.isEmpty }
    if known.isEmpty {
      let ingredient =
        search.field == .ingredient && !search.text.isEmpty ? "With \(search.text)" : nil
      let alcohol = search.alcohol == .any ? nil : search.alcohol.label
      lines = [ingredient, alcohol].compactMap(\.self)
    } else {
      lines = known
    }
  }
}

import Foundation

extension Drink: Codable {
  /// TheCocktailDB's keys, including the numbered ingredient and measure slots.
  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    static let id = Key("idDrink")
    static let name = Key("strDrink")
    static let category = Key("strCategory")
    static let alcoholic = Key("strAlcoholic")
    static let glass = Key("strGlass")
    static let instructions = Key("strInstructions")
    static let thumbnail = Key("strDrinkThumb")
    static let tags = Key("strTags")
    static let iba = Key("strIBA")
    static func ingredient(_ slot: Int) -> Key { Key("strIngredient\(slot)") }
    static func measure(_ slot: Int) -> Key { Key("strMeasure\(slot)") }
  }

  /// The number of ingredient slots the API has.
  static let ingredientSlots = 15

  /// Decodes TheCocktailDB's record, with its numbered ingredient and measure slots.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    func text(_ key: Key) throws -> String? {
      Self.cleaned(try container.decodeIfPresent(String.self, forKey: key))
    }
    let id = try container.decode(String.self, forKey: .id)
    guard let name = try text(.name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .name, in: container, debugDescription: "the drink \(id) has no name")
    }
    var ingredients: [Ingredient] = []
    for slot in 1...Self.ingredientSlots {
      guard let ingredient = try text(.ingredient(slot)) else { continue }
      ingredients.append(Ingredient(name: ingredient, measure: try text(.measure(slot))))
    }
    self.init(
      id: id,
      name: name,
      category: try text(.category),
      alcoholic: try text(.alcoholic),
      glass: try text(.glass),
      instructions: try text(.instructions),
      thumbnailURL: try text(.thumbnail).flatMap(URL.init(string:)),
      tags: (try text(.tags))?.split(separator: ",").compactMap { Self.cleaned(String($0)) } ?? [],
      iba: try text(.iba),
      ingredients: ingredients
    )
  }

  /// Encodes TheCocktailDB's record, ingredients in numbered slots.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(category, forKey: .category)
    try container.encode(alcoholic, forKey: .alcoholic)
    try container.encode(glass, forKey: .glass)
    try container.encode(instructions, forKey: .instructions)
    try container.encode(thumbnailURL?.absoluteString, forKey: .thumbnail)
    try container.encode(tags.isEmpty ? nil : tags.joined(separator: ","), forKey: .tags)
    try container.encode(iba, forKey: .iba)
    for slot in 1...Self.ingredientSlots {
      let ingredient = slot <= ingredients.count ? ingredients[slot - 1] : nil
      try container.encode(ingredient?.name, forKey: .ingredient(slot))
      try container.encode(ingredient?.measure, forKey: .measure(slot))
    }
  }

  /// `text` without surrounding white space, or `nil` when nothing is left (`""`, `" "`, `"\r\n"`).
  static func cleaned(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty
    else { return nil }
    return trimmed
  }
}

/// One ingredient of a drink with its measure, such as "1 1/2 oz" of "Light rum".
public struct Ingredient: Hashable, Sendable {
  /// The ingredient, such as "Light rum".
  public var name: String
  /// The measure, such as "1 1/2 oz", or `nil` when the recipe gives none ("Soda water").
  public var measure: String?

  /// An ingredient with an optional measure.
  public init(name: String, measure: String? = nil) {
    self.name = name
    self.measure = measure
  }

  /// The line a recipe shows: "1 1/2 oz Light rum", or just "Soda water" without a measure.
  public var line: String {
    measure.map { "\($0) \(name)" } ?? name
  }
}

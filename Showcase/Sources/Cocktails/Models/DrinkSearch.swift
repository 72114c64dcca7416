/// A search for drinks: what is typed, what it is matched against, and which drinks count.
///
/// TheCocktailDB answers each part with its own endpoint: a name with `search.php?s=`, an
/// ingredient with `filter.php?i=`, alcoholic or not with `filter.php?a=`; a search with both a
/// text and a kind keeps the drinks that both answers hold.
public struct DrinkSearch: Hashable, Sendable {
  /// What the text is matched against.
  public enum Field: String, Hashable, Sendable, CaseIterable {
    /// A drink's name contains the text: "gin" finds Virgin Mojito.
    case name
    /// A drink has the ingredient: "gin" finds Negroni and the Martini.
    case ingredient
  }

  /// Which drinks count, by TheCocktailDB's `strAlcoholic`.
  public enum Alcohol: String, Hashable, Sendable, CaseIterable {
    /// Every drink.
    case any
    /// Drinks with alcohol (`filter.php?a=Alcoholic`).
    case alcoholic
    /// Drinks without (`filter.php?a=Non_Alcoholic`).
    case nonAlcoholic

    /// The value of TheCocktailDB's `a=` parameter; `nil` for every drink.
    public var apiValue: String? {
      switch self {
      case .any: nil
      case .alcoholic: "Alcoholic"
      case .nonAlcoholic: "Non_Alcoholic"
      }
    }

    /// The kind as a person says it: "All drinks", "Alcoholic", "Non-alcoholic".
    public var label: String {
      switch self {
      case .any: "All drinks"
      case .alcoholic: "Alcoholic"
      case .nonAlcoholic: "Non-alcoholic"
      }
    }

    /// The next kind in the order a switch cycles through them.
    public var next: Self {
      switch self {
      case .any: .alcoholic
      case .alcoholic: .nonAlcoholic
      case .nonAlcoholic: .any
      }
    }
  }

  /// The text; empty for the drinks shown before any search.
  public var text: String
  /// What the text is matched against.
  public var field: Field
  /// Which drinks count.
  public var alcohol: Alcohol

  /// A search for `text` in `field`, of the drinks `alcohol` keeps.
  public init(_ text: String = "", by field: Field = .name, alcohol: Alcohol = .any) {
    self.text = text
    self.field = field
    self.alcohol = alcohol
  }
}

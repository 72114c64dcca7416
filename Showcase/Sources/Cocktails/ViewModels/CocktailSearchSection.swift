/// A part of the Cocktails search the cursor can be in: the search field, the restaurants, the
/// favourites, or the drinks found.
public enum CocktailSearchSection: Hashable, Sendable {
  /// The search field: the keys type into it.
  case search
  /// The restaurants' cards.
  case restaurants
  /// The favourites' cards.
  case favourites
  /// The drinks' cards.
  case drinks
}

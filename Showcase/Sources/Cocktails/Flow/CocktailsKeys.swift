public import MVVMKit

extension ActionKeys {
  /// The Cocktails app's keys, for every screen and every view: `f` keeps a drink as a favourite
  /// (on the search and on a drink), `t` searches by the other field, `a` keeps the other drinks
  /// (all, alcoholic, non-alcoholic).
  public static let cocktails: ActionKeys = [
    "favourite": ["f"], "search-field": ["t"], "alcohol": ["a"],
  ]
}

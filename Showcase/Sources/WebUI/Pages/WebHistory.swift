/// How a tab's history takes a new address.
enum WebHistory: String {
  /// A screen shown over the last: a new entry, which Back leaves.
  case push
  /// The screen under the last, shown again: back an entry, where there is one of the app's.
  case back
  /// The same place, said anew: the entry's address is replaced.
  case replace
}

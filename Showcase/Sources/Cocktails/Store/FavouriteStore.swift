public import Foundation
public import MVVMKitStorage

/// Where the favourite drinks are kept: ``FavouritesFile`` (SQLite) in the app, a test's own in
/// tests.
public protocol FavouriteStore: Sendable {
  /// The favourites, the most recently kept first.
  func favourites() throws(StoreError) -> [Drink]
  /// Keeps `drink` (its record as it is now) as a favourite, kept at `date`; a drink kept
  /// already has its record replaced and keeps its place.
  func keep(_ drink: Drink, at date: Date) throws(StoreError)
  /// Forgets the favourite `id`; nothing happens when it is none.
  func forget(id: String) throws(StoreError)
  /// A sentence for the user about the store, to show while it holds: it was rebuilt, or cannot
  /// be updated.
  var notice: String? { get }
}

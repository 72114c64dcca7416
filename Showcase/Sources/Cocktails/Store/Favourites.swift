public import Foundation
import MVVMKitStorage
public import Observation

/// The favourite drinks of a run of the app, shared by its screens: the search lists them, a card
/// or a detail keeps or forgets one, and every screen sees the change at once.
///
/// Each change is written through to the ``FavouriteStore`` before it shows: a change the store
/// refuses is not shown, and ``notice`` says why. With no store (none could be opened), the
/// favourites last for the run, and ``notice`` says so.
@MainActor @Observable
public final class Favourites {
  /// The favourites, the most recently kept first.
  public private(set) var drinks: [Drink] = []
  /// A sentence for the user about the favourites, while it holds: the store was rebuilt, cannot
  /// be updated, or refused the last change.
  public private(set) var notice: String?

  @ObservationIgnored private let store: (any FavouriteStore)?
  @ObservationIgnored private let now: @Sendable () -> Date

  /// The favourites kept in `store`, read now; `storeNotice` is why there is no store, if there
  /// is none. `now` dates each favourite kept.
  public init(
    store: (any FavouriteStore)?, storeNotice: String? = nil,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.store = store
    self.now = now
    notice = storeNotice ?? store?.notice
    reload()
  }

  /// Reads the favourites afresh from the store: another process may have changed them.
  public func reload() {
    guard let store else { return }
    do {
      drinks = try store.favourites()
    } catch {
      notice = error.message
    }
  }

  /// Whether the drink `id` is a favourite.
  public func contains(id: String) -> Bool {
    drinks.contains { $0.id == id }
  }

  /// The favourite `id`, as it was kept.
  public func drink(id: String) -> Drink? {
    drinks.first { $0.id == id }
  }

  /// Keeps `drink` as a favourite, or forgets it if it is one.
  public func toggle(_ drink: Drink) {
    if contains(id: drink.id) {
      change(writing: { store throws(StoreError) in try store.forget(id: drink.id) }) {
        $0.removeAll { $0.id == drink.id }
      }
    } else {
      change(writing: { [now] store throws(StoreError) in try store.keep(drink, at: now()) }) {
        $0.insert(drink, at: 0)
      }
    }
  }

  /// Keeps the fuller `record` of a favourite (its recipe, once a detail has loaded it), in its
  /// place; nothing for a drink that is no favourite, or whose record is the same.
  public func update(_ record: Drink) {
    guard let index = drinks.firstIndex(where: { $0.id == record.id }), drinks[index] != record
    else { return }
    change(writing: { [now] store throws(StoreError) in try store.keep(record, at: now()) }) {
      $0[index] = record
    }
  }

  /// Writes a change to the store, then shows it; a change the store refuses is not shown.
  private func change(
    writing write: (any FavouriteStore) throws(StoreError) -> Void,
    in apply: (inout [Drink]) -> Void
  ) {
    if let store {
      do {
        try write(store)
      } catch {
        notice = error.message
        return
      }
    }
    apply(&drinks)
  }
}

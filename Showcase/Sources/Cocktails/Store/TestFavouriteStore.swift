public import Foundation
public import MVVMKitStorage

/// A ``FavouriteStore`` for tests and previews: answers with its closures; no favourites, and
/// every write taken, unless set. ``refusing`` fails every write, as a full disk does.
public struct TestFavouriteStore: FavouriteStore {
  /// Answers ``favourites()``.
  public var onFavourites: @Sendable () throws(StoreError) -> [Drink]
  /// Answers ``keep(_:at:)``.
  public var onKeep: @Sendable (Drink, Date) throws(StoreError) -> Void
  /// Answers ``forget(id:)``.
  public var onForget: @Sendable (String) throws(StoreError) -> Void
  /// What the store says of itself.
  public var notice: String?

  /// A store answering with the closures given.
  public init(
    favourites: @escaping @Sendable () throws(StoreError) -> [Drink] = { [] },
    keep: @escaping @Sendable (Drink, Date) throws(StoreError) -> Void = { _, _ in },
    forget: @escaping @Sendable (String) throws(StoreError) -> Void = { _ in },
    notice: String? = nil
  ) {
    onFavourites = favourites
    onKeep = keep
    onForget = forget
    self.notice = notice
  }

  /// A store whose every write fails, as a full disk does: "Mojito could not be kept (disk
  /// full)." and "The favourite could not be removed (disk full).".
  public static var refusing: TestFavouriteStore {
    TestFavouriteStore(
      keep: { drink, _ throws(StoreError) in
        throw StoreError("\(drink.name) could not be kept (disk full).")
      },
      forget: { _ throws(StoreError) in
        throw StoreError("The favourite could not be removed (disk full).")
      })
  }

  /// Answers with ``onFavourites``.
  public func favourites() throws(StoreError) -> [Drink] { try onFavourites() }
  /// Answers with ``onKeep``.
  public func keep(_ drink: Drink, at date: Date) throws(StoreError) { try onKeep(drink, date) }
  /// Answers with ``onForget``.
  public func forget(id: String) throws(StoreError) { try onForget(id) }
}

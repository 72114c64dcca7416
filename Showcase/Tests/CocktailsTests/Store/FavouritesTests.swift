import Cocktails
import ConcurrencyExtras
import Foundation
import MVVMKitStorage
import MVVMKitTesting
import Testing

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) final class FavouritesTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "cocktails-\(UUID().uuidString)")
  private let mojito = Drink(
    id: "11000", name: "Mojito", category: "Cocktail", alcoholic: "Alcoholic",
    instructions: "Muddle mint leaves with sugar and lime juice.",
    ingredients: [Ingredient(name: "Light rum", measure: "2-3 oz")])
  private let negroni = Drink(id: "11003", name: "Negroni")

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  /// A clock of dates one second apart, from 2026-01-01.
  private static func dates() -> @Sendable () -> Date {
    let next = LockIsolated(1_767_225_600.0)
    return {
      next.withValue { value in
        defer { value += 1 }
        return Date(timeIntervalSince1970: value)
      }
    }
  }

  @Test func aFavouriteSurvivesARestartWithItsRecipe() throws {
    let favourites = Favourites(store: try FavouritesFile(directory: directory), now: Self.dates())
    favourites.toggle(mojito)
    favourites.toggle(negroni)
    #expect(favourites.drinks.map(\.name) == ["Negroni", "Mojito"], "the latest kept first")

    // A new run reads them back, whole: the recipe shows offline.
    let restarted = Favourites(store: try FavouritesFile(directory: directory))
    #expect(restarted.drinks == [negroni, mojito])
    restarted.toggle(negroni)
    #expect(try FavouritesFile(directory: directory).favourites() == [mojito])
  }

  @Test func twoProcessesKeepingAtOnceLoseNothing() async throws {
    _ = try FavouritesFile(directory: directory)
    let directory = directory
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<10 {
        group.addTask {
          let file = try FavouritesFile(directory: directory)  // a connection each, as processes
          try file.keep(
            Drink(id: "\(index)", name: "Drink \(index)"),
            at: Date(timeIntervalSince1970: Double(index)))
        }
      }
      try await group.waitForAll()
    }
    #expect(
      try FavouritesFile(directory: directory).favourites().map(\.id)
        == (0..<10).reversed().map(String.init))
  }

  @Test func anotherProcessesFavouriteShowsWhenTheListIsReadAgain() throws {
    let favourites = Favourites(store: try FavouritesFile(directory: directory))
    try FavouritesFile(directory: directory).keep(mojito, at: Date(timeIntervalSince1970: 1))
    #expect(favourites.drinks.isEmpty)
    favourites.reload()
    #expect(favourites.drinks == [mojito])
  }

  @Test func theRecipeLoadedLaterReplacesASummaryInItsPlace() throws {
    let favourites = Favourites(store: try FavouritesFile(directory: directory), now: Self.dates())
    favourites.toggle(Drink(id: "11000", name: "Mojito"))
    favourites.toggle(negroni)
    favourites.update(mojito)
    #expect(favourites.drinks == [negroni, mojito])
    #expect(try FavouritesFile(directory: directory).favourites() == [negroni, mojito])
  }

  @Test func aStoreThatRefusesAChangeKeepsTheListAsItWasAndSaysWhy() throws {
    let favourites = Favourites(store: TestFavouriteStore.refusing)
    favourites.toggle(mojito)
    #expect(favourites.drinks == [])
    #expect(favourites.notice == "Mojito could not be kept (disk full).")
  }

  @Test func withNoStoreTheFavouritesLastTheRunAndTheNoticeSaysWhy() {
    let favourites = Favourites(store: nil, storeNotice: "The data directory /x is read-only.")
    favourites.toggle(mojito)
    #expect(favourites.drinks == [mojito])
    #expect(favourites.notice == "The data directory /x is read-only.")
  }

  @Test func lookingOnlyReadsTheFileWithoutChangingIt() throws {
    try FavouritesFile(directory: directory).keep(mojito, at: Date(timeIntervalSince1970: 1))
    let looking = Favourites(store: try FavouritesFile(directory: directory, lookingOnly: true))
    #expect(looking.drinks == [mojito])
    looking.toggle(mojito)
    #expect(looking.drinks == [mojito], "a read-only file is not changed")
    #expect(looking.notice == "The favourites cannot be updated.")
  }

  @Test func aCorruptFileIsMovedAsideAndANewOneMade() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("not a database".utf8).write(
      to: directory.appendingPathComponent(FavouritesFile.fileName))
    let file = try FavouritesFile(directory: directory)
    #expect(file.notice?.hasPrefix("The favourites file was unreadable; it was moved to ") == true)
    #expect(try file.favourites() == [])
  }

}

import Foundation
import GRDB
import MVVMKitStorage
import MVVMKitTesting
import Testing

@testable import ExchangeRates

/// The pinned currencies, kept in the user's data directory apart from the offline cache.
@Suite(.timeLimit(.scaled(minutes: 1))) struct PinsFileTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("pins-\(UUID().uuidString)")

  @Test func pinsAreKeptInTheOrderPinnedAcrossLaunches() throws {
    defer { removeDirectory() }
    let pins = try PinsFile(directory: directory)
    #expect(try pins.pinnedCurrencies() == [])
    try pins.setPinned("USD", true)
    try pins.setPinned("JPY", true)
    try pins.setPinned("USD", true)  // pinned already: keeps its place
    #expect(try PinsFile(directory: directory).pinnedCurrencies() == ["USD", "JPY"])
    try pins.setPinned("USD", false)
    try pins.setPinned("USD", true)
    #expect(try PinsFile(directory: directory).pinnedCurrencies() == ["JPY", "USD"])
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("pinned-currencies.sqlite").path))
  }

  @Test func thePinsAnEarlierVersionKeptInTheCacheAreTakenInTheirOrder() throws {
    defer { removeDirectory() }
    let cacheDirectory = directory.appendingPathComponent("cache")
    let cache = try RatesCache(directory: cacheDirectory)
    #expect(try cache.pinnedCurrencies() == [], "a cache made now has no pins")
    // What an earlier version left: its pins table, in the order pinned.
    try cache.write { db in
      try db.execute(sql: "CREATE TABLE pins (code TEXT PRIMARY KEY)")
      try db.execute(sql: "INSERT INTO pins (code) VALUES ('USD'), ('JPY')")
    }
    let pins = try PinsFile(directory: directory.appendingPathComponent("data"))
    try pins.setPinned("EUR", true)
    try pins.takePins(of: cache)
    try pins.takePins(of: cache)  // twice: nothing twice
    #expect(try pins.pinnedCurrencies() == ["EUR", "USD", "JPY"])
  }

  @Test func aReadOnlyFileIsReadAndNotChanged() throws {
    defer { removeDirectory() }
    try PinsFile(directory: directory).setPinned("CHF", true)
    let looking = try PinsFile(directory: directory, lookingOnly: true)
    #expect(looking.isReadOnly)
    try looking.setPinned("USD", true)
    #expect(try PinsFile(directory: directory).pinnedCurrencies() == ["CHF"])
  }

  private func removeDirectory() {
    do {
      try FileManager.default.removeItem(at: directory)
    } catch {
      Issue.record("the test's directory could not be removed: \(error)")
    }
  }
}

import ExchangeRates
import Foundation
import GRDB
import MVVMKitTesting
import Testing

@testable import ExchangeRates
@testable import Showcase

/// The pinned currencies are the user's: kept in `--data-dir`, apart from the offline cache, and
/// taken from the cache where an earlier version kept them.
@Suite(.timeLimit(.scaled(minutes: 1))) final class RatesPinsTests: Sendable {
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "rates-pins-\(UUID().uuidString)")
  private var cacheDirectory: String { folder.appendingPathComponent("cache").path }
  private var dataDirectory: String { folder.appendingPathComponent("data").path }

  deinit {
    removeIfPresent(folder)
  }

  @Test func theFirstLaunchTakesThePinsAnEarlierVersionKeptInTheCacheAndOnlyThen() throws {
    let cache = try RatesCache(directory: URL(fileURLWithPath: cacheDirectory))
    try cache.write { db in
      try db.execute(sql: "CREATE TABLE pins (code TEXT PRIMARY KEY)")
      try db.execute(sql: "INSERT INTO pins (code) VALUES ('USD'), ('JPY')")
    }
    let command = try RatesCommand.parse(
      ["--cache-dir", cacheDirectory, "--data-dir", dataDirectory])
    let first = try #require(command.pins(takingThoseOf: cache).store)
    #expect(try first.pinnedCurrencies() == ["USD", "JPY"])
    try first.setPinned("USD", false)
    let next = try #require(command.pins(takingThoseOf: cache).store)
    #expect(try next.pinnedCurrencies() == ["JPY"], "an unpinned currency is not brought back")
  }

  @Test func onceListsThePinnedFirstAndMakesNoFileWhereThereIsNone() async throws {
    let none = try await runShowcase(
      ["rates", "--once", "--cache-dir", cacheDirectory, "--data-dir", dataDirectory])
    #expect(none.status == 0, "\(none.output)")
    #expect(!FileManager.default.fileExists(atPath: dataDirectory), "--once only looks")

    try PinsFile(directory: URL(fileURLWithPath: dataDirectory)).setPinned("USD", true)
    let pinned = try await runShowcase(
      ["rates", "--once", "--cache-dir", cacheDirectory, "--data-dir", dataDirectory])
    #expect(pinned.status == 0, "\(pinned.output)")
    let codes = pinned.output.split(separator: "\n").dropFirst(6).prefix(2).map {
      String($0.dropFirst().prefix(3))
    }
    #expect(codes == ["USD", "AUD"])
  }
}

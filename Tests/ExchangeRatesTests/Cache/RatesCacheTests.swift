@testable import ExchangeRates
import Foundation
import Testing

@Suite struct RatesCacheTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("rates-cache-\(UUID().uuidString)")
  private let rates = ExchangeRates(
    base: "GBP", date: "2026-10-30",
    rates: ["USD": Decimal(string: "1.33989016550731590309", locale: Locale(identifier: "en_US_POSIX"))!, "JPY": 210])

  private struct Interrupted: Error {}

  @Test func storesAndReadsRatesExactly() throws {
    let cache = try RatesCache(directory: directory)
    #expect(try cache.rates(base: "GBP") == nil)
    try cache.store(rates)
    #expect(try cache.rates(base: "GBP") == rates)
    #expect(cache.notice == nil)
    #expect(try RatesCache(directory: directory).rates(base: "GBP") == rates, "it survives a relaunch")
  }

  @Test func storesHistoryAndReadsARange() throws {
    let cache = try RatesCache(directory: directory)
    let points = (1...9).map { RateHistory.Point(date: "2026-10-0\($0)", rate: Decimal($0)) }
    try cache.store(RateHistory(base: "GBP", target: "USD", points: points))
    let range = try cache.history(base: "GBP", target: "USD", from: "2026-10-03", to: "2026-10-05")
    #expect(range?.points.map(\.rate) == [3, 4, 5])
    #expect(try cache.history(base: "GBP", target: "JPY", from: "2026-10-01", to: "2026-10-09") == nil)
  }

  @Test func anInterruptedWriteLeavesThePreviousCacheIntact() throws {
    let cache = try RatesCache(directory: directory)
    try cache.store(rates)
    let newer = ExchangeRates(base: "GBP", date: "2026-10-31", rates: ["USD": 2])
    #expect(throws: Interrupted.self) {
      try cache.write { db in
        try RatesCache.write(newer, in: db)
        throw Interrupted()  // the process dies before the transaction commits
      }
    }
    #expect(try cache.rates(base: "GBP") == rates)
  }

  @Test func aCorruptFileIsMovedAsideAndRebuilt() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(RatesCache.fileName)
    try Data("this is not a database, just text that got here somehow".utf8).write(to: file)
    let cache = try RatesCache(directory: directory)
    #expect(cache.notice?.hasPrefix("The rates cache was unreadable; it was moved to exchange-rates.sqlite.unreadable-") == true)
    try cache.store(rates)
    #expect(try cache.rates(base: "GBP") == rates)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.contains { $0.hasPrefix("exchange-rates.sqlite.unreadable-") })
    #expect(try RatesCache(directory: directory).notice == nil, "reported once")
  }

  @Test func aForeignDatabaseIsNotTouched() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(RatesCache.fileName)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('create table notes(x)'); c.commit()", file.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let cache = try RatesCache(directory: directory)
    #expect(cache.notice != nil)
    try cache.store(rates)
    #expect(try cache.rates(base: "GBP") == rates)
  }

  @Test func theDefaultDirectoryFollowsXDG() {
    #expect(RatesCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/tmp/x", "HOME": "/home/u"]).path == "/tmp/x/mvvmkit")
    #expect(RatesCache.defaultDirectory(environment: ["HOME": "/home/u"]).path == "/home/u/.cache/mvvmkit")
  }
}

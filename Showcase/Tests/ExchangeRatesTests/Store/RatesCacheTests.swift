import Foundation
import GRDB
import MVVMKitTesting
import Testing

@testable import ExchangeRates

@Suite(.timeLimit(.scaled(minutes: 1))) struct RatesCacheTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("rates-cache-\(UUID().uuidString)")
  private var file: URL { directory.appendingPathComponent(RatesCache.fileName) }
  private let rates = ExchangeRates(
    base: "GBP", date: "2026-10-30",
    rates: [
      "USD": Decimal(string: "1.33989016550731590309", locale: Locale(identifier: "en_US_POSIX"))!,
      "JPY": 210,
    ])

  private struct Interrupted: Error {}

  @Test func storesAndReadsRatesExactly() throws {
    defer { removeDirectory() }
    let cache = try RatesCache(directory: directory)
    #expect(try cache.rates(base: "GBP") == nil)
    try cache.store(rates)
    #expect(try cache.rates(base: "GBP") == rates)
    #expect(cache.notice == nil)
    #expect(
      try RatesCache(directory: directory).rates(base: "GBP") == rates, "it survives a relaunch")
  }

  @Test func storesHistoryAndReadsARange() throws {
    defer { removeDirectory() }
    let cache = try RatesCache(directory: directory)
    let points = (1...9).map { RateHistory.Point(date: "2026-10-0\($0)", rate: Decimal($0)) }
    try cache.store(RateHistory(base: "GBP", target: "USD", points: points))
    let range = try cache.history(base: "GBP", target: "USD", from: "2026-10-03", to: "2026-10-05")
    #expect(range?.points.map(\.rate) == [3, 4, 5])
    #expect(
      try cache.history(base: "GBP", target: "JPY", from: "2026-10-01", to: "2026-10-09") == nil)
  }

  @Test func anInterruptedWriteLeavesThePreviousCacheIntact() throws {
    defer { removeDirectory() }
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
    defer { removeDirectory() }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent(RatesCache.fileName)
    try Data("this is not a database, just text that got here somehow".utf8).write(to: file)
    let cache = try RatesCache(directory: directory)
    #expect(
      cache.notice?.hasPrefix(
        "The rates cache was unreadable; it was moved to exchange-rates.sqlite.unreadable-") == true
    )
    try cache.store(rates)
    #expect(try cache.rates(base: "GBP") == rates)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(files.contains { $0.hasPrefix("exchange-rates.sqlite.unreadable-") })
    #expect(try RatesCache(directory: directory).notice == nil, "reported once")
  }

  @Test func aForeignDatabaseIsMovedAsideUntouchedAndANewCacheMade() throws {
    defer { removeDirectory() }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let notes = try DatabaseQueue(path: file.path)
    try notes.write { db in
      try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('keep me')")
    }
    try notes.close()
    let cache = try RatesCache(directory: directory)
    #expect(cache.notice?.hasPrefix("The rates cache was unreadable; it was moved to ") == true)
    try cache.store(rates)
    #expect(try cache.rates(base: "GBP") == rates)
    let aside = try #require(asideFiles().first)
    let survivor = try DatabaseQueue(path: directory.appendingPathComponent(aside).path)
    #expect(
      try survivor.read { try String.fetchAll($0, sql: "SELECT text FROM notes") } == ["keep me"])
    #expect(
      try survivor.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") } == 0,
      "never written to")
  }

  @Test func tenConnectionsOpeningAndWritingAtOnceShareTheCache() async throws {
    defer { removeDirectory() }
    try RatesCache(directory: directory).store(rates)
    let directory = directory
    let rates = rates
    let read = try await withThrowingTaskGroup(of: ExchangeRates?.self) { group in
      for index in 0..<10 {
        group.addTask {
          // Each user its own connection, as separate processes have.
          let cache = try RatesCache(directory: directory)
          try cache.store(
            ExchangeRates(base: "USD", date: "2026-10-\(10 + index)", rates: ["GBP": 1]))
          return try cache.rates(base: "GBP")
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(read == Array(repeating: rates, count: 10))
    #expect(try asideFiles() == [], "nothing was moved aside")
  }

  @Test func aLockedFileIsReportedAndLeftAlone() throws {
    defer { removeDirectory() }
    try RatesCache(directory: directory).store(rates)
    let other = try DatabaseQueue(path: file.path)
    try other.write { db in
      // Another process in the middle of a write holds the file's write lock.
      try db.execute(sql: "DELETE FROM history")
      #expect(
        throws: CacheError(
          "The rates cache at \(file.path) cannot be used (SQLite: database is locked); it was left as it is."
        )
      ) {
        try RatesCache(directory: directory, busyTimeout: 0)
      }
    }
    #expect(try asideFiles() == [])
    #expect(try RatesCache(directory: directory).rates(base: "GBP") == rates, "the cache is whole")
  }

  @Test func twoRecoveriesInOneSecondKeepBothFiles() throws {
    defer { removeDirectory() }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for text in ["first broken file", "second broken file"] {
      try Data(text.utf8).write(to: file)
      _ = try RatesCache(directory: directory)
    }
    let aside = try asideFiles()
    #expect(aside.count == 2)
    let contents = try aside.map {
      String(decoding: try Data(contentsOf: directory.appendingPathComponent($0)), as: UTF8.self)
    }
    #expect(Set(contents) == ["first broken file", "second broken file"])
  }

  @Test func aDirectoryThatIsAFileMeansNoCacheAndSaysSo() throws {
    defer { removeDirectory() }
    try Data("not a directory".utf8).write(to: directory)
    #expect(
      throws: CacheError(
        "The cache directory \(directory.path) is a file, so rates are not kept for offline use.")
    ) {
      try RatesCache(directory: directory)
    }
    #expect(try Data(contentsOf: directory) == Data("not a directory".utf8), "left as it was")
  }

  @Test func storesCurrencyNames() throws {
    defer { removeDirectory() }
    let cache = try RatesCache(directory: directory)
    #expect(try cache.currencyNames() == nil)
    try cache.store(currencyNames: ["GBP": "British Pound", "USD": "United States Dollar"])
    try cache.store(currencyNames: ["GBP": "British Pound", "ISK": "Icelandic Króna"])
    #expect(
      try RatesCache(directory: directory).currencyNames() == [
        "GBP": "British Pound", "ISK": "Icelandic Króna",
      ])
  }

  private func asideFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("\(RatesCache.fileName).unreadable-") }.sorted()
  }

  private func removeDirectory() {
    do {
      try FileManager.default.removeItem(at: directory)
    } catch {
      Issue.record("the test's directory could not be removed: \(error)")
    }
  }
}

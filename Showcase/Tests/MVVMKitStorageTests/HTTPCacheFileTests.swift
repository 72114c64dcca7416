import ConcurrencyExtras
import Foundation
import GRDB
import Hummingbird
import LocalHTTPServer
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import MVVMKitStorage

// Hummingbird has types of the same names.
private typealias Request = MVVMKitNetworking.HTTPRequest
private typealias Answer = MVVMKitNetworking.HTTPResponse

/// Answers kept on disk by a `CachingHTTPClient` over an `HTTPCacheFile`, against a real server on
/// 127.0.0.1 that validates as the services do: each "run" opens the file anew, as a new launch.
@Suite(.timeLimit(.scaled(minutes: 1))) final class HTTPCacheFileTests: Sendable {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "httpcache-\(UUID().uuidString)")
  /// The time the client and the file see, moved by the tests.
  private let clock = LockIsolated(Date(timeIntervalSince1970: 1_800_000_000))
  /// Each request the server received: its path and the validators it carried.
  private let received = LockIsolated<[String]>([])

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  private func run(
    _ mode: CachingHTTPClient.Mode = .online, budget: Int = HTTPCacheFile.defaultBudget
  ) throws -> (CachingHTTPClient, HTTPCacheFile) {
    let file = HTTPCacheFile(
      file: try SQLiteFile(in: directory, format: HTTPCacheFile.format, busyTimeout: 5),
      budget: budget, now: { [clock] in clock.value })
    let client = CachingHTTPClient(
      wrapping: URLSessionHTTPClient(), store: file, mode: mode, now: { [clock] in clock.value })
    return (client, file)
  }

  private func routes(_ router: LocalHTTPServer.Routes) {
    // A photo list that says when it changes: an ETag, to be asked again each time.
    router.get("photos") { [received] request, _ in
      let match = request.headers[.ifNoneMatch]
      received.withValue { $0.append("photos If-None-Match: \(match ?? "-")") }
      if match == #""v1""# { return Response(status: .notModified, headers: [.eTag: #""v1""#]) }
      var response = LocalHTTPServer.json(#"{"photos": ["bark"]}"#)
      response.headers[.eTag] = #""v1""#
      response.headers[.cacheControl] = "no-cache"
      return response
    }
    // Rates good for a minute, then asked again with the day they were made.
    router.get("rates") { [received] request, _ in
      let since = request.headers[.ifModifiedSince]
      received.withValue { $0.append("rates If-Modified-Since: \(since ?? "-")") }
      var response = LocalHTTPServer.json(#"{"EUR": 1}"#)
      response.headers[.lastModified] = "Fri, 27 Nov 2026 16:00:00 GMT"
      response.headers[.cacheControl] = "max-age=60"
      return response
    }
    router.get("secret") { [received] _, _ in
      received.withValue { $0.append("secret") }
      var response = LocalHTTPServer.json(#"{"token": "x"}"#)
      response.headers[.cacheControl] = "no-store"
      return response
    }
  }

  @Test func theSecondRunAsksWithTheETagAndA304ServesWhatWasKept() async throws {
    let bodies = try await LocalHTTPServer.run(routes) { base in
      let url = base.appendingPathComponent("photos")
      let first = try await self.run().0.send(Request(url: url))
      self.clock.withValue { $0 += 30 }
      let second = try await self.run().0.send(Request(url: url))
      return [first, second]
    }
    #expect(received.value == ["photos If-None-Match: -", #"photos If-None-Match: "v1""#])
    #expect(bodies.map(\.statusCode) == [200, 200])
    #expect(
      bodies.map { String(decoding: $0.body, as: UTF8.self) }
        == Array(repeating: #"{"photos": ["bark"]}"#, count: 2))
    #expect(bodies.map(\.age) == [nil, 0])
  }

  @Test func aFreshAnswerIsServedWithoutAskingThenRevalidatedByItsDate() async throws {
    let ages = try await LocalHTTPServer.run(routes) { base in
      let url = base.appendingPathComponent("rates")
      var ages: [TimeInterval?] = []
      ages.append(try await self.run().0.send(Request(url: url)).age)
      self.clock.withValue { $0 += 45 }
      ages.append(try await self.run().0.send(Request(url: url)).age)
      self.clock.withValue { $0 += 30 }
      ages.append(try await self.run().0.send(Request(url: url)).age)
      return ages
    }
    // Asked at 0 s; at 45 s the kept answer is fresh; at 75 s it is not: asked again with its
    // Last-Modified, and the server sends a new answer.
    #expect(
      received.value == [
        "rates If-Modified-Since: -", "rates If-Modified-Since: Fri, 27 Nov 2026 16:00:00 GMT",
      ])
    #expect(ages == [nil, 45, nil])
  }

  @Test func offlineServesWhatWasKeptHoweverOldAndSaysWhatWasNever() async throws {
    let url = try await LocalHTTPServer.run(routes) { base in
      let url = base.appendingPathComponent("rates")
      _ = try await self.run().0.send(Request(url: url))
      return url
    }
    clock.withValue { $0 += 86_400 }
    // The server is gone: offline, the kept answer is a day old, and nothing is asked.
    let (offline, _) = try run(.offline)
    let kept = try await offline.send(Request(url: url))
    #expect(String(decoding: kept.body, as: UTF8.self) == #"{"EUR": 1}"#)
    #expect(kept.age == 86_400)
    let never = url.deletingLastPathComponent().appendingPathComponent("photos")
    await #expect(throws: APIError.transport("offline, and not kept from an earlier run")) {
      try await offline.send(Request(url: never))
    }
    #expect(received.value == ["rates If-Modified-Since: -"])
  }

  @Test func whenTheServerCannotBeReachedTheKeptAnswerIsShownWithItsAge() async throws {
    let url = try await LocalHTTPServer.run(routes) { base in
      let url = base.appendingPathComponent("photos")
      _ = try await self.run().0.send(Request(url: url))
      return url
    }
    clock.withValue { $0 += 600 }
    // The server is gone: the stale answer cannot be revalidated, so it is shown as it was.
    let answer = try await run().0.send(Request(url: url, timeout: TestTime.scaled(.seconds(5))))
    #expect(String(decoding: answer.body, as: UTF8.self) == #"{"photos": ["bark"]}"#)
    #expect(answer.age == 600)
    // What was never kept still fails as the network did.
    let never = url.deletingLastPathComponent().appendingPathComponent("rates")
    await #expect {
      try await self.run().0.send(Request(url: never, timeout: TestTime.scaled(.seconds(5))))
    } throws: { error in
      if case .transport = error as? APIError { return true }
      return false
    }
  }

  @Test func anAnswerThatSaysNoStoreIsNeverKept() async throws {
    try await LocalHTTPServer.run(routes) { base in
      let url = base.appendingPathComponent("secret")
      let (client, file) = try self.run()
      _ = try await client.send(Request(url: url))
      _ = try await client.send(Request(url: url))
      #expect(try file.keys() == [])
    }
    #expect(received.value == ["secret", "secret"])
  }

  @Test func pastItsBudgetTheLeastRecentlyUsedAnswersGo() throws {
    let (_, file) = try run(budget: 3_000)
    let answer = { (name: String) in
      CachedResponse(
        response: Answer(statusCode: 200, body: Data(repeating: 65, count: 900)),
        storedAt: self.clock.value)
    }
    for name in ["a", "b", "c"] {
      clock.withValue { $0 += 1 }
      try file.keep(answer(name), for: name)
    }
    clock.withValue { $0 += 1 }
    #expect(try file.response(for: "a") != nil)  // "a" used: "b" is now the oldest
    clock.withValue { $0 += 1 }
    try file.keep(answer("d"), for: "d")
    #expect(try file.keys() == ["c", "a", "d"])
    #expect(try file.keptBytes() == 3 * (900 + 2 + 1))
    // An answer larger than the whole budget is not kept, and lets nothing go.
    try file.keep(
      CachedResponse(
        response: Answer(statusCode: 200, body: Data(count: 4_000)), storedAt: clock.value),
      for: "huge")
    #expect(try file.keys() == ["c", "a", "d"])
  }

  /// Keeping an answer sums the sizes kept and orders the answers by use: from the index, as
  /// reading a column after an answer's body would read the body whole, every answer's, each
  /// time one is kept. A file made before the index has it once opened, and the old index goes.
  @Test func keepingAnAnswerReadsAnIndexNotTheAnswersKept() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let queue = try DatabaseQueue(
      path: directory.appendingPathComponent(HTTPCacheFile.fileName).path)
    try queue.write { db in
      try db.execute(sql: "PRAGMA application_id = \(HTTPCacheFile.format.applicationID)")
      try db.execute(
        sql: """
          CREATE TABLE answers (
            key TEXT PRIMARY KEY, status INTEGER NOT NULL, headers TEXT NOT NULL,
            body BLOB NOT NULL, storedAt REAL NOT NULL, usedAt REAL NOT NULL,
            size INTEGER NOT NULL);
          CREATE INDEX answersByUse ON answers (usedAt);
          """)
    }
    try queue.close()
    let (_, file) = try run(budget: 3_000)
    let (indexes, plans) = try file.database.read { db in
      (
        try String.fetchAll(
          db,
          sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'answers'"
            + " AND name NOT LIKE 'sqlite_%' ORDER BY name"),
        try [
          "SELECT COALESCE(SUM(size), 0) FROM answers",
          "SELECT key, size FROM answers WHERE key != 'a' ORDER BY usedAt, key",
        ].map { sql in
          try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql).map { $0["detail"] as String }
        }
      )
    }
    #expect(indexes == ["answersByUseAndSize"])
    #expect(
      plans == [
        ["SCAN answers USING COVERING INDEX answersByUseAndSize"],
        ["SCAN answers USING COVERING INDEX answersByUseAndSize"],
      ])
  }

  @Test func aCorruptFileIsSetAsideAndANewCacheMade() throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("not a database, just bytes".utf8).write(
      to: directory.appendingPathComponent(HTTPCacheFile.fileName))
    let cache = try HTTPCacheFile(directory: directory)
    try cache.keep(
      CachedResponse(response: Answer.json("{}"), storedAt: clock.value), for: "GET http://x/")
    #expect(try cache.keys() == ["GET http://x/"])
    let moved = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasPrefix("http-cache.sqlite.unreadable-") }
    #expect(moved.count == 1)
    #expect(
      cache.notice == "The HTTP cache was unreadable; it was moved to \(moved[0]) and rebuilt.")
    #expect(
      try Data(contentsOf: directory.appendingPathComponent(moved[0]))
        == Data("not a database, just bytes".utf8))
  }
}

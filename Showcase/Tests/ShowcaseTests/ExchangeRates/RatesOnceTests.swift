import ExchangeRates
import Foundation
import LocalHTTPServer
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `showcase rates --once`, against the bundled data, a local Frankfurter server, and offline.
@Suite(.timeLimit(.scaled(minutes: 1))) final class RatesOnceTests: Sendable {
  private let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "showcase-rates-\(UUID().uuidString)"
  ).path

  deinit {
    _ = chmod(cacheDirectory, 0o755)
    try? FileManager.default.removeItem(atPath: cacheDirectory)
  }

  private func showcase(
    _ arguments: [String], environment: [String: String] = [:], queued: Bool = true
  ) async throws -> (status: Int32, output: String) {
    try await runShowcase(
      arguments + ["--cache-dir", cacheDirectory], environment: environment, queued: queued)
  }

  @Test func printsTheRatesForABaseAndAmount() async throws {
    let run = try await showcase([
      "rates", "--once", "--base", "EUR", "--amount", "100", "--width", "80", "--height", "40",
    ])
    #expect(run.status == 0)
    #expect(run.output.contains("100.00 EUR · as of 30 Oct 2026"))
    #expect(run.output.contains("Source: ECB"))
    let usd = run.output.split(separator: "\n").first { $0.hasPrefix(" USD") }
    #expect(usd?.split(separator: " ").suffix(3) == ["1.1172", "0.895095", "111.72"])
  }

  @Test func printsTheRatesOfAChosenDay() async throws {
    let run = try await showcase([
      "rates", "--once", "--date", "2024-01-02", "--amount", "100", "--width", "80", "--height",
      "40",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("│ 2024-01-02"))
    #expect(run.output.contains("100.00 GBP · as of 2 Jan 2024\n"))
    let usd = run.output.split(separator: "\n").first { $0.hasPrefix(" USD") }
    #expect(usd?.split(separator: " ").suffix(3) == ["1.26447", "0.790845", "126.45"])
  }

  @Test(arguments: [
    (
      "2024-13-01",
      "Error: --date: “2024-13-01” is not a day: write it as 2024-01-02 or 2 Jan 2024.\n"
    ),
    ("1990-01-01", "Error: --date: The ECB's rates start on 4 Jan 1999.\n"),
  ])
  func aDayWithNoRatesIsRefused(date: String, message: String) async throws {
    let run = try await showcase(["rates", "--once", "--date", date])
    #expect(run.status == 64)
    #expect(run.output.hasPrefix(message))
  }

  @Test func printsTheHistoryOfACurrency() async throws {
    let run = try await showcase([
      "rates", "--once", "--currency", "usd", "--width", "80", "--height", "24",
    ])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(" GBP → USD · 30 days"))
    #expect(run.output.contains("30 Sep 2026 – 30 Oct 2026"))
    #expect(run.output.contains("Last 1.33989"))
  }

  @Test func theNextLaunchWithTheAPIUnreachableShowsTheCachedRates() async throws {
    let (live, server) = try await LocalHTTPServer.run { router in
      router.get("latest") { _, _ in
        LocalHTTPServer.json(
          #"{"amount":1.0,"base":"GBP","date":"2026-11-20","rates":{"USD":1.31,"JPY":205}}"#)
      }
      router.get("currencies") { _, _ in
        LocalHTTPServer.json(
          #"{"GBP":"British Pound","JPY":"Japanese Yen","USD":"United States Dollar"}"#)
      }
    } test: { url in
      (try await showcase(["rates", "--once", "--rates-api", url.absoluteString]), url)
    }
    #expect(live.status == 0)
    #expect(live.output.contains("as of 20 Nov 2026"))
    #expect(
      live.output.contains("Source: 127.0.0.1:\(try #require(server.port))"),
      "another server than the ECB's is named by its host")
    #expect(!live.output.contains("Offline"))

    let down = try await LocalHTTPServer.closedPortURL()
    let offline = try await showcase(
      ["rates", "--once"], environment: ["RATES_API_URL": down.absoluteString])
    #expect(offline.status == 0)
    #expect(offline.output.contains("! Offline: rates as of 20 Nov 2026"))
    #expect(offline.output.contains("Source: 127.0.0.1:\(try #require(down.port))"))
    #expect(offline.output.contains(" USD"))
    let usd = offline.output.split(separator: "\n").first { $0.hasPrefix(" USD") }
    #expect(usd?.split(separator: " ").suffix(3) == ["1.31", "0.763359", "1.31"])
    #expect(usd?.contains("United States Dollar") == true, "the names are cached with the rates")
  }

  /// A cache holding GBP rates of 20 Nov 2026 and the currency names.
  private func seedCache() throws {
    let cache = try RatesCache(directory: URL(fileURLWithPath: cacheDirectory))
    try cache.store(
      ExchangeRates(
        base: "GBP", date: "2026-11-20", rates: ["USD": Decimal(string: "1.31")!, "JPY": 205]))
    try cache.store(currencyNames: [
      "GBP": "British Pound", "JPY": "Japanese Yen", "USD": "United States Dollar",
    ])
  }

  private func asideFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: cacheDirectory).filter {
      $0.contains(".unreadable-")
    }
  }

  @Test func tenProcessesStartedAtOnceOfflineAllShowTheCachedRates() async throws {
    try seedCache()
    let down = try await LocalHTTPServer.closedPortURL()
    let runs = try await withThrowingTaskGroup(of: (status: Int32, output: String).self) { group in
      for _ in 0..<10 {
        group.addTask {
          try await self.showcase(
            ["rates", "--once", "--rates-api", down.absoluteString], queued: false)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(runs.map(\.status) == Array(repeating: 0, count: 10))
    #expect(runs.filter { $0.output.contains("! Offline: rates as of 20 Nov 2026") }.count == 10)
    #expect(runs.filter { $0.output.contains("United States Dollar") }.count == 10)
    #expect(try asideFiles() == [], "a healthy cache is never moved aside")
  }

  @Test(arguments: [ReadOnlyPart.file, .directory])
  func aReadOnlyCacheIsStillReadAndSaysItIsNotUpdated(part: ReadOnlyPart) async throws {
    try seedCache()
    let file = URL(fileURLWithPath: cacheDirectory).appendingPathComponent(RatesCache.fileName).path
    let asRoot = geteuid() == 0
    switch part {
    case .file:
      // Root writes whatever the mode; the app then runs as nobody, for whom the file is read-only.
      #expect(chmod(cacheDirectory, asRoot ? 0o777 : 0o755) == 0)
      #expect(chmod(file, 0o444) == 0)
    case .directory:
      #expect(chmod(file, 0o444) == 0)
      #expect(chmod(cacheDirectory, 0o555) == 0)
    }
    defer { _ = chmod(cacheDirectory, 0o755) }
    let down = try await LocalHTTPServer.closedPortURL()
    let arguments = [
      "rates", "--once", "--rates-api", down.absoluteString, "--cache-dir", cacheDirectory,
      "--width", "250",
    ]
    let run = try await asRoot ? runShowcaseAsNobody(arguments) : runShowcase(arguments)
    #expect(run.status == 0)
    #expect(run.output.contains("! Offline: rates as of 20 Nov 2026"))
    // The notice wraps in the screen's centred column: read as one line.
    #expect(
      Self.flat(run.output).contains(
        "! The rates cache at \(file) is read-only: it is read, but not updated."))
    #expect(run.output.contains("United States Dollar"))
    #expect(try asideFiles() == [])
  }

  /// `output`'s lines without the spaces around them, joined by one: a wrapped sentence whole.
  static func flat(_ output: String) -> String {
    output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
  }

  enum ReadOnlyPart: Sendable, CustomTestStringConvertible {
    case file, directory
    var testDescription: String { self == .file ? "a read-only file" : "a read-only directory" }
  }

  @Test func aCacheDirectoryThatIsAFileIsANoticeAndTheAppRunsWithoutACache() async throws {
    try Data("a file".utf8).write(to: URL(fileURLWithPath: cacheDirectory))
    let run = try await showcase(["rates", "--once", "--base", "EUR", "--width", "200"])
    #expect(run.status == 0)
    #expect(
      Self.flat(run.output).contains(
        "! The cache directory \(cacheDirectory) is a file, so rates are not kept for offline use.")
    )
    #expect(run.output.contains(" AUD  Australian Dollar "))
  }

  @Test func theHistoryDoesNotDependOnTheLatestRates() async throws {
    let today = Self.day(Date())
    let start = Self.day(Date().addingTimeInterval(-30 * 86_400))
    let run = try await LocalHTTPServer.run { router in
      router.get("latest") { _, _ in
        LocalHTTPServer.json(#"{"message":"try later"}"#, status: .serviceUnavailable)
      }
      router.get(":range") { _, context in
        let range = context.parameters.get("range") ?? ""
        let dates = range.components(separatedBy: "..")
        return LocalHTTPServer.json(
          #"{"amount":1.0,"base":"GBP","rates":{"\#(dates.first ?? "")":{"USD":1.30},"\#(dates.last ?? "")":{"USD":1.32}}}"#
        )
      }
    } test: { url in
      try await showcase([
        "rates", "--once", "--currency", "USD", "--rates-api", url.absoluteString,
      ])
    }
    #expect(run.status == 0)
    #expect(run.output.hasPrefix(" GBP → USD · 30 days"))
    #expect(
      run.output.contains("\(Self.long(start)) – \(Self.long(today))"), "asked \(start)..\(today)")
    #expect(!run.output.contains("HTTP"))
  }

  private static func day(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
  }

  private static func long(_ day: String) -> String {
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    let parts = day.split(separator: "-").map { Int($0)! }
    return "\(parts[2]) \(months[parts[1] - 1]) \(parts[0])"
  }

  @Test func anUnknownBaseSaysSoAndExitsWithOne() async throws {
    let run = try await showcase(["rates", "--once", "--base", "XYZ"])
    #expect(run.status == 1)
    #expect(run.output.contains("Unknown currency XYZ."))
    #expect(!run.output.contains("HTTP 404"))
  }

  @Test func anUnknownCurrencysHistorySaysSoAndExitsWithOne() async throws {
    let run = try await showcase(["rates", "--once", "--currency", "xyz"])
    #expect(run.status == 1)
    #expect(run.output.contains("Unknown currency XYZ."))
    #expect(!run.output.contains("No rates for XYZ"))
  }
}

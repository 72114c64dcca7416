import Cocktails
import ExchangeRates
import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb
@testable import WebUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `showcase web`: where it listens, what it refuses, and the options it hands each app.
@Suite(.timeLimit(.scaled(minutes: 1))) struct WebCommandTests {
  @Test func anAddressOtherMachinesReachIsRefusedWithoutAllowRemote() async throws {
    let run = try await runShowcase(["web", "--host", "0.0.0.0"])
    #expect(run.status == 64)
    #expect(
      run.output.contains(
        "--host 0.0.0.0 can be reached from other machines, and the apps have no login: add --allow-remote to listen there."
      ))
  }

  @Test func aPortOutOfRangeIsRefused() async throws {
    let run = try await runShowcase(["web", "--port", "70000"])
    #expect(run.status == 64)
    #expect(run.output.contains("--port must be from 0 to 65535; got 70000."))
  }

  @Test func loopbackAddressesAreTheOnlyOnesAllowedAlone() {
    #expect(
      [
        "127.0.0.1", "127.0.0.2", "localhost", "::1", "[::1]", "127.1", "0177.0.0.1",
        "2130706433", "0x7f.0.0.1", "127.0.1",
      ].allSatisfy(WebCommand.isLoopback))
    #expect(
      ![
        "0.0.0.0", "192.168.1.2", "::", "example.com", "127.example.invalid", "1.2.3.4.5",
        "127.256.0.1", "0x100000000", "4294967296", "127.0.0.1.", "",
      ].contains(where: WebCommand.isLoopback))
    #expect(
      ["127.1", "0177.0.0.1", "2130706433", "[::1]", "localhost"].map(HostCheck.bindable) == [
        "127.0.0.1", "127.0.0.1", "127.0.0.1", "::1", "localhost",
      ])
  }

  @Test func aPortInUseIsNamedInWords() async throws {
    let taken = try await LocalHTTPServer.run { router in
      router.get("/") { _, _ in "taken" }
    } test: { url in
      let port = try #require(url.port)
      return (port, try await runShowcase(["web", "--port", String(port)]))
    }
    #expect(taken.1.status == 1)
    #expect(
      taken.1.output
        == "Error: port \(taken.0) on 127.0.0.1 is in use by another program: stop it, or choose "
        + "another port with --port.\n")
  }

  @Test func nearbysWordsForItsOptionsAreTheWebsToo() async throws {
    let radius = try await runShowcase(["web", "--radius", "0"])
    #expect(radius.status == 64)
    #expect(radius.output.hasPrefix("Error: --radius must be from 50 to 50000 metres; got 0.\n"))
    let location = try await runShowcase(["web", "--location", "91,0"])
    #expect(location.status == 64)
    #expect(
      location.output.hasPrefix(
        "Error: --location: That is not a location: the latitude must be from -90 to 90; got 91.\n"
      ))
    #expect(!radius.output.contains("CommandError") && !location.output.contains("CommandError"))
  }

  @Test func eachAppGetsItsOwnAPIsAndTheNetworkFaults() throws {
    let command = try WebCommand.parse([
      "--cocktail-api", "http://127.0.0.1:9/c/", "--places-api", "http://127.0.0.1:9/p/",
      "--places-key", "k-123456789", "--radius", "300", "--location", "-33.8568,151.2153",
      "--latency", "300", "--offline",
    ])
    // Each app made as values from the web's options: the Cocktails' bars come from the same
    // Places service as Nearby's places.
    let shared = command.shared
    let cocktails = try CocktailsCommand.served(with: shared)
    #expect(cocktails.cocktailAPI.url == "http://127.0.0.1:9/c/")
    #expect(cocktails.restaurantAPI.url == nil)
    #expect(cocktails.placesAPI.url == "http://127.0.0.1:9/p/")
    #expect(cocktails.places.key == "k-123456789")
    #expect(cocktails.places.location == "-33.8568,151.2153")
    #expect(cocktails.display.network.latency == 300 && cocktails.display.network.offline)
    let nearby = try NearbyCommand.served(with: shared)
    #expect(nearby.placesAPI.url == "http://127.0.0.1:9/p/")
    #expect(nearby.places.key == "k-123456789")
    #expect(nearby.places.location == "-33.8568,151.2153")
    #expect(nearby.radius.metres == 300)
    #expect(nearby.display.network.latency == 300 && nearby.display.network.offline)
    let gallery = try GalleryCommand.served(with: shared)
    #expect(gallery.openverseAPI.url == nil && gallery.galleryAPI.url == nil)
    #expect(gallery.display.network.latency == 300 && gallery.display.network.offline)
    #expect(
      try command.apps().map(\.path) == ["cocktails", "rates", "meditation", "nearby", "gallery"])
  }

  @Test func eachAppKeepsItsDataAndAnswersInTheFoldersGiven() throws {
    let shared = try WebCommand.parse(["--data-dir", "/tmp/d", "--cache-dir", "/tmp/c"]).shared
    let cocktails = try CocktailsCommand.served(with: shared)
    let rates = try RatesCommand.served(with: shared)
    let meditation = try MeditationCommand.served(with: shared)
    #expect(
      [
        cocktails.dataDirectory.url.path, rates.dataDirectory.url.path,
        meditation.dataDirectory.url.path,
      ]
        == ["/tmp/d", "/tmp/d", "/tmp/d"])
    let caches = [
      cocktails.display, rates.display, meditation.display,
      try NearbyCommand.served(with: shared).display,
      try GalleryCommand.served(with: shared).display,
    ].map(\.network.cacheDirectory.path)
    #expect(caches == Array(repeating: "/tmp/c", count: 5))
    // Without them, the user's folders, as in the terminal.
    let usual = try WebCommand.parse([]).shared
    #expect(
      try RatesCommand.served(with: usual).dataDirectory.url
        == FolderOption<DataFolder>.parse([]).url)
    #expect(
      try RatesCommand.served(with: usual).display.network.cacheDirectory == KeptAnswers.directory)
  }

  @MainActor @Test func nearbyInTheBrowserSearchesAroundTheLocationGiven() async throws {
    let command = try WebCommand.parse(["--location", "48.85837,2.29448", "--radius", "500"])
    let nearby = try NearbyCommand.served(with: command.shared)
    let tab = try #require(try nearby.makeTab())
    let session = WebSession(tab, images: ImageRoutes())
    await session.waitUntilSettled()
    #expect(session.document(socket: "").contains("Places within 500 m of 48.8584,2.2945"))
    session.close()
    #expect(throws: (any Error).self) { try WebCommand.parse(["--location", "91,0"]).validate() }
  }

  @Test func itSaysWhereItListensAndServesTheMenuThere() async throws {
    let process = Process()
    process.executableURL = showcaseURL
    process.arguments = ["web", "--port", "0"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer { process.terminate() }
    let line = try await onOwnThread {
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let byte = output.fileHandleForReading.readData(ofLength: 1)
        guard !byte.isEmpty else { break }
        line.append(byte)
      }
      return String(decoding: line, as: UTF8.self)
    }
    let prefix = "Serving the apps at http://127.0.0.1:"
    #expect(line.hasPrefix(prefix) && line.hasSuffix("/ (Ctrl-C to stop)\n"), "\(line)")
    let address = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") })
    let (data, _) = try await URLSession.shared.data(
      from: try #require(URL(string: String(address))))
    #expect(String(decoding: data, as: UTF8.self).contains("The MVVMKit reference apps"))
  }

  @Test func liveReachesEachRealServiceAndNoSample() throws {
    let rates = try RatesCommand.parse(["--live"]).service(clients: nil)
    #expect(
      (rates as? FrankfurterService)?.api.baseURL.absoluteString
        == "https://api.frankfurter.dev/v1/")
    #expect((rates as? FrankfurterService)?.source == "ECB")
    let cocktails = try CocktailsCommand.parse(["--live"])
    let drinks = try cocktails.sources(clients: nil).drinks as? CocktailDBService
    #expect(drinks?.api.baseURL.absoluteString == "https://www.thecocktaildb.com/api/json/v1/1/")
    // An option still wins over --live.
    let local =
      try RatesCommand.parse(["--live", "--rates-api", "http://127.0.0.1:9/"])
      .service(clients: nil) as? FrankfurterService
    #expect(local?.api.baseURL.absoluteString == "http://127.0.0.1:9/")
    // The web hands --live to every app.
    let web = try WebCommand.parse(["--live"])
    #expect(try RatesCommand.served(with: web.shared).display.network.live)
    #expect(
      (try RatesCommand.served(with: web.shared).service(clients: nil) as? FrankfurterService)?
        .api.baseURL.absoluteString == "https://api.frankfurter.dev/v1/")
  }

  @MainActor @Test func onTheWebAnAppThatNeedsAKeySaysSoAndTheOthersRun() async throws {
    // No key in this process's environment: Nearby's pages say what it needs.
    try #require((ProcessInfo.processInfo.environment["GOOGLE_PLACES_API_KEY"] ?? "").isEmpty)
    let apps = try WebCommand.parse(["--live"]).apps()
    let need = "A live Places API needs a key: set GOOGLE_PLACES_API_KEY or pass --places-key."
    let nearby = try #require(apps.first { $0.path == "nearby" })
    #expect(nearby.summary == need)
    let document = try #require(
      try await WebServer.firstResponse(
        of: nearby, at: "/nearby", images: ImageRoutes(), timeout: .zero))
    #expect(document.contains(#"<p class="error" role="alert">\#(need)</p>"#))
    #expect(apps.map(\.path) == ["cocktails", "rates", "meditation", "nearby", "gallery"])
  }

  @Test func nearbyLiveWithoutAKeyNamesTheVariable() async throws {
    let run = try await runShowcase(
      ["nearby", "--live", "--once"],
      environment: ["GOOGLE_PLACES_API_KEY": "", "PLACES_API_URL": ""])
    #expect(run.status == 64)
    #expect(
      run.output.hasPrefix(
        "Error: A live Places API needs a key: set GOOGLE_PLACES_API_KEY or pass --places-key.\n"))
  }
}

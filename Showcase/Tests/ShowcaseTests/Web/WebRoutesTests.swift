import Clocks
import Foundation
import Hummingbird
import HummingbirdWSClient
import LocalHTTPServer
import Logging
import MVVMKitTesting
import Meditation
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb
@testable import WebUI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every deep link the commands take is an address of the web view, whose first response is that
/// screen over those it is reached from (its breadcrumb: `›Cafes` after the home), as far as its
/// sources answered (here, on a clock that never runs out, all of them: the drink, not "Loading
/// the recipe…"); and a visit loads each source once, its socket taking up the first response's
/// session.
@Suite(.timeLimit(.scaled(minutes: 1))) struct WebRoutesTests {
  @Test(arguments: [
    ("/cocktails/drink/11000", "Mojito", "IBA: Contemporary Classics"),
    ("/cocktails?query=rum", "Cocktails", #"value="rum""#),
    ("/rates/history/USD?base=EUR", "EUR → USD", "›EUR → USD"),
    ("/rates?base=USD&amount=100", "Exchange rates", #"value="100""#),
    ("/meditation/session?songs=1,2", "Pick meditation song", "2 picked"),
    ("/meditation/summary", "Session", "No session has ended yet"),
    ("/nearby/list/cafe", "Cafes", "›Cafes"),
    ("/nearby/place/sample-heaven", "Heaven", "›Heaven"),
    (
      "/gallery/photo/892f19b8-c7ad-57aa-be4c-f8f4d348cb20", "The astronaut Eileen Collins",
      "Public Domain Mark 1.0"
    ),
  ])
  @MainActor
  func aDeepLinkIsAnAddressWhoseFirstResponseIsItsScreen(
    address: String, title: String, text: String
  ) async throws {
    let apps = try WebCommand.parse([]).apps()
    let path = String(address.dropFirst().prefix { $0 != "/" && $0 != "?" })
    let app = try #require(apps.first { $0.path == path })
    let document = try #require(
      try await WebServer.firstResponse(
        of: app, at: address, images: ImageRoutes(), timeout: TestTime.scaled(.seconds(20)),
        clock: TestClock()))
    #expect(document.contains("<title>\(title) · MVVMKit</title>"), "\(document)")
    let plain = document.replacing(try Regex("<[^>]+>"), with: "")
      .replacing(try Regex(#"\s+"#), with: " ")
    #expect(plain.contains(text) || document.contains(text), "\(text) in \(address)")
  }

  @Test(arguments: [
    "/cocktails/drink/nothing/more", "/rates/history/XX1", "/gallery/photo/x/y",
    // A currency's history against itself is always 1: no screen.
    "/rates/history/GBP", "/rates/history/usd?base=USD",
    // No photo has an id of another form than the service's (a UUID for Openverse).
    "/gallery/photo/1", "/gallery/photo/1/full",
  ])
  @MainActor
  func anAddressOfNoScreenIsNone(address: String) async throws {
    let apps = try WebCommand.parse([]).apps()
    let path = String(address.dropFirst().prefix { $0 != "/" })
    let app = try #require(apps.first { $0.path == path })
    #expect(
      try await WebServer.firstResponse(of: app, at: address, images: ImageRoutes(), timeout: .zero)
        == nil)
  }

  /// A drink id that names no drink is a screen that says so, in both views, and offers no retry:
  /// asking again cannot mend it.
  @MainActor @Test func anUnknownDrinkSaysSoAndNeitherViewOffersARetry() async throws {
    let apps = try WebCommand.parse([]).apps()
    let app = try #require(apps.first { $0.path == "cocktails" })
    let document = try #require(
      try await WebServer.firstResponse(
        of: app, at: "/cocktails/drink/99999999", images: ImageRoutes(),
        timeout: TestTime.scaled(.seconds(20)), clock: TestClock()))
    #expect(
      document.contains(
        #"<p class="error" role="alert">There is no drink with the id 99999999.</p>"#),
      "\(document)")
    #expect(!document.contains(">Retry</button>"))
    let frame = try await runShowcase([
      "cocktails", "--once", "--drink", "99999999", "--width", "60", "--height", "20",
    ])
    #expect(frame.status == 1)
    let lines = frame.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[3] == " ✗ There is no drink with the id 99999999.")
    #expect(lines[4].trimmingCharacters(in: .whitespaces).isEmpty)
    #expect(lines[19] == " … › Drink 99999999  │  F2 inspector  ? help  Esc back")
  }

  actor Hits {
    var drinks = 0
    func drinkSearched() { drinks += 1 }
  }

  @Test func oneVisitAsksTheDrinksServiceOnce() async throws {
    let hits = Hits()
    try await LocalHTTPServer.run { router in
      router.get("search.php") { _, _ in
        await hits.drinkSearched()
        return LocalHTTPServer.json(
          #"{"drinks":[{"idDrink":"1","strDrink":"Rum punch","strCategory":"Punch","strGlass":"Glass","strAlcoholic":"Alcoholic"}]}"#
        )
      }
      router.get("restaurants") { _, _ in LocalHTTPServer.json(#"{"restaurants":[]}"#) }
    } test: { url in
      let server = WebServer(
        apps: try WebCommand.parse([
          "--cocktail-api", url.absoluteString, "--restaurant-api", url.absoluteString,
        ]).apps(), port: 0)
      try await WebSecurityTests.serve(server) { base in
        let (html, _) = try await WebSecurityTests.get(base + "/cocktails?query=rum")
        let page = String(decoding: html, as: UTF8.self)
        // Sent within its first moment: the drinks if they came by then, else their placeholder.
        #expect(page.contains("Rum punch") || page.contains("Loading drinks…"))
        let found = try await WebSecurityTests.tabMessage(
          base: base, page: page, containing: "Rum punch")
        #expect(found != nil, "the tab's socket took up the page's session")
      }
    }
    #expect(await hits.drinks == 1, "the page and its socket share one session")
  }

  @Test @MainActor
  func aTimersFirstResponseStartsNoSittingUntilItsSocketTakesItUp() async throws {
    // `<img src="…/meditation/timer/1">` on another site, or `curl -I`, draws the page: its
    // sitting starts only once the tab's socket takes the session up.
    let apps = try WebCommand.parse([]).apps()
    let app = try #require(apps.first { $0.path == "meditation" })
    let session = try #require(
      try WebServer.openSession(of: app, at: "/meditation/timer/1", images: ImageRoutes()))
    await WebServer.openSteps(
      of: session, timeout: TestTime.scaled(.seconds(20)), clock: ContinuousClock())
    let page = try #require(session.page as? SessionPage)
    await session.waitUntilSettled()
    #expect(page.viewModel.songs.value?.count == 1, "the sitting is drawn")
    #expect(page.viewModel.state == .picking, "and not started")
    session.start(sending: { _ in })
    #expect(page.viewModel.state == .listening)
    session.close()
  }
}

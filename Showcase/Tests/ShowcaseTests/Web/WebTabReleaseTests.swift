import MVVMKitTesting
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb
@testable import WebUI

/// A tab's page and view models are released when its session closes, for every app.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct WebTabReleaseTests {
  @Test(arguments: ["cocktails", "rates", "meditation", "nearby", "gallery"])
  func aClosedTabLeavesNothingBehind(app path: String) async throws {
    let apps = try WebCommand.parse([]).apps()
    let app = try #require(apps.first { $0.path == path })
    weak var page: (any WebPage)?
    for _ in 0..<3 {
      let session = WebSession(try #require(try app.makeTab("/" + path)), images: ImageRoutes())
      page = session.page
      await session.waitUntilSettled()
      session.start()
      session.close()
    }
    #expect(page == nil)
  }
}

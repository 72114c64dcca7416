import Clocks
import Foundation
import MVVMKit
import MVVMKitTesting
import Testing

@testable import Meditation

/// The Meditation flow: the board opens a session, a session left goes back to the board, one
/// that finished gives way to its summary, and a link names the songs picked.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct MeditationFlowTests {
  let clock = TestClock()

  func makeFlow(routes: [MeditationRoute] = []) -> MeditationFlow {
    let songs = [
      Song(id: 7, title: "Dawn", artist: "Ann", seconds: 5),
      Song(id: 9, title: "Dusk", artist: "Bo", seconds: 600),
    ]
    let clock = clock
    return MeditationFlow(
      home: HomeViewModel(name: "Ada", store: nil, clock: ImmediateClock()),
      catalog: TestSongCatalog { songs }, clock: clock,
      makePlayer: { ClockPlayer(clock: clock) }, routes: routes)
  }

  enum Unexpected: Error { case screen }

  @Test func theBoardOpensASessionAndBackClosesIt() async throws {
    let flow = makeFlow()
    flow.home.sessionTapped()
    #expect(flow.stack.routes == [.home, .session(songs: [])])
    let session = try #require(flow.session)
    session.appeared()
    await session.tasks.idle()
    session.backTapped()
    #expect(flow.stack.routes == [.home])
    #expect(flow.session == nil)
  }

  @Test func aLinkPicksItsSongsAsTheCatalogueLoads() async throws {
    let flow = makeFlow(routes: [.session(songs: [9, 404])])
    let session = try #require(flow.session)
    session.appeared()
    await session.tasks.idle()
    #expect(session.rows.map(\.mode) == [.picking(.unselected), .picking(.selected)])
    #expect(session.pickedSummary == "1 picked · 10:00")
  }

  @Test func aFinishedSessionGivesWayToItsSummary() async throws {
    let flow = makeFlow(routes: [.session(songs: [7])])
    let session = try #require(flow.session)
    session.appeared()
    await session.tasks.idle()
    session.startTapped()
    session.nextTapped()  // past the last song: the session finishes
    #expect(session.state == .finished)
    #expect(flow.stack.routes == [.home, .summary])
    guard case .summary(let home) = try #require(flow.screens().last) else {
      throw Unexpected.screen
    }
    #expect(home === flow.home)
    #expect(flow.back())
    #expect(flow.stack.routes == [.home])
    #expect(!flow.back())
  }
}

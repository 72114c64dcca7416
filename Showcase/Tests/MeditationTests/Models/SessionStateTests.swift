import Meditation
import Testing

@Suite struct SessionStateTests {
  @Test(arguments: [
    (SessionState.dismiss, SessionState.listening, SessionState.dismiss),
    (.picking, .listening, .dismiss),
    (.listening, .finished, .picking),
    (.finished, .finished, .picking),
  ])
  func everyTransitionIsTheOriginals(
    state: SessionState, next: SessionState, previous: SessionState
  ) {
    #expect(state.next == next)
    #expect(state.previous == previous)
  }

  @Test func titlesAndWhichStatesCloseTheScreen() {
    #expect(SessionState.picking.title == "Pick meditation song")
    #expect(SessionState.listening.title == "Player")
    #expect(SessionState.allCases.filter(\.closesSession) == [.dismiss, .finished])
  }
}

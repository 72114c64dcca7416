import Foundation
import MVVMKitTesting
import Meditation
import ShowcaseWeb
import Testing
import WebUI

/// The session page's `<audio>` says where the session is, whether it plays and at what volume,
/// exactly, on a test clock: what the page script keeps the tab's playback to.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct SessionPageRecordingTests {
  @Test func theAudioElementFollowsTheSession() async throws {
    let clock = TestClock()
    var song = Song(id: 7, title: "Morning Tone", artist: "Ann Ng", seconds: 60)
    song.recording = SongRecording(
      url: try #require(URL(string: "https://cdn.example/tone.ogg")), fileType: "ogg")
    let songs = [song]
    let viewModel = SessionViewModel(
      catalog: TestSongCatalog { songs }, player: ClockPlayer(clock: clock), clock: clock)
    let session = WebSession(
      showing: SessionPage(viewModel: viewModel, recordings: { _ in Data() }),
      images: ImageRoutes())
    defer { session.close() }
    session.start()
    await session.waitUntilSettled()
    #expect(!session.document(socket: "").contains("<audio"), "nothing plays while picking")
    viewModel.songTapped(0)
    viewModel.startTapped()
    await clock.advance(by: .milliseconds(2500))
    viewModel.volumeTapped(up: false)
    #expect(
      audio(session)
        == #"<audio id="recording" preload="auto" src="/media/1" data-at="2.50" data-playing="true" data-volume="0.90" data-failed="session/recording-failed-7" data-waits="session/recording-waits-7" data-plays="session/recording-plays-7"></audio>"#
    )
    viewModel.playPauseTapped()
    await clock.advance(by: .seconds(5))
    #expect(audio(session)?.contains(#"data-at="2.50" data-playing="false""#) == true)
    // Held while the tab waits for the recording: still playing, for the tab.
    viewModel.playPauseTapped()
    viewModel.recordingWaits(song: 7)
    #expect(audio(session)?.contains(#"data-at="2.50" data-playing="true""#) == true)
    #expect(session.document(socket: "").contains("◌ Waiting for the recording…"))
    viewModel.backTapped()  // back to the songs: the element goes
    #expect(audio(session) == nil)
  }

  /// The `<audio>` element of the page as it reads now.
  private func audio(_ session: WebSession) -> String? {
    session.document(socket: "").firstMatch(of: /<audio [^>]*><\/audio>/).map { String($0.0) }
  }
}

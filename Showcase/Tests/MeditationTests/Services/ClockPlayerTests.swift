import Clocks
import MVVMKitTesting
import Meditation
import Testing

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct ClockPlayerTests {
  let clock = TestClock()
  let song = Song(id: 4, title: "Meditation Level 1", artist: "Agnes Inex", seconds: 90)

  @Test func playbackIsTimePassingOnTheClock() async {
    let player = ClockPlayer(clock: clock)
    player.play(song, from: .seconds(10))
    #expect(player.position == .seconds(10))
    await clock.advance(by: .seconds(5))
    #expect(player.position == .seconds(15))
    #expect(player.isPlaying)
  }

  @Test func pauseStopsTimeAndResumeGoesOn() async {
    let player = ClockPlayer(clock: clock)
    player.play(song, from: .zero)
    await clock.advance(by: .seconds(20))
    player.pause()
    await clock.advance(by: .seconds(60))
    #expect(player.position == .seconds(20))
    #expect(!player.isPlaying)
    player.resume()
    await clock.advance(by: .seconds(5))
    #expect(player.position == .seconds(25))
  }

  @Test func seekingAndTheEndOfTheSong() async {
    let player = ClockPlayer(clock: clock)
    player.play(song, from: .zero)
    player.seek(to: .seconds(85))
    await clock.advance(by: .seconds(30))
    #expect(player.position == .seconds(90), "never past the end")
    #expect(player.overrun == .seconds(25), "but how far past it the time ran is known")
    #expect(player.isFinished)
    #expect(!player.isPlaying)
    player.stop()
    #expect(player.song == nil)
    #expect(player.position == .zero)
    #expect(player.overrun == .zero)
    #expect(!player.isFinished)
  }
}

import Meditation
import Testing

@Suite struct PlaylistTests {
  private typealias Mode = SongMode
  private static let selected = Mode.picking(.selected)
  private static let unselected = Mode.picking(.unselected)
  private static let playable = Mode.listening(.playable)
  private static let playing = Mode.listening(.playing)
  private static let hidden = Mode.listening(.hidden)

  @Test(arguments: [
    (selected, unselected), (unselected, selected), (playable, playable), (playing, playing),
    (hidden, hidden),
  ])
  fileprivate func togglingChangesOnlyAPickingRow(mode: SongMode, after: SongMode) {
    var playlist = Playlist(modes: [mode, Self.unselected])
    playlist.toggle(0)
    #expect(playlist.modes == [after, Self.unselected])
  }

  @Test func listeningPlaysTheFirstPickedMakesTheRestPlayableAndHidesTheOthers() {
    var playlist = Playlist(modes: [
      Self.unselected, Self.selected, Self.unselected, Self.selected, Self.selected,
    ])
    playlist.startListening()
    #expect(
      playlist.modes == [Self.hidden, Self.playing, Self.hidden, Self.playable, Self.playable])
    #expect(playlist.playingIndex == 1)
  }

  @Test func backToPickingKeepsTheSelection() {
    var playlist = Playlist(modes: [Self.hidden, Self.playable, Self.playing, Self.hidden])
    playlist.backToPicking()
    #expect(playlist.modes == [Self.unselected, Self.selected, Self.selected, Self.unselected])
  }

  @Test(
    arguments: [
      // A playable row plays and the playing one waits; a hidden row, nothing.
      (0, [playable, playing, playable, hidden]),
      (3, [playing, playable, playable, hidden]),
      (0, [playing, playable, playable, hidden]),
    ] as [(Int, [SongMode])])
  func choosingAPlayableRowPlaysIt(index: Int, modes: [SongMode]) {
    var playlist = Playlist(modes: modes)
    let before = playlist.playingIndex
    playlist.choose(index)
    if modes[index] == Self.playable {
      #expect(playlist.playingIndex == index)
      #expect(before.map { playlist.modes[$0] } == Self.playable)
    } else {
      #expect(playlist.modes == modes)
    }
  }

  @Test func nextGoesToTheNextPlayableAndPastTheLastReportsTheEnd() {
    var playlist = Playlist(modes: [Self.playing, Self.hidden, Self.playable, Self.playable])
    let moved = playlist.next()
    #expect(moved)
    #expect(playlist.modes == [Self.playable, Self.hidden, Self.playing, Self.playable])
    let movedAgain = playlist.next()
    #expect(movedAgain)
    #expect(playlist.playingIndex == 3)
    let pastTheLast = playlist.next()
    #expect(!pastTheLast, "past the last: the session finishes")
    #expect(playlist.playingIndex == 3)
  }

  @Test func previousGoesToThePreviousPlayableAndOnTheFirstDoesNothing() {
    var playlist = Playlist(modes: [Self.playable, Self.hidden, Self.playing])
    let moved = playlist.previous()
    #expect(moved)
    #expect(playlist.modes == [Self.playing, Self.hidden, Self.playable])
    let onTheFirst = playlist.previous()
    #expect(!onTheFirst)
    #expect(playlist.modes == [Self.playing, Self.hidden, Self.playable])
  }

  // MARK: Each rule over every mode a row can be in

  @Test(arguments: [
    (selected, playable), (unselected, hidden), (playable, playable), (playing, playable),
    (hidden, hidden),
  ])
  fileprivate func startingListeningMovesARowInEachMode(mode: SongMode, after: SongMode) {
    var playlist = Playlist(modes: [Self.selected, mode])
    playlist.startListening()
    #expect(playlist.modes == [Self.playing, after], "the first picked row plays")
  }

  @Test(arguments: [
    (selected, selected), (unselected, unselected), (playable, selected), (playing, selected),
    (hidden, unselected),
  ])
  fileprivate func goingBackToPickingMovesARowInEachMode(mode: SongMode, after: SongMode) {
    var playlist = Playlist(modes: [mode])
    playlist.backToPicking()
    #expect(playlist.modes == [after])
  }

  @Test(arguments: [selected, unselected, playable, playing, hidden])
  fileprivate func choosingARowInEachMode(mode: SongMode) {
    var playlist = Playlist(modes: [mode, Self.playing])
    playlist.choose(0)
    let expected = mode == Self.playable ? [Self.playing, Self.playable] : [mode, Self.playing]
    #expect(playlist.modes == expected, "only a playable row can be chosen")
  }

  @Test(arguments: [selected, unselected, playable, playing, hidden])
  fileprivate func nextOverARowInEachMode(mode: SongMode) {
    var playlist = Playlist(modes: [Self.playing, mode])
    let moved = playlist.next()
    #expect(moved == (mode == Self.playable))
    let expected = moved ? [Self.playable, Self.playing] : [Self.playing, mode]
    #expect(playlist.modes == expected, "only a playable row is next")
  }

  @Test(arguments: [selected, unselected, playable, playing, hidden])
  fileprivate func previousOverARowInEachMode(mode: SongMode) {
    var playlist = Playlist(modes: [mode, Self.playing])
    let moved = playlist.previous()
    #expect(moved == (mode == Self.playable))
    let expected = moved ? [Self.playing, Self.playable] : [mode, Self.playing]
    #expect(playlist.modes == expected, "only a playable row is previous")
  }
}

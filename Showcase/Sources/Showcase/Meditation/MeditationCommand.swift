import ArgumentParser
import Clocks
import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitStorage
import Meditation
import ShowcaseTerminal
import TerminalUI

/// `showcase meditation`: the Meditation app.
struct MeditationCommand: ShowcaseApp {
  static let configuration = CommandConfiguration(
    commandName: "meditation",
    abstract: "Pick meditation songs, listen to them, and see the sessions add up.",
    discussion: """
      Runs on a sample catalogue of songs, bundled with the app and played as generated sound, \
      unless --live (Openverse's music, keyless), --openverse-api (or OPENVERSE_API_URL) names an \
      Openverse server, or --songs-api (or SONGS_API_URL) one speaking the bundled catalogue's \
      shape. The sessions are kept in --data-dir.

      With --once, prints the session screen: the songs picked with --pick, or with --listen the \
      player, --at seconds into the session (played on a test clock, so it prints at once); or \
      with --timer the timer, --at seconds in. A session played with --once is never recorded.
      """
  )

  static var liveAPIs: [any LiveAPI.Type] { [GalleryCommand.Openverse.self, SongCatalogAPI.self] }

  @Option(
    help: ArgumentHelp(
      "Pick these songs, numbered from 1 in catalogue order, such as 1,3,5.", valueName: "N,…"))
  var pick: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Sit for this many minutes with no songs: a bowl at the start and at the end.",
      valueName: "MINUTES"))
  var timer: Int?

  @Flag(help: "Start the session with the songs picked: the player.")
  var listen = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --once: SECONDS into the session (implies --listen).", valueName: "SECONDS"))
  var at: Int?

  @Option(help: ArgumentHelp("The name to greet (default: the login name).", valueName: "NAME"))
  var name: String?

  @OptionGroup var dataDirectory: FolderOption<DataFolder>

  @OptionGroup var openverseAPI: APIOption<GalleryCommand.Openverse>

  @OptionGroup var songsAPI: APIOption<SongCatalogAPI>

  @Option(
    help: ArgumentHelp(
      "Play the sound on this ALSA device (default: default; null plays nothing, through the whole path).",
      valueName: "NAME"))
  var audioDevice: String?

  @Option(
    help: ArgumentHelp(
      "Write the sound to FILE instead of playing it.",
      discussion: "16-bit PCM, 44.1 kHz, stereo. With --once, the session played with --at.",
      valueName: "FILE.wav"))
  var audioOut: String?

  @Flag(help: "Play silently.")
  var mute = false

  /// The options every app shares: after the app's own, in its help.
  @OptionGroup var display: DisplayOptions

  func validate() throws {
    _ = try picked()
    if let timer {
      guard MeditationRoute.timerMinutes.contains(timer) else {
        throw ValidationError("--timer needs minutes from 1 to 180; got \(timer).")
      }
      guard pick == nil, !listen else {
        throw ValidationError("--timer sits with no songs: give it without --pick and --listen.")
      }
    }
    if let at {
      guard display.once else { throw ValidationError("--at needs --once.") }
      guard at >= 0 else {
        throw ValidationError("--at needs a number of seconds from 0; got \(at).")
      }
    }
    if isListening, timer == nil, try picked().isEmpty {
      throw ValidationError(
        "--listen needs songs to play: pick them with --pick, such as --pick 1,2.")
    }
    if mute, audioDevice != nil || audioOut != nil {
      throw ValidationError(
        "--mute plays no sound: give it without --audio-device and --audio-out.")
    }
    if audioDevice != nil, audioOut != nil {
      throw ValidationError(
        "--audio-out writes the sound instead of playing it on a device: give one of --audio-out and --audio-device."
      )
    }
    if audioOut != nil, display.once, !isListening, timer == nil {
      throw ValidationError(
        "--audio-out with --once writes the session played: add --listen or --at.")
    }
    _ = try catalog()
  }

  /// Takes its APIs' URLs and the data directory.
  mutating func take(_ shared: SharedAppOptions) {
    songsAPI.take(shared)
    openverseAPI.take(shared)
    dataDirectory.take(shared)
  }

  @MainActor
  mutating func run(inspecting inspector: Inspector) async throws {
    let catalog = try catalog(clients: inspector)
    // With --once the session plays on a test clock, moved on only by --at.
    let clock = TestClock()
    let sound = try display.once ? onceSound(from: clock.now, on: clock) : makeSound()
    defer { sound.close() }
    sound.library = try recordings(clients: inspector)
    let picks = try picked()
    // A deep link is a route: with --once or --pick, a session over the board.
    let opensSession = display.once || !picks.isEmpty
    let routes: [MeditationRoute] =
      if let timer { [.timer(minutes: timer)] } else { opensSession ? [.session(songs: [])] : [] }
    let flow = makeFlow(
      catalog: catalog, sound: sound, clock: display.once ? clock : display.playingClock,
      routes: routes)
    let screens = AppScreens.screens(of: flow)
    if let session = flow.session {
      session.appeared()
      await waitUntil { session.songs.isSettled }
      if timer == nil, let songs = session.songs.value {
        try Self.pick(picks, in: session)
        // The route names the songs picked, as a link to this session would.
        flow.stack.replaceTop(with: .session(songs: picks.map { songs[$0 - 1].id }))
        if isListening { session.startTapped() }
      }
    }
    let at = at ?? 0
    try await display.present(screens, inspector: inspector) { _ in
      guard let session = flow.session else { return }
      await Self.play(session, for: at, on: clock, sound: sound)
      // A session that finished is recorded, and the board reads its figures again.
      await waitUntil { flow.home.statistics.isSettled }
    }
    // A sound file cut short (a full disk) is a failure, said on standard error.
    if display.once, !sound.close() { throw ExitCode.failure }
  }

  private var isListening: Bool { listen || at != nil }

  /// The numbers given to `--pick`, from 1, without repeats, in order.
  func picked() throws -> [Int] {
    guard let pick else { return [] }
    var numbers: [Int] = []
    for part in pick.split(separator: ",", omittingEmptySubsequences: false) {
      let text = part.trimmingCharacters(in: .whitespaces)
      guard let number = Int(text), number >= 1 else {
        throw ValidationError(
          "--pick needs song numbers from 1, separated by commas, such as 1,3,5; got “\(TerminalText.sanitized(pick))”."
        )
      }
      if !numbers.contains(number) { numbers.append(number) }
    }
    return numbers
  }

  /// Picks the songs numbered `numbers` (from 1) in `session`'s loaded catalogue.
  ///
  /// - Throws: `ValidationError` when a number is past the catalogue's end.
  @MainActor
  static func pick(_ numbers: [Int], in session: SessionViewModel) throws {
    let count = session.rows.count
    if let number = numbers.first(where: { $0 > count }) {
      throw ValidationError("--pick \(number): the catalogue has \(count) songs.")
    }
    for number in numbers { session.songTapped(number - 1) }
  }

  /// Plays `session` for `seconds` on `clock`, a second at a time, each tick handled before the
  /// next: a song that ends starts the next one at that moment, as it would in real time. Stops
  /// early when the session finishes.
  @MainActor
  static func play(
    _ session: SessionViewModel, for seconds: Int, on clock: TestClock<Duration>,
    sound: SessionSound? = nil
  ) async {
    guard seconds > 0, session.state == .listening else { return }
    let start = clock.now
    for second in 1...seconds {
      // A recording being fetched is waited for: the second is then the recording's.
      if let sound { await waitUntil { sound.isSettled } }
      // Half a second past the tick: a test clock holds a sleep due at exactly its own time.
      await clock.advance(to: start.advanced(by: .seconds(second) + .milliseconds(500)))
      await waitUntil {
        session.listened >= .seconds(second) || session.state != .listening || session.isPaused
      }
      if session.state != .listening { return }
    }
  }

  /// The song catalogue API, or a server that speaks it.
  enum SongCatalogAPI: LiveAPI {
    static let name = "songs"
    static let summary =
      "Song catalogue API, in the bundled catalogue's shape, to use instead of the bundled catalogue"
    /// None: `--live` reaches Openverse's music instead.
    static var liveURL: URL? { nil }
  }
}

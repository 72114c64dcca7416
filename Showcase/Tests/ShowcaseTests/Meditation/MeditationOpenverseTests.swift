import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import MeditationSound
import Testing

@testable import Showcase
@testable import WebUI

/// The Meditation app on a server answering as Openverse's audio search documents, with a real
/// MP3 made here (a 440 Hz tone, by LAME): the songs listed with their creators, and a session
/// whose sound, written with `--audio-out`, is the recording's.
@Suite(.serialized, .timeLimit(.scaled(minutes: 1))) final class MeditationOpenverseTests: Sendable
{
  private let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "meditation-openverse-\(UUID().uuidString)")

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Six seconds of a 440 Hz tone, as LAME encodes it.
  private func toneMP3() async throws -> Data {
    // On a thread of its own: it waits for LAME.
    try await onOwnThread { [folder] in try Self.toneMP3(in: folder) }
  }

  /// The tone, written and encoded in `folder`.
  private static func toneMP3(in folder: URL) throws -> Data {
    var pcm = Data()
    for frame in 0..<(6 * 44_100) {
      let value = Int16(sin(2 * .pi * 440 * Double(frame) / 44_100) * 12_000)
      // Left and right alike.
      withUnsafeBytes(of: value.littleEndian) { bytes in
        pcm.append(contentsOf: bytes)
        pcm.append(contentsOf: bytes)
      }
    }
    let raw = folder.appendingPathComponent("tone.raw")
    let mp3 = folder.appendingPathComponent("tone.mp3")
    try pcm.write(to: raw)
    let lame = Process()
    lame.executableURL = URL(fileURLWithPath: "/usr/bin/lame")
    lame.arguments = [
      "--silent", "-r", "-s", "44.1", "--bitwidth", "16", "--signed", "--little-endian", "-m", "j",
      "-b", "128", raw.path, mp3.path,
    ]
    lame.standardError = FileHandle.nullDevice
    try lame.run()
    lame.waitUntilExit()
    return try Data(contentsOf: mp3)
  }

  /// The tone's song as Openverse lists it, its recording at `base` + `rec/tone.mp3`.
  static func toneSong(at base: String) -> String {
    #"""
    {"id": "2e38ac1e-830c-4e9c-b13d-2c9a1e1d0d7e", "title": "Morning Tone", "creator": "Ann Ng",
     "url": "\#(base)rec/tone.mp3", "filetype": "mp3", "duration": 6000, "license": "by",
     "license_version": "4.0",
     "attribution": "\"Morning Tone\" by Ann Ng is licensed under CC BY 4.0."}
    """#
  }

  /// `test`, given the address of a loopback Openverse listing `songs(base)` (each a result,
  /// `base` the server's address) and serving `files` under `rec/`.
  private func openverse<Value: Sendable>(
    songs: @escaping @Sendable (String) -> [String], files: [String: Data],
    test: @Sendable (URL) async throws -> Value
  ) async throws -> Value {
    try await LocalHTTPServer.run(
      { router in
        router.get("v1/audio/") { request, _ in
          let results = songs("http://\(request.head.authority ?? "127.0.0.1")/")
          return LocalHTTPServer.json(
            #"{"result_count": \#(results.count), "page_count": 1, "page_size": 20, "page": 1, "#
              + #""results": [\#(results.joined(separator: ","))]}"#)
        }
        router.get("rec/:name") { _, context in
          let data = files[context.parameters.get("name") ?? ""] ?? Data()
          return Response(
            status: .ok, headers: [.contentType: "audio/mpeg"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
      }, test: test)
  }

  /// `showcase meditation --once … ARGUMENTS --audio-out s.wav` on a loopback Openverse listing
  /// `songs(base)`, serving `files` under `rec/`.
  private func session(
    songs: @escaping @Sendable (String) -> [String], files: [String: Data], _ arguments: [String]
  ) async throws -> (status: Int32, output: String) {
    try await openverse(songs: songs, files: files) { url in
      try await runShowcase(
        [
          "meditation", "--once", "--width", "60", "--height", "20", "--data-dir",
          self.folder.path, "--openverse-api", url.appendingPathComponent("v1/").absoluteString,
          "--audio-out", self.folder.appendingPathComponent("s.wav").path,
        ] + arguments)
    }
  }

  @Test func aSessionPlaysTheRecordingOpenverseLists() async throws {
    let wav = folder.appendingPathComponent("s.wav")
    let run = try await session(
      songs: { [Self.toneSong(at: $0)] }, files: ["tone.mp3": try await toneMP3()],
      ["--pick", "1", "--at", "4"])
    #expect(run.status == 0, "\(run.output)")
    // The song as Openverse credits it: its creator and licence on its row, its attribution line
    // under the player.
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "  ▶   Morning Tone   Ann Ng · CC BY 4.0 0:06")
    #expect(lines[17] == " ♪ Sound written to s.wav · \"Morning Tone\" by Ann Ng is li…")
    #expect(lines[18] == " Music from Openverse")
    let samples = try SoundAnalysis.samples(ofWAV: Data(contentsOf: wav))
    #expect(samples.count == 4 * 44_100 * 2)
    // The recording from its first second: its tone, at its level (12,000 of 32,768: −11.7 dBFS
    // RMS, within what MP3 keeps of it), and no strike but its own start: no bowl over it.
    var crossings = 0
    for frame in 44_100..<(3 * 44_100) where samples[(frame - 1) * 2] < 0 && samples[frame * 2] >= 0
    {
      crossings += 1
    }
    #expect(abs(crossings / 2 - 440) <= 1)
    #expect(abs(SoundAnalysis.level(SoundAnalysis.frames(samples, from: 1, to: 3)) + 11.7) <= 1)
    #expect(SoundAnalysis.onsets(samples) == [0])
  }

  @Test func aRecordingThatCannotBePlayedSaysSoOnItsRowAndTheSessionGoesOn() async throws {
    let wav = folder.appendingPathComponent("s.wav")
    let broken = #"""
      {"id": "00000001-0000-4000-8000-000000000000", "title": "Broken", "creator": "Bo",
       "url": "BASErec/broken.mp3", "filetype": "mp3", "duration": 6000}
      """#
    let run = try await session(
      songs: { [broken.replacingOccurrences(of: "BASE", with: $0), Self.toneSong(at: $0)] },
      files: ["tone.mp3": try await toneMP3(), "broken.mp3": Data("these bytes are no MP3".utf8)],
      ["--pick", "1,2", "--at", "3"])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[2] == "      Broken         Bo                 0:06")
    #expect(lines[3] == "      The recording cannot be played: it is not an MP3 fil…")
    #expect(lines[4] == "  ▶   Morning Tone   Ann Ng · CC BY 4.0 0:06")
    #expect(run.output.contains(" Song 2 of 2 · listened 0:03 · Volume 100%\n"))
    // The first second is the broken song's silence; then the tone, from the next tick on.
    let samples = try SoundAnalysis.samples(ofWAV: Data(contentsOf: wav))
    #expect(samples.count == 3 * 44_100 * 2)
    #expect(SoundAnalysis.level(SoundAnalysis.frames(samples, from: 0, to: 1)) == -.infinity)
    #expect(SoundAnalysis.onsets(samples) == [1])
  }

  /// The session page of the web with the app's `arguments`: the song playing, its `<audio>`
  /// element's markup, and the bytes its source serves (from the page's own origin).
  @MainActor private static func webSession(_ arguments: [String]) async throws -> (
    player: String, audio: String?, served: Data?
  ) {
    let command = try MeditationCommand.parse(arguments)
    let tab = try #require(try command.makeTab(at: "/meditation/session"))
    let images = ImageRoutes()
    let session = WebSession(tab, images: images)
    defer { session.close() }
    await WebServer.openSteps(of: session, timeout: .seconds(10), clock: ContinuousClock())
    await session.waitUntilSettled()
    session.start()
    let picking = session.mainHTML.description
    let song = try #require(picking.firstMatch(of: /data-action="(session\/song-\d+)"/)?.1)
    try session.receive(#"{"type":"click","action":"\#(song)"}"#)
    try session.receive(#"{"type":"click","action":"session/act-start"}"#)
    let player = session.mainHTML.description
    // Where the session is, on the real clock a tab's session plays on: a number of seconds,
    // whose value SessionPageRecordingTests checks on a test clock.
    let audio = player.firstMatch(of: /<audio [^>]*><\/audio>/).map {
      String($0.0).replacing(/data-at="\d+\.\d\d"/, with: #"data-at="S""#)
    }
    let token = player.firstMatch(of: /src="\/media\/([^"]+)"/).map { String($0.1) }
    guard let token, let route = images.route(token) else { return (player, audio, nil) }
    return (player, audio, try await images.mediaBytes(token, of: route))
  }

  @Test func theWebPlaysTheRecordingInTheTabFromItsOwnOrigin() async throws {
    let mp3 = try await toneMP3()
    let data = folder.path
    let web = try await openverse(songs: { [Self.toneSong(at: $0)] }, files: ["tone.mp3": mp3]) {
      url in
      try await Self.webSession([
        "--openverse-api", url.appendingPathComponent("v1/").absoluteString, "--data-dir", data,
      ])
    }
    // The page's own path for the recording, where the session is in it, that it plays, and at
    // what volume: what the page script keeps the element to; and what it says when the browser
    // cannot play it, waits for it and plays it (the song's id, from its Openverse UUID).
    #expect(
      web.audio
        == #"<audio id="recording" preload="auto" src="/media/1" data-at="S" data-playing="true" data-volume="1.00" data-failed="session/recording-failed-775466015" data-waits="session/recording-waits-775466015" data-plays="session/recording-plays-775466015"></audio>"#
    )
    #expect(web.served == mp3, "the recording's own bytes, from this server")
    // No note that it plays silently: the tab plays it. The credit its licence asks for is shown.
    #expect(!web.player.contains("Plays silently"))
    #expect(
      web.player.contains("♪ &quot;Morning Tone&quot; by Ann Ng is licensed under CC BY 4.0."))
  }

  @Test func theBundledSessionsStaySilentInTheTab() async throws {
    let web = try await Self.webSession(["--data-dir", folder.path])
    #expect(web.audio == nil && web.served == nil)
    #expect(web.player.contains("♪ Plays silently here: the sound would come from the server"))
  }
}

import ArgumentParser
import Foundation
import MVVMKitNetworking
import MVVMKitStorage
import Meditation
import MeditationSound
import ShowcaseTerminal
import ShowcaseWeb
import TerminalUI
import WebUI

/// The Meditation app's composition root: its catalogue, its session log and its first screen,
/// from the options.
extension MeditationCommand {
  /// The session log of `--data-dir` (only looked at with `--once`, and then what a session
  /// records stays in memory; in a replay not opened at all, its sittings in memory too), and why
  /// there is none.
  func sessionStore() -> (store: (any SessionStore)?, notice: String?) {
    let directory = dataDirectory.url
    let looking = display.once
    let (log, notice) =
      looking && !SessionLog.exists(in: directory)
      ? (nil, nil)
      : openStore { () throws(StoreError) in
        try SessionLog(directory: directory, lookingOnly: looking)
      }
    return (looking || Replay.current != nil ? UnsavedSessions(over: log) : log, notice)
  }

  /// The app's flow on `catalog`, over the session log of ``sessionStore()``, its sessions playing their
  /// sound through `sound` on `clock`, at `routes`; the songs' recordings, for a view that plays
  /// them itself, from `recordings`.
  @MainActor
  func makeFlow(
    catalog: any SongCatalog, sound: SessionSound, clock: any Clock<Duration>,
    routes: [MeditationRoute] = [], recordings: (@Sendable (URL) async throws -> Data)? = nil
  ) -> MeditationFlow {
    let (store, notice) = sessionStore()
    return MeditationFlow(
      name: name ?? ProcessInfo.processInfo.userName, store: store, storeNotice: notice,
      catalog: catalog, clock: clock, makePlayer: { sound.player(on: clock) }, routes: routes,
      recordings: recordings)
  }

  /// The home screen, for the menu: the first of a new flow's screens, its sessions on the real
  /// clock with the sound the options choose.
  @MainActor
  func makeFirstScreen(clients: any ServiceClients) throws -> any TerminalScreen {
    let sound = try makeSound()
    sound.library = try recordings(clients: clients)
    let flow = makeFlow(
      catalog: try catalog(clients: clients), sound: sound, clock: display.playingClock)
    guard let home = AppScreens.screens(of: flow).first else {
      throw ValidationError("The Meditation app opens on its home board.")
    }
    return home
  }

  /// A new flow showing `route`, for a browser's tab, whose sessions play on the real clock: the
  /// songs' recordings in the tab (their bytes served by `showcase web`); the generated sound
  /// nowhere, since it would come out of the server's speakers, not the tab's.
  @MainActor
  func makeFlow(at route: MeditationRoute, clients: any ServiceClients) throws -> MeditationFlow {
    let recordings = try recordingBytes(clients: clients)
    return makeFlow(
      catalog: try catalog(clients: clients),
      sound: SessionSound(
        silentSaying: recordings == nil
          ? "Plays silently here: the sound would come from the server" : nil),
      clock: display.playingClock, routes: [route], recordings: recordings)
  }

  /// The bytes of a song's recording, for a browser's `<audio>`: fetched through the live
  /// client, whose answers are kept on disk; `nil` on the bundled catalogue, whose sound is
  /// generated.
  func recordingBytes(clients: any ServiceClients) throws -> (@Sendable (URL) async throws -> Data)?
  {
    guard try songsAPI.baseURL() == nil, try openverseAPI.baseURL(live: display.network.live) != nil
    else { return nil }
    let client = display.network.liveClient(clients)
    return { url in
      let response = try await client.send(
        HTTPRequest(url: url, timeout: RecordingLibrary.fetchTimeout))
      guard response.isSuccess else { throw APIError.status(of: response) }
      return response.body
    }
  }

  /// The catalogue: a server speaking the bundled catalogue's shape at `--songs-api`; Openverse's
  /// music at `--openverse-api` or with `--live`; the bundled sample otherwise; through `clients`.
  func catalog(clients: (any ServiceClients)? = nil) throws -> any SongCatalog {
    if try songsAPI.baseURL() != nil {
      return try songsAPI.service(
        SongCatalogService.self, clients: clients, network: display.network)
    }
    guard let url = try openverseAPI.baseURL(live: display.network.live) else {
      return SongCatalogService.bundled(through: wrapping(clients))
    }
    return OpenverseAudioCatalog(client: display.network.liveClient(clients), baseURL: url)
  }

  /// Where songs' recordings are fetched: through the live client, whose answers are kept on
  /// disk; none on the bundled catalogue, whose songs' sound is generated.
  @MainActor
  func recordings(clients: (any ServiceClients)?) throws -> RecordingLibrary? {
    guard try songsAPI.baseURL() == nil, try openverseAPI.baseURL(live: display.network.live) != nil
    else { return nil }
    return RecordingLibrary(client: display.network.liveClient(clients))
  }
}

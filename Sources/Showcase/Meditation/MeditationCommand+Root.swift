import Foundation
import MVVMKitNetworking
import MVVMKitStorage
import Meditation
import TerminalUI
import WebUI

/// The Meditation app's composition root: its catalogue, its session log and its first screen,
/// from the options.
extension MeditationCommand {
  /// The home board on `catalog`, over the session log of `--data-dir`, whose sessions play
  /// their sound through `sound`. With `--once` the log is only looked at (it is never made,
  /// changed or moved), and what a session records stays in memory.
  @MainActor
  func makeHomeScreen(catalog: any SongCatalog, sound: SessionSound) -> MeditationHomeScreen {
    Self.homeScreen(makeHome(), catalog: catalog, clock: display.playingClock, sound: sound)
  }

  /// The home's view model, over the session log of `--data-dir` (only looked at with `--once`).
  @MainActor
  func makeHome() -> HomeViewModel {
    let directory =
      dataDir.map { URL(fileURLWithPath: $0) }
      ?? SessionLog.defaultDirectory(app: ShowcaseCommand.folderName)
    let looking = display.once
    let (log, notice) =
      looking && !SessionLog.exists(in: directory)
      ? (nil, nil)
      : openStore { () throws(StoreError) in
        try SessionLog(directory: directory, lookingOnly: looking)
      }
    let store: (any SessionStore)? = looking ? UnsavedSessions(over: log) : log
    return HomeViewModel(
      name: name ?? ProcessInfo.processInfo.userName, store: store, storeNotice: notice)
  }

  @MainActor
  func makeFirstScreen(inspector: Inspector) throws -> MeditationHomeScreen {
    makeHomeScreen(catalog: try catalog(inspector: inspector), sound: try makeSound())
  }

  /// The home page in the browser, whose sessions play on the real clock. Silently: the sound
  /// would come out of the server's speakers, not the tab's.
  @MainActor
  func makeFirstPage(inspector: Inspector) throws -> any WebPage {
    let (catalog, clock) = (try catalog(inspector: inspector), display.playingClock)
    let silent = SessionSound(silentSaying: nil)
    return MeditationHomePage(viewModel: makeHome()) { home in
      home.makeSession(catalog: catalog, player: silent.player(on: clock), clock: clock)
    }
  }

  /// The home screen, whose sessions play on `clock` (the real one, or a replay's) with their
  /// sound through `sound` (by default, none).
  @MainActor
  static func homeScreen(
    _ home: HomeViewModel, catalog: any SongCatalog, clock: any Clock<Duration>,
    sound: SessionSound = SessionSound(silentSaying: nil)
  ) -> MeditationHomeScreen {
    MeditationHomeScreen(viewModel: home) { home in
      home.makeSession(catalog: catalog, player: sound.player(on: clock), clock: clock)
    }
  }

  /// The catalogue: live at the given API URL (option first, then environment), bundled
  /// otherwise; through `inspector`.
  func catalog(inspector: Inspector? = nil) throws -> any SongCatalog {
    try songsAPI.service(SongCatalogService.self, inspector: inspector)
  }
}

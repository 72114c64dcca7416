import Foundation
import MVVMKitNetworking
import MVVMKitStorage
import Meditation
import TerminalUI
import WebUI

/// The Meditation app's composition root: its catalogue, its session log and its first screen,
/// from the options.
extension MeditationCommand {
  /// The home board on `catalog`, over the session log of `--data-dir`. With `--once` the log is
  /// only looked at (it is never made, changed or moved), and what a session records stays in
  /// memory.
  @MainActor
  func makeHomeScreen(catalog: any SongCatalog) -> MeditationHomeScreen {
    Self.homeScreen(makeHome(), catalog: catalog, clock: display.playingClock)
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
    makeHomeScreen(catalog: try catalog(inspector: inspector))
  }

  /// The home page in the browser, whose sessions play on the real clock.
  @MainActor
  func makeFirstPage(inspector: Inspector) throws -> any WebPage {
    let (catalog, clock) = (try catalog(inspector: inspector), display.playingClock)
    return MeditationHomePage(viewModel: makeHome()) { home in
      home.makeSession(catalog: catalog, player: Self.player(on: clock), clock: clock)
    }
  }

  /// The home screen, whose sessions play on `clock` (the real one, or a replay's).
  @MainActor
  static func homeScreen(
    _ home: HomeViewModel, catalog: any SongCatalog, clock: any Clock<Duration>
  ) -> MeditationHomeScreen {
    MeditationHomeScreen(viewModel: home) { home in
      home.makeSession(catalog: catalog, player: player(on: clock), clock: clock)
    }
  }

  /// A player whose time runs on `clock`.
  @MainActor
  static func player(on clock: some Clock<Duration>) -> any Player {
    ClockPlayer(clock: clock)
  }

  /// The catalogue: live at the given API URL (option first, then environment), bundled
  /// otherwise; through `inspector`.
  func catalog(inspector: Inspector? = nil) throws -> any SongCatalog {
    try songsAPI.service(SongCatalogService.self, inspector: inspector)
  }
}

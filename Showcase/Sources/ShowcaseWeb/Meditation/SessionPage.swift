package import Foundation
package import MVVMKit
package import Meditation
package import WebUI

/// A session in the browser: picking the songs, then the player with its progress, pause, next
/// and previous. A song with a recording plays in the tab: an `<audio>` element whose source this
/// server serves from its own origin, which the page script keeps with the session's clock.
package final class SessionPage: PageOf<SessionViewModel>, ViewModelPage {
  /// The songs' cursor while picking: the view model's.
  private lazy var cursor = WebSelection(of: viewModel)
  /// The bytes of a recording, for the `<audio>` element; `nil` when the songs' sound is
  /// generated (the tab then plays nothing).
  private let recordings: (@Sendable (URL) async throws -> Data)?

  /// The page of `viewModel`, its songs' recordings played in the tab from `recordings`.
  package init(
    viewModel: SessionViewModel, recordings: (@Sendable (URL) async throws -> Data)? = nil
  ) {
    self.recordings = recordings
    super.init(viewModel: viewModel)
  }

  package var title: String { viewModel.title }
  package var actionKeys: ActionKeys { .meditation }

  package var regions: [WebRegion] {
    // Not live as a whole: its times change every second. What a screen reader is told is the
    // announcement, which changes when the song or its playing does.
    [region("session") { $0.session }]
  }

  /// What changed that matters while listening: the song that plays, or that it paused.
  private var announcement: String {
    guard viewModel.state == .listening, let row = viewModel.playingRow else { return "" }
    let playing = viewModel.isInterrupted || !viewModel.isPaused
    return (playing ? "Playing: " : "Paused: ") + row.title + " — " + row.subtitle
  }

  private func session(_ context: RegionContext) -> HTML {
    let retry = retryAction(in: context)
    return HTML {
      HTML.element("h1") { viewModel.title }
      HTML.element("p", ["class": "visually-hidden", "role": "status"]) { announcement }
      HTML.paragraph(viewModel.sourceNote, class: "sample")
      HTML.paragraph(viewModel.soundNote.map { "♪ " + $0 }, class: "sample")
      HTML.section(
        for: viewModel.songsStatus, hasContent: false, loading: viewModel.songsLoadingText,
        retry: retry
      ) {
        viewModel.state == .listening ? player(context) : picking(context)
      }
    }
  }

  private func picking(_ context: RegionContext) -> HTML {
    let rows = viewModel.rows
    return HTML {
      HTML.element("p", ["class": "muted"]) { viewModel.pickedSummary }
      HTML.rows(
        rows.enumerated().map { index, row in
          let picked = row.mode == .picking(.selected)
          return WebRow(
            label: (picked ? "☑ " : "☐ ") + row.title + " — " + row.subtitle, value: row.time,
            action: context.action("song-\(row.id)") { [weak self] in
              self?.viewModel.songTapped(index)
            }, isPressed: picked)
        }, ids: rows.map { .song($0.id) }, selection: cursor, in: context)
      HTML.element("p") {
        for action in viewModel.actions where action.id == "start" {
          HTML.action(
            action, keys: actionKeys, title: viewModel.startTitle, isPrimary: true, in: context)
        }
        if let reason = viewModel.startDisabledReason {
          HTML.element("span", ["class": "muted"]) { " " + reason }
        }
      }
    }
  }

  private func player(_ context: RegionContext) -> HTML {
    let actions = Dictionary(viewModel.actions.map { ($0.id, $0) }) { first, _ in first }
    /// The button of the action `id`, where the session offers it now.
    func button(_ id: ActionID, _ title: String, isPrimary: Bool = false) -> HTML {
      guard let action = actions[id] else { return HTML() }
      return HTML.action(action, keys: actionKeys, title: title, isPrimary: isPrimary, in: context)
    }
    let rows = viewModel.visibleRows
    return HTML {
      HTML.element("p", ["class": viewModel.isPaused ? "muted" : "up"]) {
        viewModel.isInterrupted
          ? "◌ Waiting for the recording…" : viewModel.isPaused ? "❚❚ Paused" : "▶ Playing"
      }
      HTML.element("ul", ["class": "rows songs"]) {
        for row in rows {
          let playing = row.mode == .listening(.playing)
          HTML.element("li", ["class": playing ? "selected" : nil]) {
            HTML.element(
              "button",
              [
                "type": "button", "aria-current": playing ? "true" : nil,
                "data-action": context.action("play-\(row.id)") { [weak self] in
                  guard let index = self?.viewModel.rows.firstIndex(where: { $0.id == row.id })
                  else { return }
                  self?.viewModel.songTapped(index)
                },
              ]
            ) {
              HTML.element("span") { row.title + " — " + row.subtitle }
              HTML.element("span", ["class": "value"]) {
                row.progress.map { $0.elapsed + " / " + $0.remaining } ?? row.time
              }
            }
            if let progress = row.progress {
              HTML.element(
                "progress",
                [
                  "max": "1000", "value": "\(Int(progress.fraction * 1000))",
                  "aria-label": row.title,
                ]
              ) {}
            }
            HTML.paragraph(row.problem, class: "muted")
          }
        }
      }
      HTML.paragraph(viewModel.timeLeft, class: "up")
      HTML.element("p", ["class": "controls"]) {
        button("previous", "⏮ Previous")
        button("seek-back", "−10 s")
        button("play-pause", viewModel.isPaused ? "▶ Play" : "❚❚ Pause", isPrimary: true)
        button("seek-forward", "+10 s")
        button("next", "Next ⏭")
      }
      HTML.element("p", ["class": "controls"]) {
        button("softer", "− Softer")
        HTML.element("span") { " " + viewModel.volumeText + " " }
        button("louder", "Louder +")
      }
      HTML.element("p", ["class": "muted", "id": "session-progress"]) { viewModel.sessionProgress }
      recording(context)
    }
  }

  /// The `<audio>` element of the song playing, when it has a recording: its source served from
  /// this server, and where the session is (`data-at`, in seconds), whether it plays and at what
  /// volume, which the page script keeps it to; the actions it clicks when the browser cannot
  /// play it (`data-failed`), waits for it to load (`data-waits`, the session holds) and plays it
  /// (`data-plays`); and the line the script shows when the browser holds the sound until a click.
  private func recording(_ context: RegionContext) -> HTML {
    guard let recordings, let playing = viewModel.nowPlaying,
      let recording = playing.song.recording
    else { return HTML() }
    let seconds =
      Double(playing.position.components.attoseconds) / 1e18
      + Double(playing.position.components.seconds)
    let song = playing.song
    // Told by the page script when the browser cannot play the recording.
    let failed = context.action("recording-failed-\(song.id)") { [weak self] in
      self?.viewModel.recordingFailed(
        song: song.id,
        problem: "The recording cannot be played in this tab (\(recording.fileType)).")
    }
    // Told while the browser waits for the recording, and when it plays: the session holds.
    let waits = context.action("recording-waits-\(song.id)") { [weak self] in
      self?.viewModel.recordingWaits(song: song.id)
    }
    let plays = context.action("recording-plays-\(song.id)") { [weak self] in
      self?.viewModel.recordingPlays(song: song.id)
    }
    return HTML {
      HTML.element(
        "audio",
        [
          "id": "recording", "preload": "auto",
          "src": context.media(recording.url, loading: recordings),
          "data-at": String(format: "%.2f", seconds),
          "data-playing": playing.isPlaying ? "true" : "false",
          "data-volume": String(format: "%.2f", playing.volume), "data-failed": failed,
          "data-waits": waits, "data-plays": plays,
        ]
      ) {}
      HTML.element("p", ["id": "sound-gesture", "class": "muted", "hidden": ""]) {
        "This browser starts no sound by itself: click anywhere on the page to hear the recording."
      }
    }
  }

  package func handle(_ key: WebKey) -> Bool {
    switch (viewModel.state, key) {
    case (.picking, .escape), (.listening, .escape):
      viewModel.backTapped()
      return true
    case (.picking, _): return cursor.handle(key) { _ in viewModel.selectedItemChosen() }
    default: return false
    }
  }

}

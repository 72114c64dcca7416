import MVVMKit
package import Meditation
import WebUI

/// A session in the browser: picking the songs, then the player with its progress, pause, next
/// and previous.
package final class SessionPage: PageOf<SessionViewModel>, ViewModelPage {
  private let cursor = WebSelection<Int>()

  var title: String { viewModel.title }
  var keyHelp: KeyValuePairs<String, String> {
    ["space": "pause or play", "n": "next song", "p": "previous song"]
  }

  var regions: [WebRegion] {
    [WebRegion("session", isLive: true) { [unowned self] context in session(context) }]
  }

  private func session(_ context: RegionContext) -> HTML {
    let retry = context.action("retry") { [weak self] in self?.viewModel.retryTapped() }
    return HTML {
      HTML.element("h1") { viewModel.title }
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
    cursor.update(to: rows.map(\.id))
    let start = context.action("start") { [weak self] in self?.viewModel.startTapped() }
    return HTML {
      HTML.element("p", ["class": "muted"]) { viewModel.pickedSummary }
      HTML.element("ul", ["class": "rows songs"]) {
        for (index, row) in rows.enumerated() {
          let picked = row.mode == .picking(.selected)
          HTML.element("li", ["class": index == cursor.index ? "selected" : nil]) {
            HTML.element(
              "button",
              [
                "type": "button", "aria-pressed": picked ? "true" : "false",
                "data-action": context.action("song-\(row.id)") { [weak self] in
                  self?.viewModel.songTapped(index)
                },
              ]
            ) {
              HTML.element("span") { (picked ? "☑ " : "☐ ") + row.title + " — " + row.subtitle }
              HTML.element("span", ["class": "value"]) { row.time }
            }
          }
        }
      }
      HTML.element("p") {
        HTML.element(
          "button",
          [
            "type": "button", "class": "primary", "data-action": start,
            "disabled": viewModel.startDisabledReason == nil ? nil : "disabled",
          ]
        ) { viewModel.startTitle }
        if let reason = viewModel.startDisabledReason {
          HTML.element("span", ["class": "muted"]) { " " + reason }
        }
      }
    }
  }

  private func player(_ context: RegionContext) -> HTML {
    let previous = context.action("previous") { [weak self] in self?.viewModel.previousTapped() }
    let playPause = context.action("play-pause") { [weak self] in self?.viewModel.playPauseTapped()
    }
    let next = context.action("next") { [weak self] in self?.viewModel.nextTapped() }
    let back = context.action("seek-back") { [weak self] in self?.seek(forward: false) }
    let forward = context.action("seek-forward") { [weak self] in self?.seek(forward: true) }
    let softer = context.action("softer") { [weak self] in
      self?.viewModel.volumeTapped(up: false)
    }
    let louder = context.action("louder") { [weak self] in self?.viewModel.volumeTapped(up: true) }
    let rows = viewModel.visibleRows
    let isSitting = viewModel.sitting != nil
    return HTML {
      HTML.element("p", ["class": viewModel.isPaused ? "muted" : "up"]) {
        viewModel.isPaused ? "❚❚ Paused" : "▶ Playing"
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
          }
        }
      }
      HTML.paragraph(viewModel.timeLeft, class: "up")
      HTML.element("p", ["class": "controls"]) {
        if !isSitting {
          HTML.element("button", ["type": "button", "data-action": previous]) { "⏮ Previous" }
        }
        HTML.element("button", ["type": "button", "data-action": back]) { "−10 s" }
        HTML.element("button", ["type": "button", "class": "primary", "data-action": playPause]) {
          viewModel.isPaused ? "▶ Play" : "❚❚ Pause"
        }
        HTML.element("button", ["type": "button", "data-action": forward]) { "+10 s" }
        if !isSitting {
          HTML.element("button", ["type": "button", "data-action": next]) { "Next ⏭" }
        }
      }
      HTML.element("p", ["class": "controls"]) {
        HTML.element("button", ["type": "button", "data-action": softer, "aria-label": "Softer"]) {
          "−"
        }
        HTML.element("span") { " " + viewModel.volumeText + " " }
        HTML.element("button", ["type": "button", "data-action": louder, "aria-label": "Louder"]) {
          "+"
        }
      }
      HTML.element("p", ["class": "muted", "id": "session-progress"]) { viewModel.sessionProgress }
    }
  }

  /// 10 s on in the song, or back.
  private func seek(forward: Bool) {
    let step = SessionViewModel.seekStep
    viewModel.seekTapped(by: forward ? step : .zero - step)
  }

  func handle(_ key: WebKey) -> Bool {
    switch (viewModel.state, key) {
    case (.listening, .space): viewModel.playPauseTapped()
    case (.listening, .left), (.listening, .right): seek(forward: key == .right)
    case (.listening, .louder): viewModel.volumeTapped(up: true)
    case (.listening, .softer): viewModel.volumeTapped(up: false)
    case (.listening, .next): viewModel.nextTapped()
    case (.listening, .previous): viewModel.previousTapped()
    case (.picking, .enter):
      guard let id = cursor.selectedID,
        let index = viewModel.rows.firstIndex(where: { $0.id == id })
      else { return false }
      viewModel.songTapped(index)
    case (.picking, .escape), (.listening, .escape): viewModel.backTapped()
    case (.picking, _): return cursor.move(key)
    default: return false
    }
    return true
  }

}

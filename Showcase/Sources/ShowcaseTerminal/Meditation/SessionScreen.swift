import MVVMKit
package import Meditation
package import TerminalUI

/// A meditation session in the terminal: picking the songs, then the player. One row a song, each
/// drawn from its own ``SongViewModel`` (see ``SongRow``); the rows change mode together when the
/// view model goes from picking to listening.
package final class SessionScreen: ScreenOf<SessionViewModel>, ViewModelScreen {
  /// The list's cursor: the view model's (a song shown, or START after the last one), scrolled
  /// into view.
  private var cursorList = SelectableList<SessionViewModel.Item>()

  package var title: String { viewModel.title }

  package var bindings: [KeyBinding] {
    let back = [
      KeyBinding(
        [.escape, .character("q")], "Esc",
        viewModel.state != .listening ? "back" : viewModel.sitting == nil ? "songs" : "end"
      ) { [weak self] in self?.back() }
    ]
    // Until the songs are in, only the way back (and retry, once they failed) acts.
    guard viewModel.songs.value?.isEmpty == false else {
      return retryBindings + back
    }
    let moving = KeyBinding.moving { [weak self] key in
      guard let self else { return }
      cursorList.move(key, selectingIn: viewModel)
    }
    let actions = KeyBinding.actions(viewModel.actions, keys: .meditation)
    guard viewModel.state == .listening else {
      let onStart = viewModel.selectedItem == .start
      // Start only once a song is picked: until then neither s nor Enter on START acts.
      let canStart = viewModel.startDisabledReason == nil
      let action = onStart ? "start" : "pick"
      var keys: [KeyBinding] = []
      if !onStart || canStart {
        keys += [
          KeyBinding([.enter], "Enter", action) { [weak self] in self?.pressed() },
          KeyBinding([.character(" ")], "space", action, isInStatusBar: false) { [weak self] in
            self?.pressed()
          },
        ]
      }
      return keys + actions + moving + back
    }
    // A timer has one sitting: nothing to pick; Esc ends it.
    guard viewModel.sitting == nil else { return actions + back }
    return actions + [KeyBinding([.enter], "Enter", "play") { [weak self] in self?.pressed() }]
      + moving + back
  }

  package func processWillStop() {
    viewModel.interruptionBegan()
  }

  package func processDidContinue() {
    viewModel.interruptionEnded()
  }

  package func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    // On a wide terminal, the songs and the player in a column of their own, centred, where the
    // eye is, rather than spread across the width.
    let full = rect.inset(horizontal: 1)
    let area = full.width > readableLineWidth ? full.centred(width: readableLineWidth) : full
    buffer.draw(viewModel.title, x: area.x, y: area.y, maxWidth: area.width - 16, style: .strong)
    guard
      let songs = buffer.drawPlaceholder(
        for: viewModel.songs, loading: viewModel.songsLoadingText,
        retryHint: KeyBinding.retryHint(in: bindings),
        tick: tick,
        in: Rect(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2))
    else { return }
    if songs.isEmpty {
      buffer.drawEmptyState(
        "The catalogue has no songs.",
        in: Rect(x: area.x, y: area.y + 2, width: area.width, height: 1))
      return
    }
    if let note = viewModel.sourceNote {
      buffer.draw(note, x: area.x, y: area.y + area.height - 1, maxWidth: area.width, style: .faint)
    }
    if viewModel.state == .listening {
      drawPlayer(in: area, on: &buffer)
    } else {
      drawPicking(in: area, on: &buffer)
    }
  }

  // MARK: Drawing

  private func drawPicking(in area: Rect, on buffer: inout ScreenBuffer) {
    let rows = viewModel.rows
    let status = viewModel.pickedSummary
    buffer.draw(
      status, x: area.x + area.width - DisplayWidth.of(status), y: area.y, style: .faint)
    // Below the list: a blank line, START, the reason it is disabled, and the source note.
    let list = Rect(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2 - 4)
    drawRows(rows, in: list, on: &buffer)
    let startY = list.y + min(list.height, rows.count) + 1
    let start = "[ \(viewModel.startTitle) ]"
    let isOnStart = viewModel.selectedItem == .start
    buffer.addMouseTarget(
      MouseTarget(Rect(x: area.x, y: startY, width: DisplayWidth.of(start), height: 1)) {
        [weak self] in self?.viewModel.startTapped()
      })
    if let reason = viewModel.startDisabledReason {
      buffer.draw(
        start, x: area.x, y: startY, maxWidth: area.width,
        style: isOnStart ? Style.inverted.dimmed() : .faint)
      buffer.draw(
        reason, x: area.x, y: startY + 1, maxWidth: area.width,
        style: Style.plain.foreground(.yellow))
    } else {
      buffer.draw(
        start, x: area.x, y: startY, maxWidth: area.width,
        style: isOnStart ? Style.inverted.emphasized() : Style.strong.foreground(.green))
    }
  }

  private func drawPlayer(in area: Rect, on buffer: inout ScreenBuffer) {
    let state = viewModel.isPaused ? "❚❚ Paused" : "▶ Playing"
    buffer.draw(
      state, x: area.x + area.width - DisplayWidth.of(state), y: area.y,
      style: viewModel.isPaused ? Style.strong.foreground(.yellow) : Style.strong.foreground(.green)
    )
    let rows = viewModel.visibleRows
    // Below the list: a blank line, the controls, where the session is, what the sound says, and
    // the source note.
    let soundNote = viewModel.soundNote
    let below = soundNote == nil ? 4 : 5
    if let soundNote {
      buffer.draw(
        "♪ " + soundNote, x: area.x, y: area.y + area.height - 2, maxWidth: area.width,
        style: Style.plain.foreground(.yellow))
    }
    let list = Rect(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2 - below)
    drawRows(rows, in: list, on: &buffer)
    let extra = SongRow.extraLines(of: rows)
    let controlsY = list.y + min(list.height, rows.count + extra) + 1
    drawControls(at: controlsY, in: area, on: &buffer)
    var x = area.x
    if let left = viewModel.timeLeft {
      x += buffer.draw(
        left + "  ", x: x, y: controlsY + 1, maxWidth: area.width,
        style: Style.strong.foreground(.green))
    }
    buffer.draw(
      viewModel.sessionProgress + " · " + viewModel.volumeText, x: x, y: controlsY + 1,
      maxWidth: area.x + area.width - x, style: .faint)
  }

  /// The player's buttons, centred on row `y`: previous, play or pause, next (the session's
  /// actions, where it has them), each clickable as its key is pressable, and naming its key.
  private func drawControls(at y: Int, in area: Rect, on buffer: inout ScreenBuffer) {
    let actions = Dictionary(viewModel.actions.map { ($0.id, $0) }) { first, _ in first }
    let shown: [(id: ActionID, label: (String) -> String)] = [
      ("previous", { "⏮ \($0)" }),
      (
        "play-pause",
        { [viewModel] in
          (viewModel.isPaused ? "▶ " : "❚❚ ") + $0
        }
      ), ("next", { "\($0) ⏭" }),
    ]
    let buttons: [(String, @MainActor () -> Void)] = shown.compactMap { id, label in
      guard let action = actions[id] else { return nil }
      let key = ActionKeys.meditation.keys(for: id).first.map { " (\($0.label.lowercased()))" }
      return (label(action.title + (key ?? "")), action.perform)
    }
    let gap = 3
    let total = buttons.reduce(gap * (buttons.count - 1)) { $0 + DisplayWidth.of($1.0) }
    var x = area.x + max(0, (area.width - total) / 2)
    for (label, press) in buttons where x < area.x + area.width {
      let width = buffer.draw(
        label, x: x, y: y, maxWidth: area.x + area.width - x, style: .strong)
      buffer.addMouseTarget(MouseTarget(Rect(x: x, y: y, width: width, height: 1), click: press))
      x += width + gap
    }
  }

  /// The rows in `rect`, scrolled to keep the cursor in view; the playing row takes a second line
  /// for its progress.
  private func drawRows(_ rows: [SongViewModel], in rect: Rect, on buffer: inout ScreenBuffer) {
    cursorList.follow(viewModel, among: viewModel.items)
    let extra = SongRow.extraLines(of: rows)
    let fits = rows.count + extra <= rect.height
    // START is drawn under the list, not in it.
    let shown = cursorList.layout(visibleRows: rect.height - extra - (fits ? 0 : 1))
      .clamped(to: 0..<rows.count)
    let layout = SongRow.layout(of: rows, width: rect.width)
    var y = rect.y
    let select: @MainActor (Int) -> Void = { [weak self] index in
      guard let self, rows.indices.contains(index) else { return }
      viewModel.select(.song(rows[index].id))
    }
    let open: @MainActor () -> Void = { [weak self] in self?.pressed() }
    for index in shown {
      let isSelected = index == cursorList.selection
      let height = SongRow(viewModel: rows[index], isPaused: viewModel.isPaused)
        .draw(at: y, in: rect, layout: layout, isSelected: isSelected, on: &buffer)
      buffer.addMouseTarget(
        .choice(
          Rect(x: rect.x, y: y, width: rect.width, height: height), index: index,
          isSelected: isSelected, select: select, open: open))
      y += height
    }
    if !fits {
      buffer.drawPosition(shown, of: rows.count, x: rect.x, y: y, maxWidth: rect.width)
    }
  }

  // MARK: Keys

  private func pressed() {
    viewModel.selectedItemChosen()
  }

  /// Back: from the player to the songs, the cursor staying on its song (it follows the song by
  /// its identity); from the songs, out.
  private func back() {
    viewModel.backTapped()
  }
}

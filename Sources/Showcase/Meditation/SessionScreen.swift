import MVVMKit
import Meditation
import TerminalUI

/// A meditation session in the terminal: picking the songs, then the player. One row a song, each
/// drawn from its own ``SongViewModel`` (see ``SongRow``); the rows change mode together when the
/// view model goes from picking to listening.
@MainActor
final class SessionScreen: ViewModelScreen {
  let viewModel: SessionViewModel
  private let home: HomeViewModel
  /// The row the cursor is on, among the rows shown; while picking, one past the last is START.
  private var cursor = 0
  private var scroll = ScrollState()
  private var visibleRows = 1
  private var subscription: EventSubscription?
  weak var navigator: Navigator?

  /// The session of `viewModel`; when it finishes, a summary of `home`'s figures takes its place.
  init(viewModel: SessionViewModel, home: HomeViewModel) {
    self.viewModel = viewModel
    self.home = home
  }

  var title: String { viewModel.title }

  var bindings: [KeyBinding] {
    let back = [
      KeyBinding(
        [.escape, .character("q")], "Esc", viewModel.state == .listening ? "songs" : "back"
      ) { [weak self] in self?.back() }
    ]
    let moving = KeyBinding.moving { [weak self] key in self?.move(key) }
    guard viewModel.state == .listening else {
      let onStart = cursor >= viewModel.rows.count
      return [
        KeyBinding([.enter, .character(" ")], "Enter", onStart ? "start" : "pick") {
          [weak self] in self?.pressed()
        },
        KeyBinding([.character("s")], "s", "start") { [weak self] in self?.start() },
      ] + moving + back
    }
    return [
      KeyBinding([.character(" ")], "space", viewModel.isPaused ? "play" : "pause") {
        [weak self] in self?.viewModel.playPauseTapped()
      },
      KeyBinding([.character("n")], "n", "next") { [weak self] in self?.viewModel.nextTapped() },
      KeyBinding([.character("p")], "p", "previous") { [weak self] in
        self?.viewModel.previousTapped()
      },
      KeyBinding([.enter], "Enter", "play") { [weak self] in self?.pressed() },
    ] + moving + back
  }

  func processWillStop() {
    viewModel.interruptionBegan()
  }

  func processDidContinue() {
    viewModel.interruptionEnded()
  }

  func appeared() {
    viewModel.appeared()
    subscription = viewModel.events.listen { [weak self] event in
      switch event {
      case .closed: self?.close()
      }
    }
  }

  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let area = rect.inset(horizontal: 1)
    buffer.draw(viewModel.title, x: area.x, y: area.y, maxWidth: area.width - 16, style: .strong)
    guard let songs = viewModel.songs.value else {
      let body = Rect(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2)
      if let failure = viewModel.songs.failure {
        buffer.drawErrorBanner(failure.message, retryHint: "Esc to go back", in: body)
      } else {
        buffer.drawLoading("Loading the songs…", tick: tick, in: body)
      }
      return
    }
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
    let isOnStart = cursor >= rows.count
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
    // Below the list: a blank line, the controls, where the session is, and the source note.
    let list = Rect(x: area.x, y: area.y + 2, width: area.width, height: area.height - 2 - 4)
    drawRows(rows, in: list, on: &buffer)
    let extra = rows.contains { $0.progress != nil } ? 1 : 0
    let controlsY = list.y + min(list.height, rows.count + extra) + 1
    let middle = viewModel.isPaused ? "▶ play (space)" : "❚❚ pause (space)"
    let controls = "⏮ previous (p)   \(middle)   next (n) ⏭"
    buffer.draw(
      controls, x: area.x + max(0, (area.width - DisplayWidth.of(controls)) / 2), y: controlsY,
      maxWidth: area.width, style: .strong)
    buffer.draw(
      viewModel.sessionProgress, x: area.x, y: controlsY + 1, maxWidth: area.width, style: .faint)
  }

  /// The rows in `rect`, scrolled to keep the cursor in view; the playing row takes a second line
  /// for its progress.
  private func drawRows(_ rows: [SongViewModel], in rect: Rect, on buffer: inout ScreenBuffer) {
    cursor = min(cursor, max(0, cursorCount - 1))
    let extra = rows.contains { $0.progress != nil } ? 1 : 0
    let fits = rows.count + extra <= rect.height
    visibleRows = max(1, rect.height - extra - (fits ? 0 : 1))
    scroll.reveal(min(cursor, rows.count - 1), visibleRows: visibleRows, count: rows.count)
    let shown = scroll.offset..<min(rows.count, scroll.offset + visibleRows)
    let layout = SongRow.layout(of: rows, width: rect.width)
    var y = rect.y
    for index in shown {
      y += SongRow(viewModel: rows[index], isPaused: viewModel.isPaused)
        .draw(at: y, in: rect, layout: layout, isSelected: index == cursor, on: &buffer)
    }
    if !fits {
      buffer.drawPosition(shown, of: rows.count, x: rect.x, y: y, maxWidth: rect.width)
    }
  }

  // MARK: Keys

  /// How many places the cursor has: the rows shown, and START while picking.
  private var cursorCount: Int {
    viewModel.state == .listening ? viewModel.visibleRows.count : viewModel.rows.count + 1
  }

  private func move(_ key: Key) {
    let last = max(0, cursorCount - 1)
    switch key {
    case .up: cursor = max(0, cursor - 1)
    case .down: cursor = min(last, cursor + 1)
    case .pageUp: cursor = max(0, cursor - max(1, visibleRows - 1))
    case .pageDown: cursor = min(last, cursor + max(1, visibleRows - 1))
    case .home: cursor = 0
    case .end: cursor = last
    default: break
    }
  }

  private func pressed() {
    switch viewModel.state {
    case .picking:
      guard cursor < viewModel.rows.count else { return start() }
      viewModel.songTapped(cursor)
    case .listening:
      let rows = viewModel.visibleRows
      guard rows.indices.contains(cursor),
        let index = viewModel.rows.firstIndex(where: { $0.id == rows[cursor].id })
      else { return }
      viewModel.songTapped(index)
    case .dismiss, .finished:
      return
    }
  }

  private func start() {
    viewModel.startTapped()
    guard viewModel.state == .listening else { return }
    cursor = viewModel.visibleRows.firstIndex { $0.mode == .listening(.playing) } ?? 0
    scroll = ScrollState()
  }

  /// Back: from the player to the songs, the cursor staying on its song; from the songs, out.
  private func back() {
    let rows = viewModel.visibleRows
    let id = rows.indices.contains(cursor) ? rows[cursor].id : nil
    viewModel.backTapped()
    cursor = viewModel.visibleRows.firstIndex { $0.id == id } ?? 0
  }

  private func close() {
    guard viewModel.state == .finished else {
      navigator?.pop()
      return
    }
    navigator?.replace(with: SessionSummaryScreen(viewModel: home))
  }
}

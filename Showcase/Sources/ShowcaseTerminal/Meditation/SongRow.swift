import Meditation
import TerminalUI

/// One song's row, drawn from its own ``SongViewModel``: a mark for its mode, the title, the
/// artist and the length; while it plays, a second line with the time played, a progress bar and
/// the time left.
///
/// The row reads its view model while the frame is drawn, and the app draws every frame inside
/// `observe`, so a change to this row's mode or progress draws it again. The row keeps no
/// subscription of its own: there is nothing to cancel when it goes, and nothing to leak.
@MainActor
struct SongRow {
  /// The columns shared by every row of a list, so titles, artists and lengths line up.
  struct Layout {
    var title: Int
    var artist: Int
    var time: Int

    /// The columns a row takes, from its mark to the end of its length.
    var width: Int { SongRow.markWidth + title + 1 + artist + 1 + time }
  }

  let viewModel: SongViewModel
  /// Whether playback is paused: the playing row's mark says so.
  let isPaused: Bool

  /// The mark's width, its space included.
  fileprivate nonisolated static let markWidth = 5

  /// Columns for `rows` in `width`: the length as wide as the widest, the artist up to a third of
  /// what is left, the title the rest, but no wider than the longest title and a gap, so a wide
  /// terminal keeps the columns together.
  static func layout(of rows: [SongViewModel], width: Int) -> Layout {
    let time = rows.map { DisplayWidth.of($0.time) }.max() ?? 4
    let artist = min(rows.map { DisplayWidth.of($0.subtitle) }.max() ?? 0, (width - time) / 3)
    let longest = (rows.map { DisplayWidth.of($0.title) }.max() ?? 0) + 2
    let title = max(1, min(longest, width - markWidth - artist - time - 2))
    return Layout(title: title, artist: artist, time: time)
  }

  /// The lines `rows` take past one each: a playing row's progress, a row's problem.
  static func extraLines(of rows: [SongViewModel]) -> Int {
    rows.filter { $0.progress != nil || $0.problem != nil }.count
  }

  /// Draws the row at `y` in `rect`, with the cursor on it when `isSelected`.
  ///
  /// - Returns: The lines it took: 2 while playing, 1 otherwise.
  func draw(
    at y: Int, in rect: Rect, layout: Layout, isSelected: Bool, on buffer: inout ScreenBuffer
  ) -> Int {
    let (mark, style) = appearance
    let rowStyle = isSelected ? Style.inverted.emphasized() : style
    if isSelected {
      buffer.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), style: .inverted)
    }
    var x = rect.x
    buffer.draw(mark, x: x + 1, y: y, maxWidth: Self.markWidth - 1, style: rowStyle)
    x += Self.markWidth
    buffer.draw(viewModel.title, x: x, y: y, maxWidth: layout.title, style: rowStyle)
    x += layout.title + 1
    buffer.draw(
      viewModel.subtitle, x: x, y: y, maxWidth: layout.artist,
      style: isSelected ? rowStyle : Style.plain.dimmed())
    x += layout.artist + 1
    buffer.draw(
      viewModel.time, x: x + layout.time - DisplayWidth.of(viewModel.time), y: y,
      maxWidth: layout.time, style: rowStyle)
    if let problem = viewModel.problem, viewModel.progress == nil, y + 1 < rect.y + rect.height {
      // Why it was not played, under its title.
      buffer.draw(
        problem, x: rect.x + Self.markWidth, y: y + 1,
        maxWidth: rect.width - Self.markWidth, style: .faint)
      return 2
    }
    guard let progress = viewModel.progress, y + 1 < rect.y + rect.height else { return 1 }
    drawProgress(
      progress, at: y + 1,
      in: Rect(x: rect.x, y: rect.y, width: min(rect.width, layout.width), height: rect.height),
      on: &buffer)
    return 2
  }

  /// "1:30 ━━━━━━━━──────── -1:20", under the title, as wide as the row.
  private func drawProgress(
    _ progress: SongViewModel.Progress, at y: Int, in rect: Rect, on buffer: inout ScreenBuffer
  ) {
    let x = rect.x + Self.markWidth
    let elapsed = buffer.draw(progress.elapsed, x: x, y: y, style: .strong) + 1
    let remainingWidth = DisplayWidth.of(progress.remaining)
    let barWidth = rect.width - Self.markWidth - elapsed - remainingWidth - 1
    if barWidth > 0 {
      let played = Int((progress.fraction * Double(barWidth)).rounded(.down))
      buffer.draw(
        String(repeating: "━", count: played), x: x + elapsed, y: y,
        style: Style.plain.foreground(.green))
      buffer.draw(
        String(repeating: "─", count: barWidth - played), x: x + elapsed + played, y: y,
        style: .faint)
    }
    buffer.draw(
      progress.remaining, x: rect.x + rect.width - remainingWidth, y: y, style: .faint)
  }

  /// The mark and style for the row's mode.
  private var appearance: (mark: String, style: Style) {
    switch viewModel.mode {
    case .picking(.selected): ("[✓]", Style.strong.foreground(.green))
    case .picking(.unselected): ("[ ]", .plain)
    case .listening(.playing): (isPaused ? "❚❚" : "▶", Style.strong.foreground(.green))
    case .listening(.playable): ("", .plain)
    case .listening(.hidden): ("", .faint)
    }
  }
}

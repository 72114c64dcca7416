/// The music player's rules over a session's rows: one ``SongMode`` per song, in catalogue order,
/// changing together when the screen goes from picking to listening and back.
public struct Playlist: Hashable, Sendable {
  /// Each row's mode.
  public private(set) var modes: [SongMode]

  /// `count` rows, none picked.
  public init(count: Int) {
    modes = Array(repeating: .picking(.unselected), count: count)
  }

  /// Rows in the given modes.
  public init(modes: [SongMode]) {
    self.modes = modes
  }

  /// The rows picked (selected while picking; playable or playing while listening).
  public var pickedIndices: [Int] {
    modes.indices.filter {
      switch modes[$0] {
      case .picking(.selected), .listening(.playable), .listening(.playing): true
      default: false
      }
    }
  }

  /// The row playing, while listening.
  public var playingIndex: Int? {
    modes.firstIndex(of: .listening(.playing))
  }

  /// Picking: selecting row `index` toggles it. Ignored while listening.
  public mutating func toggle(_ index: Int) {
    guard modes.indices.contains(index) else { return }
    switch modes[index] {
    case .picking(.selected): modes[index] = .picking(.unselected)
    case .picking(.unselected): modes[index] = .picking(.selected)
    case .listening: break
    }
  }

  /// Entering listening: the first picked row plays, the other picked rows are playable, and the
  /// rows not picked are hidden.
  public mutating func startListening() {
    let first = pickedIndices.first
    modes = modes.indices.map { index in
      switch modes[index] {
      case .picking(.selected), .listening(.playable), .listening(.playing):
        index == first ? .listening(.playing) : .listening(.playable)
      case .picking(.unselected), .listening(.hidden):
        .listening(.hidden)
      }
    }
  }

  /// Back to picking: the playing and playable rows are selected, the hidden ones not (the
  /// selection is kept).
  public mutating func backToPicking() {
    modes = modes.map { mode in
      switch mode {
      case .listening(.playing), .listening(.playable), .picking(.selected): .picking(.selected)
      case .listening(.hidden), .picking(.unselected): .picking(.unselected)
      }
    }
  }

  /// Listening: choosing a playable row plays it; the row that was playing becomes playable.
  public mutating func choose(_ index: Int) {
    guard modes.indices.contains(index), modes[index] == .listening(.playable) else { return }
    if let playing = playingIndex { modes[playing] = .listening(.playable) }
    modes[index] = .listening(.playing)
  }

  /// Listening: the next playable row after the playing one plays.
  ///
  /// - Returns: `false` past the last playable row: the session is over (nothing changes).
  @discardableResult
  public mutating func next() -> Bool {
    guard let playing = playingIndex else { return false }
    guard
      let next = modes.indices.first(where: { $0 > playing && modes[$0] == .listening(.playable) })
    else { return false }
    choose(next)
    return true
  }

  /// Listening: the previous playable row plays; on the first, nothing changes.
  ///
  /// - Returns: Whether another row plays now.
  @discardableResult
  public mutating func previous() -> Bool {
    guard let playing = playingIndex,
      let previous = modes.indices.last(where: {
        $0 < playing && modes[$0] == .listening(.playable)
      })
    else { return false }
    choose(previous)
    return true
  }
}

/// A place in a frame that answers the mouse: a row, a card, a chip, a field, a status-bar hint.
/// Views add them as they draw (``ScreenBuffer/addMouseTarget(_:)``), so a target is exactly
/// where its text is; the ``Navigator`` finds the last one added under the pointer, as the one
/// drawn on top.
///
/// ```swift
/// let select: @MainActor (Int) -> Void = { [weak self] index in self?.grid.select(index) }
/// let open: @MainActor () -> Void = { [weak self] in self?.openSelected() }
/// for card in shown {
///   let isSelected = card.index == grid.selection
///   buffer.drawCard(…, in: card.rect, isSelected: isSelected)
///   buffer.addMouseTarget(
///     .choice(card.rect, index: card.index, isSelected: isSelected, select: select, open: open))
/// }
/// ```
public struct MouseTarget: Sendable {
  /// Where it is on screen.
  public var rect: Rect
  /// What the wheel over it does, given ↑ or ↓; `nil` leaves the wheel to what is beneath it and,
  /// at last, to the screen as the key ↑ or ↓.
  public var wheel: (@MainActor (Key) -> Void)?
  private let action: Action

  /// What a click does: run a closure, or choose one of a list's choices with the closures the
  /// whole list shares, so that a frame of many choices makes no closure for each.
  private enum Action {
    case run(@MainActor () -> Void)
    case choose(
      index: Int, isSelected: Bool, select: @MainActor (Int) -> Void, open: @MainActor () -> Void)
  }

  /// What a click does.
  public var click: @MainActor () -> Void {
    switch action {
    case .run(let click): click
    case .choose(let index, let isSelected, let select, let open):
      isSelected ? open : { @MainActor in select(index) }
    }
  }

  /// A target at `rect` that `click` answers, and `wheel` if given.
  public init(
    _ rect: Rect, click: @escaping @MainActor () -> Void,
    wheel: (@MainActor (Key) -> Void)? = nil
  ) {
    self.rect = rect
    self.action = .run(click)
    self.wheel = wheel
  }

  private init(_ rect: Rect, action: Action) {
    self.rect = rect
    self.action = action
  }

  /// Something to choose, as lazygit's rows are: a click selects it (taking the focus there), and
  /// a click on it once selected opens it.
  ///
  /// For the choices of a list or grid, ``choice(_:index:isSelected:select:open:)`` shares its
  /// closures among them.
  ///
  /// - Parameters:
  ///   - rect: Where it is on screen.
  ///   - isSelected: Whether it is selected and has the focus now.
  ///   - select: Selects it, moving the focus to it.
  ///   - open: Opens it, as Enter does.
  public static func choice(
    _ rect: Rect, isSelected: Bool, select: @escaping @MainActor () -> Void,
    open: @escaping @MainActor () -> Void
  ) -> MouseTarget {
    MouseTarget(rect, click: isSelected ? open : select)
  }

  /// Choice `index` of a list or grid, as ``choice(_:isSelected:select:open:)``, with `select`
  /// and `open` made once for all the list's choices: a frame of fifty cards makes no closure,
  /// and frees none, for each.
  ///
  /// - Parameters:
  ///   - rect: Where it is on screen.
  ///   - index: Which of the list's choices it is.
  ///   - isSelected: Whether it is selected and has the focus now.
  ///   - select: Selects the choice at an index, moving the focus to it.
  ///   - open: Opens the selected choice, as Enter does.
  public static func choice(
    _ rect: Rect, index: Int, isSelected: Bool, select: @escaping @MainActor (Int) -> Void,
    open: @escaping @MainActor () -> Void
  ) -> MouseTarget {
    MouseTarget(
      rect, action: .choose(index: index, isSelected: isSelected, select: select, open: open))
  }

  /// A list, grid or text whose focus a click or the wheel moves to: the wheel then moves it as
  /// ↑ and ↓ do (its choices, added after it, take the clicks on them).
  ///
  /// - Parameters:
  ///   - rect: Where it is on screen.
  ///   - focus: Moves the focus to it.
  ///   - move: Moves it as a moving key does.
  public static func scrolling(
    _ rect: Rect, focus: @escaping @MainActor () -> Void,
    move: @escaping @MainActor (Key) -> Void
  ) -> MouseTarget {
    MouseTarget(rect, click: focus) { key in
      focus()
      move(key)
    }
  }
}

extension ScreenBuffer {
  /// Adds `target` to the frame's mouse targets, above those added before it.
  public mutating func addMouseTarget(_ target: MouseTarget) {
    guard !target.rect.isEmpty else { return }
    mouseTargets.append(target)
  }

  /// Forgets the mouse targets added so far: what is drawn next covers them all (an alert, the
  /// help).
  public mutating func removeMouseTargets() {
    mouseTargets.removeAll()
  }

  /// The last of `targets` that contains the event's cell and answers it: any for a click, one
  /// with a wheel for the wheel.
  static func mouseTarget(for event: MouseEvent, in targets: [MouseTarget]) -> MouseTarget? {
    targets.last { target in
      target.rect.contains(x: event.x, y: event.y)
        && (event.action == .click || target.wheel != nil)
    }
  }
}

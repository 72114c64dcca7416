/// A place in a frame that answers the mouse: a row, a card, a chip, a field, a status-bar hint.
/// Views add them as they draw (``ScreenBuffer/addMouseTarget(_:)``), so a target is exactly
/// where its text is; the ``Navigator`` finds the last one added under the pointer, as the one
/// drawn on top.
///
/// ```swift
/// for card in shown {
///   buffer.drawCard(…, in: card.rect, isSelected: card.index == grid.selection)
///   buffer.addMouseTarget(.choice(card.rect, isSelected: card.index == grid.selection) {
///     [weak self] in self?.select(card.index)
///   } open: { [weak self] in self?.openSelected() })
/// }
/// ```
public struct MouseTarget: Sendable {
  /// Where it is on screen.
  public var rect: Rect
  /// What a click does.
  public var click: @MainActor () -> Void
  /// What the wheel over it does, given ↑ or ↓; `nil` leaves the wheel to what is beneath it and,
  /// at last, to the screen as the key ↑ or ↓.
  public var wheel: (@MainActor (Key) -> Void)?

  /// A target at `rect` that `click` answers, and `wheel` if given.
  public init(
    _ rect: Rect, click: @escaping @MainActor () -> Void,
    wheel: (@MainActor (Key) -> Void)? = nil
  ) {
    self.rect = rect
    self.click = click
    self.wheel = wheel
  }

  /// Something to choose, as lazygit's rows are: a click selects it (taking the focus there), and
  /// a click on it once selected opens it.
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

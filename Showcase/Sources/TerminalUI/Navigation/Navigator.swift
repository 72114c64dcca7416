public import Observation

/// The stack of screens an app shows, and the `?` help over them, owned by TerminalUI: screens
/// push and pop through it when their view models say so, at once, and keys reach the top screen
/// through it, by the screen's declared ``KeyBinding``s.
///
/// ```swift
/// subscription = viewModel.events.listen { [weak self] event in
///   if case .showDrink(let detail) = event { self?.navigator?.push(DrinkDetailScreen(viewModel: detail)) }
/// }
/// ```
@MainActor @Observable
public final class Navigator {
  /// The screens, bottom first; the last one is shown.
  public private(set) var stack: [any TerminalScreen] = []
  /// Whether the `?` help is shown over the top screen.
  public private(set) var isShowingHelp = false
  /// Whether the last screen was popped, or the app was quit: the app ends.
  public private(set) var isFinished = false
  /// The alert shown over the top screen, if any: it takes every key until dismissed.
  public private(set) var alert: Alert?
  /// The alert's chosen button.
  public private(set) var alertSelection = 0
  /// A few words for the status bar until the next key: "q to quit" after Esc on the first
  /// screen.
  public private(set) var notice: String?
  /// Text a screen asked to put on the terminal's clipboard, written (OSC 52) with the next frame.
  public private(set) var clipboard: String?
  /// The screen last asked to retry, and how many times in a row: the notice says so, so that a
  /// retry that fails at once (offline) still shows that it was tried.
  @ObservationIgnored private var retries: (screen: ObjectIdentifier, count: Int)?
  /// Where the mouse acts in the frame last drawn of the navigator (see ``MouseTarget``).
  @ObservationIgnored var mouseTargets: [MouseTarget] = []
  /// The panel's last drawing, shown again while nothing it was drawn from has changed.
  let panelDrawing = PanelDrawing()
  /// A panel shown beside every screen (an inspector), with its own keys; `nil` for none.
  public var panel: (any SidePanel)? {
    didSet {
      for screen in stack { panel?.watch(screen) }
    }
  }

  /// A navigator showing `root`, which is told it appeared.
  public init(root: any TerminalScreen) {
    push(root)
  }

  /// The screen shown.
  public var top: (any TerminalScreen)? { stack.last }

  /// The titles of the screens, bottom first: "Cocktails", "Mojito".
  public var trail: [String] { stack.map(\.title).filter { !$0.isEmpty } }

  /// Handles a key typed into a terminal of `size`. While it is smaller than
  /// ``minimumTerminalSize`` the screen cannot be seen: only `q` and Esc act, as the standard
  /// bindings do (back, or quit).
  public func handle(_ key: Key, terminalSize size: (width: Int, height: Int)) {
    guard size.width >= minimumTerminalSize.width, size.height >= minimumTerminalSize.height else {
      if key == .character("q") || key == .escape {
        standardBindings.first { $0.keys.contains(key) }?.perform(key)
      }
      return
    }
    handle(key, width: size.width)
  }

  /// The process is about to stop: every screen on the stack is told (see
  /// ``TerminalScreen/processWillStop()``).
  public func processWillStop() {
    for screen in stack { screen.processWillStop() }
  }

  /// The process continued after a stop: every screen on the stack is told.
  public func processDidContinue() {
    for screen in stack { screen.processDidContinue() }
  }

  /// Puts `text` on the clipboard of the terminal the app runs in, where the terminal allows it
  /// (OSC 52: a terminal that does not, ignores it), and says `notice` in the status bar.
  public func copyToClipboard(_ text: String, notice: String) {
    clipboard = text
    self.notice = notice
  }

  /// Says `notice` in the status bar until the next key.
  public func say(_ notice: String) {
    self.notice = notice
  }

  /// Says that `screen` was asked to retry, counting the times in a row: "Tried again", then
  /// "Tried again (2 times)", so that each `r` shows, even one whose failure comes back at once.
  private func sayTried(
    _ screen: any TerminalScreen, after retried: (screen: ObjectIdentifier, count: Int)?
  ) {
    let id = ObjectIdentifier(screen)
    let count = retried?.screen == id ? (retried?.count ?? 0) + 1 : 1
    retries = (id, count)
    say(count == 1 ? "Tried again" : "Tried again (\(count) times)")
  }

  /// The clipboard's text, once: the app writes it to the terminal.
  public func takeClipboard() -> String? {
    defer { clipboard = nil }
    return clipboard
  }

  /// Shows `screen` on top, and tells it it appeared.
  public func push(_ screen: any TerminalScreen) {
    screen.navigator = self
    stack.append(screen)
    isShowingHelp = false
    panel?.watch(screen)
    screen.appeared()
  }

  /// Shows `screen` in place of the top one (a session screen giving way to its summary), and
  /// tells it it appeared; Esc from it goes to the screen below the one it replaced.
  public func replace(with screen: any TerminalScreen) {
    guard !stack.isEmpty else { return push(screen) }
    stack.removeLast()
    push(screen)
  }

  /// Goes back to the screen below; from the first screen, ends the app.
  public func pop() {
    guard !stack.isEmpty else { return }
    stack.removeLast()
    isShowingHelp = false
    if let top = stack.last {
      top.appeared()
    } else {
      isFinished = true
    }
  }

  /// The user asked to go back (Esc, `q`): the top screen first (a flow's screen asks its flow),
  /// else the navigator pops it.
  public func goBack() {
    if top?.goBack() == true { return }
    pop()
  }

  /// Shows `alert` over the top screen, at once, its first button chosen.
  public func present(_ alert: Alert) {
    self.alert = alert
    alertSelection = 0
  }

  /// Shows or hides the `?` help.
  public func toggleHelp() {
    isShowingHelp.toggle()
  }

  /// The bindings every screen has after its own: `?` for the help, Esc and `q` to go back; on
  /// the first screen `q` quits, and Esc, which never quits (a user pressing it to leave a field
  /// or an overlay would lose the app), only says so.
  public var standardBindings: [KeyBinding] {
    Self.standardBindings(
      isFirstScreen: stack.count <= 1, help: { [weak self] in self?.toggleHelp() },
      back: { [weak self] in self?.goBack() },
      explain: { [weak self] in self?.notice = "q to quit" })
  }

  /// The standard bindings, running `help` and `back`; on the first screen, Esc runs `explain`.
  static func standardBindings(
    isFirstScreen: Bool, help: @escaping @MainActor () -> Void,
    back: @escaping @MainActor () -> Void, explain: @escaping @MainActor () -> Void = {}
  ) -> [KeyBinding] {
    // F1 as well: inside a text field, where `?` is typed.
    let question = KeyBinding([.character("?"), .function(1)], "?", "help", perform: help)
    guard isFirstScreen else {
      return [
        question,
        KeyBinding([.escape], "Esc", "back", perform: back),
        KeyBinding([.character("q")], "q", "back", isInStatusBar: false, perform: back),
      ]
    }
    return [
      question,
      KeyBinding([.character("q")], "q", "quit", perform: back),
      KeyBinding([.escape], "Esc", "says q quits", isInStatusBar: false, perform: explain),
    ]
  }

  /// What the keys do on the top screen now, its own bindings first, as the status bar and the
  /// help list them: a key an earlier binding or a focused field takes is not listed again, and a
  /// binding left with no key is not listed at all. Exactly the keys ``handle(_:)`` acts on.
  public var bindings: [KeyBinding] { bindings(width: .max) }

  /// What the keys do now in a terminal `width` columns wide: the top screen's bindings, then the
  /// panel's and the standard ones; while an alert is shown, its own; while the panel covers the
  /// screen, the panel's, `?`, and Esc to hide it (any other key hides it too, and goes to the
  /// screen); while it has the focus beside the screen, the panel's, `?`, and Esc to give the
  /// focus back.
  public func bindings(width: Int) -> [KeyBinding] {
    if alert != nil { return alertBindings }
    let layout = SidePanelLayout.of(panel, width: width)
    if layout == .covering {
      // Over the screen, q is back to it, as q goes back from any screen over another.
      let hide = KeyBinding([.escape, .character("q")], "Esc", "close") { [weak self] in
        self?.panel?.hide()
      }
      return (panel?.focusedBindings ?? []) + (panel?.coveringBindings ?? [])
        + standardBindings.prefix(1) + [hide]
    }
    let panelBindings = panel?.bindings ?? []
    if layout == .beside, let panel, panel.hasFocus {
      let back = KeyBinding([.escape], "Esc", "back to the app") { [weak panel] in panel?.blur() }
      return panel.focusedBindings + panelBindings + standardBindings.prefix(1) + [back]
    }
    guard let top else { return panelBindings + standardBindings }
    return Self.effectiveBindings(of: top, then: panelBindings, standardBindings)
  }

  /// `screen`'s bindings then each list of `standard`, less the keys an earlier binding or a
  /// focused field takes; a binding left with no key is dropped (typing stays listed).
  static func effectiveBindings(of screen: any TerminalScreen, then standard: [KeyBinding]...)
    -> [KeyBinding]
  {
    let editing = screen.isEditingText
    let screenBindings = screen.bindings
    // Made each frame, so sized once rather than grown as they fill (most bindings have a key or
    // two). A screen takes a few dozen keys: looked through in a list, they cost less than hashed.
    let count = standard.reduce(screenBindings.count) { $0 + $1.count }
    var taken: [Key] = []
    taken.reserveCapacity(2 * count)
    let isTaken = { (key: Key) in
      if editing, case .character = key { return true }
      return taken.contains(key)
    }
    var effective: [KeyBinding] = []
    effective.reserveCapacity(count)
    func add(_ bindings: [KeyBinding]) {
      for var binding in bindings {
        let isTyping = binding.keys.isEmpty
        let keys = binding.keys
        // Most bindings keep every key: their keys are copied only to take one away.
        if keys.contains(where: isTaken) { binding.keys.removeAll(where: isTaken) }
        guard isTyping || !binding.keys.isEmpty else { continue }
        // The key it was shown by is typed in the field: it is shown by the one that still works.
        if editing, let first = keys.first, case .character = first,
          let working = binding.keys.first
        {
          binding.keyLabel = working.label
        }
        taken += binding.keys
        effective.append(binding)
      }
    }
    add(screenBindings)
    for bindings in standard { add(bindings) }
    return effective
  }

  /// Handles a key: the help takes it while shown (`?`, F1, Esc or `q` close it), then an alert
  /// (←→ or Tab choose, Enter presses, Esc dismisses, `?` shows these); otherwise the top
  /// screen's focused field, then the first binding that lists it. A key nothing lists does
  /// nothing. What the mouse did goes to the targets of the frame last drawn (see
  /// ``MouseTarget``).
  public func handle(_ key: Key) {
    handle(key, width: .max)
  }

  /// The keys of the alert shown: it takes every key while it is (the screen's do nothing).
  private var alertBindings: [KeyBinding] {
    guard let alert else { return [] }
    var bindings: [KeyBinding] = []
    if alert.buttons.count > 1 {
      bindings.append(
        KeyBinding([.left, .right, .tab, .backTab], "←→", "choose") { [weak self] key in
          guard let self else { return }
          let step = key == .left || key == .backTab ? -1 : 1
          alertSelection = min(alert.buttons.count - 1, max(0, alertSelection + step))
        })
    }
    let chosen =
      alert.buttons.indices.contains(alertSelection) ? alert.buttons[alertSelection] : nil
    return bindings + [
      KeyBinding([.enter], "Enter", chosen?.label.lowercased() ?? "press") { [weak self] in
        guard let self else { return }
        pressAlertButton(alertSelection)
      },
      KeyBinding([.escape], "Esc", "dismiss") { [weak self] in self?.alert = nil },
      KeyBinding([.character("?"), .function(1)], "?", "help") { [weak self] in
        self?.toggleHelp()
      },
    ]
  }

  /// Presses the alert's button at `index`, as Enter does on the chosen one.
  func pressAlertButton(_ index: Int) {
    guard let alert, alert.buttons.indices.contains(index) else { return }
    self.alert = nil
    alert.buttons[index].action()
  }

  /// Handles what the mouse did, by the targets of the frame last drawn: a click runs the target
  /// under it (with the help shown, a click elsewhere closes it); the wheel moves the target
  /// under it that scrolls, or else the screen as ↑ or ↓ would.
  private func handle(_ event: MouseEvent, width: Int) {
    let target = ScreenBuffer.mouseTarget(for: event, in: mouseTargets)
    switch event.action {
    case .click:
      if let target {
        target.click()
      } else if isShowingHelp {
        isShowingHelp = false
      }
    case .wheelUp, .wheelDown:
      guard alert == nil, !isShowingHelp else { return }
      let key = event.action == .wheelUp ? Key.up : .down
      if let wheel = target?.wheel { return wheel(key) }
      handle(key, width: width)
    }
  }

  private func handle(_ key: Key, width: Int) {
    guard let top else { return }
    // Retries are counted in a row: any other key starts the count again.
    let retried = retries
    retries = nil
    // Only when there is one: setting an observed property, even to nil again, draws a frame.
    if notice != nil { notice = nil }
    if case .mouse(let event) = key {
      panelDrawing.forget()  // a click or the wheel may act on the panel
      return handle(event, width: width)
    }
    if isShowingHelp {
      if [.character("?"), .function(1), .escape, .character("q")].contains(key) {
        isShowingHelp = false
      }
      return
    }
    if alert != nil {
      alertBindings.first { $0.keys.contains(key) }?.perform(key)
      return
    }
    let layout = SidePanelLayout.of(panel, width: width)
    let panelTakesKeys = layout == .covering || (layout == .beside && panel?.hasFocus == true)
    if !panelTakesKeys, top.handleText(key) { return }
    if panelTakesKeys {
      panelDrawing.forget()
      if let binding = bindings(width: width).first(where: { $0.keys.contains(key) }) {
        return binding.perform(key)
      }
      // Over the whole screen, a key the panel has no use for is the app's: the panel goes, and
      // the screen takes the key (Enter opens, a letter acts) rather than nothing happening.
      guard layout == .covering, let panel else { return }
      panel.hide()
      if top.handleText(key) { return }
    }
    // The binding ``bindings(width:)`` lists for the key, found without making that list: a key
    // an earlier binding takes is never listed again, so the first binding to name it is the one,
    // and a field being edited takes every character.
    if top.isEditingText, case .character = key { return }
    // The panel's and the standard bindings are made only for a key the screen's do not name.
    let names = { (binding: KeyBinding) in binding.keys.contains(key) }
    if let binding = top.bindings.first(where: names) {
      binding.perform(key)
      if binding.action == "retry" { return sayTried(top, after: retried) }
    } else if let binding = panel?.bindings.first(where: names) {
      // What the panel's keys change may be announced later, or not observed at all.
      panelDrawing.forget()
      binding.perform(key)
    } else {
      standardBindings.first(where: names)?.perform(key)
    }
  }
}

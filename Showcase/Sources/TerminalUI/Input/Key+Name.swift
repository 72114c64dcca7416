extension Key {
  /// The key as a word a file can hold and a person can read: "up", "enter", "ctrl-d", "F2", or
  /// the character itself for a printable key ("r", "é"); for the mouse, what it did and where,
  /// from 0: "click@12,5", "wheel-up@12,5", "wheel-down@12,5"; for a paste, "paste:" and the
  /// text.
  public var name: String {
    switch self {
    case .up: "up"
    case .down: "down"
    case .left: "left"
    case .right: "right"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageUp"
    case .pageDown: "pageDown"
    case .enter: "enter"
    case .escape: "escape"
    case .backspace: "backspace"
    case .delete: "delete"
    case .tab: "tab"
    case .backTab: "backTab"
    case .interrupt: "ctrl-c"
    case .ctrl(let letter): "ctrl-\(letter)"
    case .function(let number): "F\(number)"
    case .character(let character): String(character)
    case .paste(let text): Self.pastePrefix + text
    case .mouse(let event): "\(Self.mouseActionNames[event.action] ?? "")@\(event.x),\(event.y)"
    }
  }

  /// What a paste's ``name`` starts with.
  private static let pastePrefix = "paste:"

  private static let mouseActionNames: [MouseEvent.Action: String] = [
    .click: "click", .wheelUp: "wheel-up", .wheelDown: "wheel-down",
  ]

  /// The mouse event "click@12,5" names.
  private static func mouse(named name: String) -> Key? {
    let parts = name.split(separator: "@")
    guard parts.count == 2,
      let action = mouseActionNames.first(where: { $0.value == parts[0] })?.key
    else { return nil }
    let place = parts[1].split(separator: ",").compactMap { Int($0) }
    guard place.count == 2, place.allSatisfy({ $0 >= 0 }) else { return nil }
    return .mouse(MouseEvent(action, x: place[0], y: place[1]))
  }

  /// The key as a hint shows it: "F1", "^R", "Enter", "↑".
  public var label: String {
    switch self {
    case .interrupt: "^C"
    case .ctrl(let letter): "^\(letter.uppercased())"
    case .character(" "): "space"
    case .mouse: "click"
    case .paste: "paste"
    default: Self.labels[self] ?? name
    }
  }

  /// The labels that are not the key's ``name``.
  private static let labels: [Key: String] = [
    .up: "↑", .down: "↓", .left: "←", .right: "→", .home: "Home", .end: "End", .pageUp: "PgUp",
    .pageDown: "PgDn", .enter: "Enter", .escape: "Esc", .backspace: "⌫", .delete: "Del",
    .tab: "Tab", .backTab: "⇧Tab",
  ]

  /// The key ``name`` names; `nil` for a word that names none.
  public init?(name: String) {
    if name.count == 1, let character = name.first {
      self = .character(character)
      return
    }
    let named: [String: Key] = [
      "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
      "pageUp": .pageUp, "pageDown": .pageDown, "enter": .enter, "escape": .escape,
      "backspace": .backspace, "delete": .delete, "tab": .tab, "backTab": .backTab,
      "ctrl-c": .interrupt,
    ]
    if let key = named[name] {
      self = key
    } else if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last {
      self = .ctrl(letter)
    } else if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...12).contains(number) {
      self = .function(number)
    } else if let mouse = Self.mouse(named: name) {
      self = mouse
    } else if name.hasPrefix(Self.pastePrefix) {
      self = .paste(String(name.dropFirst(Self.pastePrefix.count)))
    } else {
      return nil
    }
  }
}

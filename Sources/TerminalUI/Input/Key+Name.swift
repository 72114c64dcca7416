extension Key {
  /// The key as a word a file can hold and a person can read: "up", "enter", "ctrl-d", "F2", or
  /// the character itself for a printable key ("r", "é").
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
    }
  }

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
    } else {
      return nil
    }
  }
}

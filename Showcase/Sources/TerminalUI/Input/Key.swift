/// A key the user pressed.
public enum Key: Hashable, Sendable {
  case up, down, left, right
  case home, end, pageUp, pageDown
  case enter, escape, backspace, delete, tab, backTab
  /// Ctrl-C.
  case interrupt
  /// Another control key, Ctrl plus the letter (`ctrl("d")`).
  case ctrl(Character)
  /// A function key, F1 to F12: `function(2)` is F2.
  case function(Int)
  /// A printable character (any UTF-8 text, one grapheme at a time).
  case character(Character)
  /// What the mouse did. It comes in with the keys, in order, and goes the same way (to the
  /// ``Navigator``, into a recording), as curses' `KEY_MOUSE` does; where it lands is the
  /// navigator's to find (see ``MouseTarget``).
  case mouse(MouseEvent)
}

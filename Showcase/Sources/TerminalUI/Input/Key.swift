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
  /// Text the user pasted, whole (the terminal's bracketed paste): one key, so that a newline or
  /// a tab in it is text for the field that takes it, never Enter or Tab, and a letter in it never
  /// a command. A screen with no field being edited does nothing with it.
  case paste(String)
  /// What the mouse did. It comes in with the keys, in order, and goes the same way (to the
  /// ``Navigator``, into a recording), as curses' `KEY_MOUSE` does; where it lands is the
  /// navigator's to find (see ``MouseTarget``).
  case mouse(MouseEvent)
}

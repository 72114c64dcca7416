/// A terminal's way of showing an image's pixels in its cells.
public enum GraphicsProtocol: String, CaseIterable, Hashable, Sendable {
  /// The kitty graphics protocol (kitty, Ghostty, WezTerm, Konsole): a PNG sent once under an id,
  /// placed over cells, deleted by its id.
  case kitty
  /// DEC sixel graphics (xterm with sixel, foot, mlterm, Windows Terminal, WezTerm, tmux 3.4):
  /// pixels painted into the cells from the cursor, overwritten by the text drawn there later.
  case sixel
  /// iTerm2's inline images (iTerm2, WezTerm, mintty): an image file (a JPEG) in an `OSC 1337`
  /// string, painted into the cells like sixel.
  case iterm
}

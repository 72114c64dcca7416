/// What a terminal answers to a query, taken out of its input by the ``KeyDecoder``.
public enum TerminalReply: Hashable, Sendable {
  /// Its primary device attributes (`ESC [ ? 62 ; 4 ; 22 c`): the numbers, 4 among them when it
  /// draws sixel graphics. Every terminal answers this query, and in order, so its answer comes
  /// after those of the queries sent before it.
  case deviceAttributes([Int])
  /// The size of a cell in pixels (`ESC [ 6 ; height ; width t`).
  case cellSize(width: Int, height: Int)
  /// An answer of the kitty graphics protocol (`ESC _ G i=31;OK ESC \`): the image id it is
  /// about and its message, "OK" or an error.
  case graphics(id: Int, message: String)
  /// Another answer that came as a string (XTVERSION's `ESC P >| name ESC \`, an OSC): its text.
  case string(String)

  /// The answer that came as the string `body` after `ESC` and `introducer`.
  init(string body: String, introducer: UInt8) {
    guard introducer == UInt8(ascii: "_"), body.hasPrefix("G"),
      let semicolon = body.firstIndex(of: ";")
    else {
      self = .string(body)
      return
    }
    let keys = body[body.index(after: body.startIndex)..<semicolon].split(separator: ",")
    let id = keys.lazy.compactMap { key in key.hasPrefix("i=") ? Int(key.dropFirst(2)) : nil }
      .first
    self = .graphics(id: id ?? 0, message: String(body[body.index(after: semicolon)...]))
  }
}

import Foundation

/// The escape sequences that place, and take away, pictures in a terminal, for each
/// ``GraphicsProtocol``: written by the ``Renderer`` where the cursor is.
enum PictureSequences {
  /// The most base64 bytes of one kitty graphics command: the protocol's limit for a chunk.
  static let kittyChunk = 4096

  /// Sends `picture` (once per id, for kitty) and shows it from the cursor over its cells,
  /// leaving the cursor where it was (kitty, iTerm2) or below the picture (sixel).
  ///
  /// - Parameter transmitted: For kitty, whether the terminal already has the picture's pixels
  ///   (so it is only placed again).
  static func place(_ picture: TerminalPicture, transmitted: Bool, to output: inout TerminalBytes) {
    switch picture.graphics {
    case .kitty where transmitted:
      output.append("\u{1B}_Ga=p,i=")
      output.append(Int(picture.id))
      appendKittySize(of: picture, to: &output)
      output.append("\u{1B}\\")
    case .kitty:
      // f=100: a PNG; t=d: in the command itself; C=1: the cursor stays; q=2: no answers.
      let base64 = Data(picture.encoded).base64EncodedData()
      var start = 0
      repeat {
        let end = min(start + kittyChunk, base64.count)
        if start == 0 {
          output.append("\u{1B}_Ga=T,f=100,t=d,i=")
          output.append(Int(picture.id))
          appendKittySize(of: picture, to: &output)
          output.append(",m=")
        } else {
          output.append("\u{1B}_Gq=2,m=")
        }
        output.append(end < base64.count ? 1 : 0)
        output.append(";")
        output.append(bytes: base64[start..<end])
        output.append("\u{1B}\\")
        start = end
      } while start < base64.count
    case .iterm:
      output.append("\u{1B}]1337;File=inline=1;size=")
      output.append(picture.encoded.count)
      output.append(";width=")
      output.append(picture.columns)
      output.append(";height=")
      output.append(picture.rows)
      output.append(";preserveAspectRatio=1;doNotMoveCursor=1:")
      output.append(bytes: Data(picture.encoded).base64EncodedData())
      output.append("\u{07}")
    case .sixel:
      output.append(bytes: picture.encoded)
    }
  }

  /// `,c=columns,C=1,q=2` (or `,r=rows`): the cells a kitty picture spans the way it fills them,
  /// kitty working the other out from its pixels (given both, it would stretch the picture to
  /// them); the cursor left where it is, and no answer.
  private static func appendKittySize(of picture: TerminalPicture, to output: inout TerminalBytes) {
    if picture.fillsWidth {
      output.append(",c=")
      output.append(picture.columns)
    } else {
      output.append(",r=")
      output.append(picture.rows)
    }
    output.append(",C=1,q=2")
  }

  /// Takes the kitty picture `id` off the screen; with `freeing`, the terminal forgets its pixels
  /// too.
  static func deleteKitty(_ id: UInt32, freeing: Bool, to output: inout TerminalBytes) {
    output.append(freeing ? "\u{1B}_Ga=d,d=I,i=" : "\u{1B}_Ga=d,d=i,i=")
    output.append(Int(id))
    output.append(",q=2\u{1B}\\")
  }

  /// Takes every kitty picture off the screen, keeping their pixels for placing again.
  static let deleteAllKittyPlacements: StaticString = "\u{1B}_Ga=d,d=a,q=2\u{1B}\\"
  /// Takes every kitty picture off the screen and frees their pixels: when the app ends.
  static let freeAllKitty = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"
}

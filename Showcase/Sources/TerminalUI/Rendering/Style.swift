/// How a cell looks: attributes and colours.
public struct Style: Hashable, Sendable {
  /// A terminal colour.
  public enum Color: Hashable, Sendable {
    /// One of the 256 indexed colours (0–15 are the basic and bright ones).
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// Red: errors.
    public static let red = Color.indexed(1)
    /// Green.
    public static let green = Color.indexed(2)
    /// Yellow: warnings and notices.
    public static let yellow = Color.indexed(3)
    /// Blue.
    public static let blue = Color.indexed(4)
    /// Magenta.
    public static let magenta = Color.indexed(5)
    /// Cyan: focus and charts.
    public static let cyan = Color.indexed(6)
    /// Gray.
    public static let gray = Color.indexed(8)
  }

  // The attributes and both colours in one word, so that comparing two styles (done for every
  // cell of every frame) is one comparison: bits 0–3 the attributes, then 26 bits a colour
  // (2 bits which kind, 24 its value), the foreground from bit 4 and the background from bit 30;
  // bit 56 marks the focus.
  private var bits: UInt64 = 0

  /// Bold, dim, reversed, underlined: the attributes a style may have, any of them together.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits: bold 1, dim 2, reverse 4, underline 8.
    public let rawValue: UInt8

    /// The attributes whose bits (bold 1, dim 2, reverse 4, underline 8) `rawValue` has.
    public init(rawValue: UInt8) {
      self.rawValue = rawValue & 0xF
    }

    /// Bold text.
    public static let bold = Attributes(rawValue: 1)
    /// Dim (faint) text.
    public static let dim = Attributes(rawValue: 2)
    /// Foreground and background swapped.
    public static let reverse = Attributes(rawValue: 4)
    /// Underlined text.
    public static let underline = Attributes(rawValue: 8)
  }

  /// Its attributes: `style.attributes.contains(.bold)`, `style.attributes.insert(.dim)`.
  public var attributes: Attributes {
    get { Attributes(rawValue: UInt8(truncatingIfNeeded: bits)) }
    set { bits = bits & ~0xF | UInt64(newValue.rawValue) }
  }
  /// Whether it marks the selection or the focus: in colour it looks as its other attributes say;
  /// without colours (`NO_COLOR`) it is drawn reversed as well, so that it still stands out.
  public var marksFocus: Bool {
    get { flag(Self.focusBit) }
    set { setFlag(Self.focusBit, newValue) }
  }
  /// The text colour; `nil` for the terminal's default.
  public var foreground: Color? {
    get { Self.color(from: bits >> Self.foregroundShift) }
    set { setColor(newValue, at: Self.foregroundShift) }
  }
  /// The background colour; `nil` for the terminal's default.
  public var background: Color? {
    get { Self.color(from: bits >> Self.backgroundShift) }
    set { setColor(newValue, at: Self.backgroundShift) }
  }

  private static let foregroundShift: UInt64 = 4
  private static let backgroundShift: UInt64 = 30
  private static let focusBit: UInt64 = 56
  private static let colorMask: UInt64 = (1 << 26) - 1

  private func flag(_ bit: UInt64) -> Bool { bits & (1 << bit) != 0 }

  private mutating func setFlag(_ bit: UInt64, _ isOn: Bool) {
    bits = isOn ? bits | (1 << bit) : bits & ~(1 << bit)
  }

  private mutating func setColor(_ color: Color?, at shift: UInt64) {
    let code: UInt64 =
      switch color {
      case nil: 0
      case .indexed(let index): 1 << 24 | UInt64(index)
      case .rgb(let red, let green, let blue):
        2 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
      }
    bits = bits & ~(Self.colorMask << shift) | code << shift
  }

  private static func color(from code: UInt64) -> Color? {
    let value = code & 0xFF_FFFF
    switch (code >> 24) & 0b11 {
    case 1: return .indexed(UInt8(truncatingIfNeeded: value))
    case 2:
      return .rgb(
        UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8),
        UInt8(truncatingIfNeeded: value))
    default: return nil
    }
  }

  /// A style with the given attributes.
  public init(
    bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
    foreground: Color? = nil, background: Color? = nil
  ) {
    attributes = [
      bold ? .bold : [], dim ? .dim : [], reverse ? .reverse : [], underline ? .underline : [],
    ]
    self.foreground = foreground
    self.background = background
  }

  /// No attributes, default colours.
  public static let plain = Style()
  /// Bold.
  public static let strong = Style(bold: true)
  /// Dim.
  public static let faint = Style(dim: true)
  /// Reversed.
  public static let inverted = Style(reverse: true)
  /// Underlined.
  public static let underlined = Style(underline: true)
  /// What has the focus, or is selected: bold cyan, and reversed without colours (see
  /// ``marksFocus``).
  public static let focused = Style(bold: true, foreground: .cyan).markingFocus()

  /// The focus's style when `isFocused`, else plain: a field's box, a card's border.
  public static func focused(_ isFocused: Bool) -> Style {
    isFocused ? focused : plain
  }

  /// This style, marking the selection or the focus (see ``marksFocus``).
  public func markingFocus(_ marks: Bool = true) -> Style {
    var style = self
    style.marksFocus = marks
    return style
  }

  /// This style with `foreground` as its text colour.
  public func foreground(_ color: Color) -> Style {
    var style = self
    style.foreground = color
    return style
  }

  /// This style dimmed (or not).
  public func dimmed(_ isDimmed: Bool = true) -> Style {
    var style = self
    if isDimmed { style.attributes.insert(.dim) }
    return style
  }

  /// The SGR escape sequence that selects this style from a reset state.
  ///
  /// - Parameter colors: Whether to emit colours; `false` when `NO_COLOR` is set.
  public func sgr(colors: Bool) -> String {
    var sequence = TerminalBytes()
    writeSGR(colors: colors, to: &sequence)
    return sequence.text
  }

  /// Appends ``sgr(colors:)`` to `output`, as the renderer does for each change of style: with no
  /// list of codes made and joined on the way.
  /// Writes the SGR sequence that turns `previous` (the style the terminal is in) into this one:
  /// where only the colours differ, only those that changed (a half-block picture changes its
  /// colours from cell to cell, and little else); else every attribute, from a reset.
  func writeSGR(over previous: Style?, colors: Bool, to output: inout TerminalBytes) {
    guard let previous, previous.attributes(colors: colors) == attributes(colors: colors) else {
      return writeSGR(colors: colors, to: &output)
    }
    guard colors else { return }  // the same attributes, and colours are not written
    output.append("\u{1B}[")
    let changesForeground = foreground != previous.foreground
    if changesForeground {
      if let foreground {
        Self.write(foreground, base: 38, leading: false, to: &output)
      } else {
        output.append(39)
      }  // the terminal's own colour
    }
    if background != previous.background {
      if changesForeground { output.append(";") }
      if let background {
        Self.write(background, base: 48, leading: false, to: &output)
      } else {
        output.append(49)
      }
    }
    output.append("m")
  }

  /// The attributes a sequence sets, colours aside: without colours, the focus is reversed too.
  private func attributes(colors: Bool) -> Attributes {
    !colors && marksFocus ? attributes.union(.reverse) : attributes
  }

  func writeSGR(colors: Bool, to output: inout TerminalBytes) {
    output.append("\u{1B}[0")
    let attributes = attributes(colors: colors)
    if attributes.contains(.bold) { output.append(";1") }
    if attributes.contains(.dim) { output.append(";2") }
    if attributes.contains(.underline) { output.append(";4") }
    if attributes.contains(.reverse) { output.append(";7") }
    if colors {
      if let foreground { Self.write(foreground, base: 38, to: &output) }
      if let background { Self.write(background, base: 48, to: &output) }
    }
    output.append("m")
  }

  private static func write(
    _ color: Color, base: Int, leading: Bool = true, to output: inout TerminalBytes
  ) {
    if leading { output.append(";") }
    output.append(base)
    switch color {
    case .indexed(let index):
      output.append(";5;")
      output.append(Int(index))
    case .rgb(let red, let green, let blue):
      output.append(";2;")
      output.append(Int(red))
      output.append(";")
      output.append(Int(green))
      output.append(";")
      output.append(Int(blue))
    }
  }
}

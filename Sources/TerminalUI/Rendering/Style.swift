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

  /// Bold text.
  public var bold = false
  /// Dim (faint) text.
  public var dim = false
  /// Foreground and background swapped.
  public var reverse = false
  /// Underlined text.
  public var underline = false
  /// The text colour; `nil` for the terminal's default.
  public var foreground: Color?
  /// The background colour; `nil` for the terminal's default.
  public var background: Color?

  /// A style with the given attributes.
  public init(
    bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false,
    foreground: Color? = nil, background: Color? = nil
  ) {
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
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

  /// This style with `foreground` as its text colour.
  public func foreground(_ color: Color) -> Style {
    var style = self
    style.foreground = color
    return style
  }

  /// This style dimmed (or not).
  public func dimmed(_ isDimmed: Bool = true) -> Style {
    var style = self
    style.dim = style.dim || isDimmed
    return style
  }

  /// The SGR escape sequence that selects this style from a reset state.
  ///
  /// - Parameter colors: Whether to emit colours; `false` when `NO_COLOR` is set.
  public func sgr(colors: Bool) -> String {
    var codes = ["0"]
    if bold { codes.append("1") }
    if dim { codes.append("2") }
    if underline { codes.append("4") }
    if reverse { codes.append("7") }
    if colors {
      if let foreground { codes.append(Self.code(foreground, base: 38)) }
      if let background { codes.append(Self.code(background, base: 48)) }
    }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static func code(_ color: Color, base: Int) -> String {
    switch color {
    case .indexed(let index): "\(base);5;\(index)"
    case .rgb(let red, let green, let blue): "\(base);2;\(red);\(green);\(blue)"
    }
  }
}

import TerminalUI
import Testing

@Suite struct StyleTests {
  static let colors: [Style.Color?] = [
    nil, .indexed(0), .indexed(255), .red, .rgb(0, 0, 0), .rgb(255, 255, 255), .rgb(1, 2, 3),
  ]

  /// The style keeps its attributes and colours in one word: each reads back as it was set, and
  /// setting one never changes another.
  @Test(arguments: colors, colors)
  func keepsEachPropertyApart(foreground: Style.Color?, background: Style.Color?) {
    for attributes in 0..<16 {
      let (bold, dim) = (attributes & 1 != 0, attributes & 2 != 0)
      let (reverse, underline) = (attributes & 4 != 0, attributes & 8 != 0)
      var style = Style(
        bold: bold, dim: dim, reverse: reverse, underline: underline, foreground: foreground,
        background: background)
      #expect(style.attributes == Style.Attributes(rawValue: UInt8(attributes)))
      #expect(style.foreground == foreground)
      #expect(style.background == background)
      style.foreground = .rgb(9, 8, 7)
      style.attributes.formSymmetricDifference(.bold)
      #expect(style.background == background)
      #expect(style.foreground == .rgb(9, 8, 7))
      #expect(style.attributes == Style.Attributes(rawValue: UInt8(attributes ^ 1)))
    }
  }

  @Test func equalStylesAreThoseWithEqualProperties() {
    #expect(Style(bold: true) == Style.strong)
    #expect(Style(foreground: .indexed(1)) == Style.plain.foreground(.red))
    #expect(Style(foreground: .indexed(1)) != Style(background: .indexed(1)))
    #expect(Style(foreground: .indexed(1)) != Style(foreground: .rgb(0, 0, 1)))
    #expect(Set([Style.plain, .strong, .faint, .inverted, .underlined, .strong]).count == 5)
  }

  @Test func selectsTheStyleFromAResetState() {
    let style = Style(bold: true, underline: true, foreground: .cyan, background: .rgb(1, 2, 3))
    #expect(style.sgr(colors: true) == "\u{1B}[0;1;4;38;5;6;48;2;1;2;3m")
    #expect(style.sgr(colors: false) == "\u{1B}[0;1;4m")
    #expect(Style.plain.sgr(colors: true) == "\u{1B}[0m")
  }
}

@MainActor @Suite struct FocusWithoutColorTests {
  @Test func theFocusIsBoldCyanInColourAndReversedWithout() {
    #expect(Style.focused.sgr(colors: true) == "\u{1B}[0;1;38;5;6m")
    #expect(Style.focused.sgr(colors: false) == "\u{1B}[0;1;7m")
    #expect(Style.focused(false) == .plain)
    #expect(Style.strong.sgr(colors: false) == "\u{1B}[0;1m", "only what marks the focus")
  }

  @Test func aSelectedCardIsReversedWithoutColoursAndTheOthersAreNot() {
    var buffer = ScreenBuffer(width: 40, height: 5)
    buffer.drawCard(
      title: "Mojito", lines: ["Highball"], in: Rect(x: 0, y: 0, width: 20, height: 4),
      isSelected: true)
    buffer.drawCard(
      title: "Negroni", lines: ["Rocks"], in: Rect(x: 20, y: 0, width: 20, height: 4),
      isSelected: false)
    var renderer = Renderer(colors: false)
    let output = renderer.render(buffer)
    #expect(output.contains("\u{1B}[0;1;7m╭"), "the selected card's border, reversed")
    #expect(output.contains("\u{1B}[0;1;7m│\u{1B}[2;3HMojito"), "and its title, in the same style")
    #expect(!output.contains("\u{1B}[0;1;7mNegroni"))
  }
}

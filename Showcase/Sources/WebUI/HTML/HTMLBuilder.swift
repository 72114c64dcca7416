/// Builds ``HTML`` from statements: a `String` is text (escaped), `HTML` is kept as it is, and
/// `if`, `switch` and `for` work as in any result builder.
@resultBuilder
public enum HTMLBuilder {
  /// Text, escaped.
  public static func buildExpression(_ text: String) -> HTML { .text(text) }
  /// Markup, as it is.
  public static func buildExpression(_ html: HTML) -> HTML { html }
  /// The statements' markup one after another.
  public static func buildBlock(_ parts: HTML...) -> HTML { joined(parts) }
  /// An `if` without `else`: nothing when it does not hold.
  public static func buildOptional(_ part: HTML?) -> HTML { part ?? HTML() }
  /// The first branch of an `if`–`else` or a `switch`.
  public static func buildEither(first: HTML) -> HTML { first }
  /// The second branch of an `if`–`else` or a `switch`.
  public static func buildEither(second: HTML) -> HTML { second }
  /// A `for` loop's markup, one iteration after another.
  public static func buildArray(_ parts: [HTML]) -> HTML { joined(parts) }

  private static func joined(_ parts: [HTML]) -> HTML {
    var html = HTML()
    for part in parts { html.append(part) }
    return html
  }
}

/// A fragment of HTML, safe by construction: text is always escaped, element and attribute names
/// are our own, and a link or an image can only point at the web (`http`, `https`) or at the
/// page's own server.
///
/// There is no way to make one from a string of markup: a drink named
/// `<img src=x onerror=alert(1)>` is shown as those characters.
///
/// ```swift
/// let card: HTML = .element("li", ["class": "card"]) {
///   HTML.element("h3") { drink.name }
///   if let glass = drink.glass { HTML.element("p") { glass } }
/// }
/// ```
public struct HTML: Sendable, Hashable, CustomStringConvertible {
  /// The markup.
  public private(set) var description: String

  /// Markup this module wrote itself.
  init(trusted markup: String) {
    description = markup
  }

  /// Nothing.
  public init() {
    description = ""
  }

  /// The fragments one after another.
  public init(@HTMLBuilder _ content: () -> HTML) {
    self = content()
  }

  /// `text`, escaped: `<`, `>`, `&`, `"` and `'` as entities, and every control character but the
  /// line break and the tab left out.
  public static func text(_ text: String) -> HTML {
    HTML(trusted: escaped(text))
  }

  /// The element `name` with `attributes` (in their order; one with a `nil` value is left out) and
  /// `content`.
  ///
  /// A void element (`img`, `input`, `br`, …) takes no content.
  public static func element(
    _ name: String, _ attributes: KeyValuePairs<String, String?> = [:],
    @HTMLBuilder _ content: () -> HTML = { HTML() }
  ) -> HTML {
    element(name, attributeList: attributes.map { ($0.key, $0.value) }, content)
  }

  /// The element `name` with the attributes of `attributeList`, in order (see
  /// ``element(_:_:_:)``).
  static func element(
    _ name: String, attributeList attributes: [(String, String?)],
    @HTMLBuilder _ content: () -> HTML = { HTML() }
  ) -> HTML {
    precondition(isName(name), "“\(name)” is not an element name")
    var markup = "<" + name
    for (key, value) in attributes {
      guard let value else { continue }
      markup += attribute(key, value)
    }
    markup += ">"
    if voidElements.contains(name) { return HTML(trusted: markup) }
    markup += content().description
    markup += "</" + name + ">"
    return HTML(trusted: markup)
  }

  /// A paragraph of `text` in the class `className`, if any; nothing when there is no text (a note
  /// a view model gives only when it has one).
  public static func paragraph(_ text: String?, class className: String? = nil) -> HTML {
    guard let text else { return HTML() }
    return element("p", ["class": className]) { text }
  }

  /// Appends `other`.
  public mutating func append(_ other: HTML) {
    description += other.description
  }

  // MARK: Escaping

  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
  ]

  /// Attributes whose value is a URL: only the web's and the server's own are kept.
  static let urlAttributes: Set<String> = ["href", "src", "action", "xlink:href"]

  private static func attribute(_ name: String, _ value: String) -> String {
    precondition(isName(name), "“\(name)” is not an attribute name")
    if urlAttributes.contains(name), !isSafeURL(value) { return "" }
    return " " + name + "=\"" + escaped(value) + "\""
  }

  /// Whether `name` is made of ASCII letters, digits, `-` and `:`, starting with a letter.
  static func isName(_ name: String) -> Bool {
    guard let first = name.utf8.first,
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20)
    else { return false }
    return name.utf8.allSatisfy { byte in
      let lower = byte | 0x20
      return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ":")
    }
  }

  /// Whether `url` is a path on this server, a fragment, an `http`/`https` address, a `tel:`
  /// number (an optional `+`, then digits, at most 20: no pause, extension or parameter a
  /// server could slip in), or a `mailto:` address (one `@`, no parameters, no spaces).
  static func isSafeURL(_ url: String) -> Bool {
    if url.hasPrefix("/") { return !url.hasPrefix("//") }
    if url.hasPrefix("#") { return true }
    let lower = url.lowercased()
    if lower.hasPrefix("tel:") {
      let number = url.dropFirst(4)
      let digits = number.hasPrefix("+") ? number.dropFirst() : number
      return (1...20).contains(digits.count) && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
    if lower.hasPrefix("mailto:") {
      let address = url.dropFirst(7)
      let parts = address.split(separator: "@", omittingEmptySubsequences: false)
      let forbidden = Set("?&=#%<>\"' /\\:;,")
      return parts.count == 2 && parts.allSatisfy { !$0.isEmpty }
        && address.allSatisfy { $0.isASCII && !$0.isWhitespace && !forbidden.contains($0) }
    }
    return lower.hasPrefix("https://") || lower.hasPrefix("http://")
  }

  static func escaped(_ text: String) -> String {
    TextEscaping.html(text)
  }
}

/// A page that only says something: an app that cannot run as asked says what it needs (a key
/// the live service wants), in place of its screens.
@MainActor
public final class NoticePage: WebPage {
  /// The page's title.
  public let title: String
  /// What it says.
  public let text: String

  /// A page titled `title` saying `text`.
  public init(title: String, text: String) {
    self.title = title
    self.text = text
  }

  /// One region: the title and the sentence.
  public var regions: [WebRegion] {
    [
      WebRegion("notice") { [title, text] _ in
        HTML {
          HTML.element("h1") { title }
          HTML.element("p", ["class": "error", "role": "alert"]) { text }
        }
      }
    ]
  }
}

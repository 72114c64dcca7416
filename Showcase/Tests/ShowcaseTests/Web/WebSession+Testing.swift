import Testing

@testable import Showcase
@testable import WebUI

extension WebSession {
  /// A session of `app`'s tab at `address` (its home when `nil`), started once what it shows
  /// has loaded or failed; and the tab.
  @MainActor
  static func started(_ app: some ShowcaseApp, at address: String? = nil) async throws
    -> (tab: WebTab, session: WebSession)
  {
    let tab = try #require(try app.makeTab(at: address))
    let session = WebSession(tab, images: ImageRoutes()) { _ in }
    await session.waitUntilSettled()
    session.start()
    return (tab, session)
  }

  /// The `data-key` of every item of the keyed lists on the page, in order: of the region
  /// `region` only, when given; with `selected`, only of the one shown selected.
  @MainActor
  func keys(in region: String? = nil, selected: Bool = false) throws -> [String] {
    var html = Substring(mainHTML.description)
    if let region {
      guard let start = html.range(of: #"data-region="\#(region)""#) else { return [] }
      html = html[start.upperBound...]
      html = html[..<(html.range(of: "</section>")?.lowerBound ?? html.endIndex)]
    }
    let pattern = selected ? #"class="selected" data-key="([^"]+)""# : #"data-key="([^"]+)""#
    return html.matches(of: try Regex(pattern)).map { String($0.output[1].substring ?? "") }
  }

  /// The `data-key` of the item a keyed list on the page shows as selected, if one is.
  @MainActor
  func selectedKey() throws -> String? {
    try keys(selected: true).first
  }

  /// The page sends the key `key` (its `KeyboardEvent.key`), as the page script does.
  @MainActor
  func press(_ key: String) throws {
    try receive(#"{"type":"key","key":"\#(key)"}"#)
  }
}

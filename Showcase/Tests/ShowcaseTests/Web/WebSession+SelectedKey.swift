import Testing

@testable import WebUI

extension WebSession {
  /// The `data-key` of the item a keyed list on the page shows as selected, if one is.
  @MainActor
  func selectedKey() throws -> String? {
    let html = mainHTML.description
    let match = try Regex(#"<li class="selected" data-key="([^"]+)""#).firstMatch(in: html)
    return match.map { String($0.output[1].substring ?? "") }
  }
}

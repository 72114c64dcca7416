import ArgumentParser
import Foundation
import TerminalUI

/// `text` (from an `--X-api` option or its environment variable) as an API base URL, with a
/// trailing slash so that paths append under it; `nil` when none was given.
///
/// - Throws: `ValidationError` naming `option` when `text` is not an http or https URL.
func apiBaseURL(_ text: String?, option: String) throws -> URL? {
  guard let text, !text.isEmpty else { return nil }
  guard let url = URL(string: text.hasSuffix("/") ? text : text + "/"),
    let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
  else {
    throw ValidationError(
      "\(option) needs an http or https URL, such as http://127.0.0.1:8080/; got “\(TerminalText.sanitized(text))”."
    )
  }
  return url
}

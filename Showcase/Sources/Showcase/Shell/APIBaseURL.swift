import ArgumentParser
import Foundation
import TerminalUI

/// The API base URL given by an `--X-api` option, else by its environment variable, with a
/// trailing slash so that paths append under it; `nil` when neither gives one.
///
/// - Parameters:
///   - value: The option's value, if given.
///   - option: The option, such as `--rates-api`, to name in an error.
///   - variable: The environment variable read when the option is not given.
/// - Throws: `ValidationError` naming `option` when the text is not an http or https URL.
func apiBaseURL(_ value: String?, option: String, variable: String) throws -> URL? {
  guard let text = value ?? ShowcaseEnvironment.current[variable], !text.isEmpty else {
    return nil
  }
  guard let url = URL(string: text.hasSuffix("/") ? text : text + "/"),
    let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil
  else {
    throw ValidationError(
      "\(option) needs an http or https URL, such as http://127.0.0.1:8080/; got “\(TerminalText.sanitized(text))”."
    )
  }
  return url
}

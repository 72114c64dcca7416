import Foundation

/// What no message, log or screen may show: secrets (API keys) and the values of the query
/// parameters that carry them.
///
/// A secret is replaced in every form it takes in text: as given, and percent-encoded as a URL
/// carries it (`a+b/c` also as `a%2Bb%2Fc`, upper- or lowercase hex). The value of a listed
/// parameter is replaced in any URL the text holds (`?key=…`, `&consumer_key=…`), whatever the
/// value, so a key that is not known in advance, or is encoded in a way not foreseen, is still
/// never shown. A secret shorter than ``shortestReplacedInsideWords`` characters is replaced
/// only where it stands alone: a one-letter key must not turn "The Places API" into
/// "ThREDACTED PlacREDACTEDs API".
///
/// ```swift
/// let redaction = Redaction(secrets: [key], parameterNames: ["key"])
/// redaction.apply(to: "GET https://maps.example/json?type=cafe&key=AIza%2B1")
/// // "GET https://maps.example/json?type=cafe&key=REDACTED"
/// ```
public struct Redaction: Hashable, Sendable {
  /// What takes a secret's place.
  public static let replacement = "REDACTED"
  /// Secrets at least this long are replaced wherever they appear, shorter ones only where they
  /// stand alone (not inside a word or a longer token).
  public static let shortestReplacedInsideWords = 8

  /// The secrets, as given.
  public private(set) var secrets: [String]
  /// The names of the query parameters whose values are secret, such as `key`.
  public private(set) var parameterNames: Set<String>

  /// A redaction of `secrets` (empty ones are ignored) and of the values of the query parameters
  /// named `parameterNames`.
  public init(secrets: [String] = [], parameterNames: Set<String> = []) {
    self.secrets = []
    self.parameterNames = []
    add(secrets: secrets, parameterNames: parameterNames)
  }

  /// Whether it changes nothing.
  public var isEmpty: Bool { secrets.isEmpty && parameterNames.isEmpty }

  /// Adds `secrets` and `parameterNames` to those redacted.
  public mutating func add(secrets: [String] = [], parameterNames: Set<String> = []) {
    for secret in secrets where !secret.isEmpty && !self.secrets.contains(secret) {
      self.secrets.append(secret)
    }
    self.parameterNames.formUnion(parameterNames.filter { !$0.isEmpty })
  }

  /// `text` with every secret, in every form, and every listed parameter's value replaced by
  /// ``replacement``.
  ///
  /// - Complexity: O(*n* × *s*), for a text of *n* characters and *s* secrets and parameters.
  public func apply(to text: String) -> String {
    guard !isEmpty, !text.isEmpty else { return text }
    var result = text
    for name in parameterNames.sorted() {
      result = Self.replacingValues(ofParameter: name, in: result)
    }
    // Longest forms first, so that a secret inside another is not replaced half-way.
    for form in forms.sorted(by: { $0.count > $1.count }) {
      result = Self.replacing(
        form, in: result, standingAlone: form.count < Self.shortestReplacedInsideWords)
    }
    return result
  }

  /// Every form of every secret: as given, and percent-encoded as URLs carry it.
  private var forms: Set<String> {
    var forms = Set<String>()
    for secret in secrets {
      forms.insert(secret)
      for allowed in [Self.unreserved, .urlQueryAllowed] {
        guard let encoded = secret.addingPercentEncoding(withAllowedCharacters: allowed) else {
          continue
        }
        forms.insert(encoded)
        forms.insert(Self.lowercasingHex(encoded))
        forms.insert(encoded.replacingOccurrences(of: "%20", with: "+"))
      }
    }
    return forms
  }

  /// RFC 3986's unreserved characters, which a strict encoder leaves as they are.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// `encoded` with the hex digits of its percent-escapes in lowercase (`%2b`), as some servers
  /// echo them.
  private static func lowercasingHex(_ encoded: String) -> String {
    var result = ""
    var digitsLeft = 0
    for character in encoded {
      if character == "%" {
        digitsLeft = 2
        result.append(character)
      } else if digitsLeft > 0 {
        digitsLeft -= 1
        result += character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// `text` with each occurrence of `form` replaced; with `standingAlone`, only those with no
  /// letter or digit just before or after.
  private static func replacing(_ form: String, in text: String, standingAlone: Bool) -> String {
    var result = ""
    var rest = text[...]
    while let range = rest.range(of: form) {
      let before =
        range.lowerBound > rest.startIndex ? rest[rest.index(before: range.lowerBound)] : nil
      let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : nil
      let isAlone =
        !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false)
      result += rest[..<range.lowerBound]
      result += standingAlone && !isAlone ? String(rest[range]) : replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// `text` with the value of every `name=` that follows `?` or `&` replaced, up to the next `&`,
  /// `#`, white space, quote or bracket.
  private static func replacingValues(ofParameter name: String, in text: String) -> String {
    let marker = name + "="
    var result = ""
    var rest = text[...]
    while let range = rest.range(of: marker) {
      let starts =
        range.lowerBound > rest.startIndex
        && "?&;".contains(rest[rest.index(before: range.lowerBound)])
      result += rest[..<range.upperBound]
      rest = rest[range.upperBound...]
      guard starts else { continue }
      let end = rest.firstIndex { "&#\"'<>()[]{} \t\r\n".contains($0) } ?? rest.endIndex
      if !rest[..<end].isEmpty { result += replacement }
      rest = rest[end...]
    }
    return result + rest
  }
}

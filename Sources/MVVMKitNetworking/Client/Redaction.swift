public import Foundation

/// What no message, log or screen may show: secrets (API keys) and the values of the query
/// parameters that carry them.
///
/// A secret is replaced in every form it takes in text: as given, and percent-encoded as a URL
/// carries it (`a+b/c` also as `a%2Bb%2Fc`, upper- or lowercase hex), and inside base64 at any
/// alignment, in the standard and URL-safe alphabets. The value of a listed
/// parameter is replaced in any URL the text holds (`?key=…`, `&consumer_key=…`), whatever the
/// value, so a key that is not known in advance, or is encoded in a way not foreseen, is still
/// never shown. A secret shorter than ``shortestReplacedInsideWords`` characters is replaced
/// only where it stands alone: a one-letter key must not turn "The Places API" into
/// "ThREDACTED PlacREDACTEDs API". With ``redactsUserInfo``, the user-info of every URL
/// (`https://user:password@host/`) is replaced too.
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
  /// Whether the user-info of a URL (`user:password` in `https://user:password@host/`) is
  /// replaced, whoever the user is.
  public private(set) var redactsUserInfo: Bool

  /// What a file that outlives the session (a recording, a cassette) never keeps, whatever the
  /// services declared: the user-info of every URL, and the values of the query parameters that
  /// carry credentials in common APIs (`key`, `api_key`, `access_token`, `consumer_key`, …).
  public static let credentials = Redaction(
    parameterNames: [
      "key", "api_key", "apikey", "api-key", "access_token", "token", "auth", "secret",
      "client_secret", "consumer_key", "consumer_secret", "password", "signature", "sig",
    ],
    redactsUserInfo: true)

  /// A redaction of `secrets` (empty ones are ignored), of the values of the query parameters
  /// named `parameterNames` and, with `redactsUserInfo`, of the user-info of every URL.
  public init(
    secrets: [String] = [], parameterNames: Set<String> = [], redactsUserInfo: Bool = false
  ) {
    self.secrets = []
    self.parameterNames = []
    self.redactsUserInfo = redactsUserInfo
    add(secrets: secrets, parameterNames: parameterNames)
  }

  /// Whether it changes nothing.
  public var isEmpty: Bool { secrets.isEmpty && parameterNames.isEmpty && !redactsUserInfo }

  /// Adds `secrets` and `parameterNames` to those redacted.
  public mutating func add(secrets: [String] = [], parameterNames: Set<String> = []) {
    for secret in secrets where !secret.isEmpty && !self.secrets.contains(secret) {
      self.secrets.append(secret)
    }
    self.parameterNames.formUnion(parameterNames.filter { !$0.isEmpty })
  }

  /// Adds what `other` redacts to what this one does.
  public mutating func add(_ other: Redaction) {
    add(secrets: other.secrets, parameterNames: other.parameterNames)
    redactsUserInfo = redactsUserInfo || other.redactsUserInfo
  }

  /// What this one and `other` redact, together.
  public func merging(_ other: Redaction) -> Redaction {
    var merged = self
    merged.add(other)
    return merged
  }

  /// `text` with every secret, in every form, and every listed parameter's value replaced by
  /// ``replacement``.
  ///
  /// - Complexity: O(*n* × *s*), for a text of *n* characters and *s* secrets and parameters.
  public func apply(to text: String) -> String {
    guard !isEmpty, !text.isEmpty else { return text }
    // What the text does not hold, byte for byte, is not searched for character by character: a
    // text with no URL, no listed parameter and no secret (most of them) is read once, as bytes.
    let found = Self.markers(in: text, parameters: parameterNames)
    var result = redactsUserInfo && found.hasURL ? Self.replacingUserInfo(in: text) : text
    for name in found.parameters.sorted() {
      result = Self.replacingValues(ofParameter: name, in: result)
    }
    // Longest forms first, so that a secret inside another is not replaced half-way.
    for form in forms.sorted(by: { $0.count > $1.count }) where Self.mayContain(form, result) {
      result = Self.replacing(
        form, in: result, standingAlone: form.count < Self.shortestReplacedInsideWords)
    }
    return result
  }

  /// Whether `text` holds a URL's `://`, and which of `parameters` it holds as `name=` after a
  /// `?`, `&` or `;`: in one pass over its bytes.
  static func markers(in text: String, parameters: Set<String>)
    -> (hasURL: Bool, parameters: Set<String>)
  {
    let names = parameters.map { ($0, Array($0.utf8)) }
    var text = text
    return text.withUTF8 { bytes in
      var hasURL = false
      var found = Set<String>()
      for index in bytes.indices {
        switch bytes[index] {
        case UInt8(ascii: ":"):
          hasURL =
            hasURL
            || (index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")
              && bytes[index + 2] == UInt8(ascii: "/"))
        case UInt8(ascii: "?"), UInt8(ascii: "&"), UInt8(ascii: ";"):
          for (name, utf8) in names where !found.contains(name) {
            let end = index + 1 + utf8.count
            if end < bytes.count, bytes[end] == UInt8(ascii: "="),
              bytes[(index + 1)..<end].elementsEqual(utf8)
            {
              found.insert(name)
            }
          }
        default: continue
        }
      }
      return (hasURL, found)
    }
  }

  /// Whether `text` holds `needle`'s UTF-8 bytes.
  static func contains(_ needle: String, in text: String) -> Bool {
    var text = text
    var needle = needle
    return text.withUTF8 { haystack in
      needle.withUTF8 { needle in
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
          if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
      }
    }
  }

  /// Whether `text` may hold `form` as ``replacing(_:in:standingAlone:)`` finds it: byte for
  /// byte, unless either is not ASCII (where a search by characters may match another spelling
  /// of the same text).
  private static func mayContain(_ form: String, _ text: String) -> Bool {
    guard form.utf8.allSatisfy({ $0 < 0x80 }), text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return true
    }
    return contains(form, in: text)
  }

  /// `body` with what ``apply(to:)`` replaces replaced, whatever its encoding: read by the
  /// charset `contentType` declares (`text/html; charset=iso-8859-1`), else as UTF-8 when it is,
  /// else as Latin-1 (one character a byte, so any bytes are read, and those not replaced are
  /// written back as they were); written back in the encoding it was read in.
  ///
  /// A proxy's error page in Latin-1 that echoes the request's URL, key and all, is redacted as
  /// a UTF-8 one is.
  ///
  /// A binary body (an image, a recording: ``isBinary(_:contentType:)``) is returned as it is:
  /// it is not text, and reading it as text would cost its whole length for nothing.
  public func apply(to body: Data, contentType: String? = nil) -> Data {
    guard !isEmpty, !body.isEmpty, !Self.isBinary(body, contentType: contentType) else {
      return body
    }
    // The declared one first: UTF-16 text is valid UTF-8 too, NULs and all.
    let encodings =
      (contentType.flatMap(Self.declaredEncoding).map { [$0] } ?? []) + [.utf8, .isoLatin1]
    for encoding in encodings {
      guard let text = String(data: body, encoding: encoding) else { continue }
      let redacted = apply(to: text)
      guard redacted != text else { return body }
      // The replacement is ASCII, which every encoding read here writes.
      if let data = redacted.data(using: encoding) { return data }
    }
    return body
  }

  /// Whether `body` is not text: its `contentType` says an image, a sound, a video or a font
  /// (or `application/octet-stream`, a PDF, an archive), or, whatever it says, its first bytes
  /// are a JPEG's, PNG's, GIF's, WebP's, an MP3's, an Ogg's or a FLAC's, or hold a NUL byte.
  public static func isBinary(_ body: Data, contentType: String?) -> Bool {
    let type =
      contentType?.lowercased().split(separator: ";").first?
      .trimmingCharacters(in: .whitespaces) ?? ""
    let binaryTypes = ["image/", "audio/", "video/", "font/"]
    let binaryApplications: Set<String> = [
      "application/octet-stream", "application/pdf", "application/zip", "application/gzip",
      "application/ogg",
    ]
    if binaryTypes.contains(where: type.hasPrefix) || binaryApplications.contains(type) {
      return true
    }
    let head = body.prefix(512)
    let signatures: [[UInt8]] = [
      [0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47], Array("GIF8".utf8), Array("RIFF".utf8),
      Array("ID3".utf8), Array("OggS".utf8), Array("fLaC".utf8), [0xFF, 0xFB], [0xFF, 0xF3],
    ]
    // UTF-16 text holds NULs too: a body its type says is text is only judged by its signature.
    let declaresText =
      type.hasPrefix("text/") || type.hasSuffix("json") || type.hasSuffix("xml")
    return signatures.contains { head.starts(with: $0) }
      || (!declaresText && head.contains(0))
  }

  /// The encoding a `Content-Type`'s `charset` parameter names, among those Foundation reads.
  private static func declaredEncoding(of contentType: String) -> String.Encoding? {
    let parameters = contentType.lowercased().split(separator: ";").dropFirst()
    guard
      let charset = parameters.lazy.map({ $0.trimmingCharacters(in: .whitespaces) })
        .first(where: { $0.hasPrefix("charset=") })?.dropFirst("charset=".count)
    else { return nil }
    switch charset.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) {
    case "utf-8", "utf8": return .utf8
    case "iso-8859-1", "latin1", "iso_8859-1", "l1": return .isoLatin1
    case "iso-8859-2", "latin2": return .isoLatin2
    case "windows-1252", "cp1252": return .windowsCP1252
    case "windows-1251", "cp1251": return .windowsCP1251
    case "us-ascii", "ascii": return .ascii
    case "utf-16": return .utf16
    case "utf-16le": return .utf16LittleEndian
    case "utf-16be": return .utf16BigEndian
    case "shift_jis": return .shiftJIS
    case "euc-jp": return .japaneseEUC
    default: return nil
    }
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
      // Inside base64 (a basic-auth header, a token a server echoes), wherever it starts.
      if secret.count >= Self.shortestReplacedInsideWords {
        forms.formUnion(Self.base64Forms(of: secret))
      }
    }
    return forms
  }

  /// The base64 forms of `secret` at each of the three alignments it may start at inside a longer
  /// base64 text, in the standard and the URL-safe alphabets: the characters that depend on its
  /// bytes alone, so that what comes before or after it changes none of them.
  static func base64Forms(of secret: String) -> Set<String> {
    let bytes = Array(secret.utf8)
    var forms = Set<String>()
    // With `offset` bytes before it, the first characters also hold bits of those bytes: none
    // at 0, two at 1, three at 2. Its last character group holds bits of what follows unless it
    // ends a group of three bytes: one character of it is the secret's alone after one byte,
    // two after two.
    for (offset, leading) in [(0, 0), (1, 2), (2, 3)] {
      let total = offset + bytes.count
      let kept = total / 3 * 4 + [0, 1, 2][total % 3]
      let encoded = Data(repeating: 0, count: offset) + Data(bytes)
      let text = Array(encoded.base64EncodedString().prefix(kept).dropFirst(leading))
      guard text.count >= Self.shortestReplacedInsideWords else { continue }
      let standard = String(text)
      forms.insert(standard)
      forms.insert(
        String(
          standard.map { character in
            switch character {
            case "+": "-"
            case "/": "_"
            default: character
            }
          }))
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
      // Around the match in the whole text: a match that follows a replaced one or a kept one
      // still has the character before it ("Free": the second "e" follows the first).
      let before =
        range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
      let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
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

  /// `text` with the value of every `name=` that follows `?`, `&` or `;` replaced, up to the next
  /// `&`, `#`, white space, quote, backslash or bracket (a backslash: in JSON, `\"` ends the
  /// string the URL is in, and the escape must stay whole).
  ///
  /// It reads the text's UTF-8 bytes: every character it looks for is ASCII, which no other
  /// character's bytes hold.
  private static func replacingValues(ofParameter name: String, in text: String) -> String {
    let marker = Array((name + "=").utf8)
    return replacingBytes(of: text) { bytes, index, result in
      guard let found = firstIndex(of: marker, in: bytes, from: index) else { return nil }
      let valueStart = found + marker.count
      result.append(contentsOf: bytes[index..<valueStart])
      guard found > 0, parameterStarts[Int(bytes[found - 1])] else { return valueStart }
      let end = bytes[valueStart...].firstIndex { valueEnds[Int($0)] } ?? bytes.endIndex
      if end > valueStart { result.append(contentsOf: replacement.utf8) }
      return end
    }
  }

  /// `text` with the user-info of every URL in it (what comes between `://` and the last `@` of
  /// its authority) replaced, read as UTF-8 bytes as ``replacingValues(ofParameter:in:)`` reads
  /// it.
  private static func replacingUserInfo(in text: String) -> String {
    let separator = Array("://".utf8)
    return replacingBytes(of: text) { bytes, index, result in
      guard let found = firstIndex(of: separator, in: bytes, from: index) else { return nil }
      let authority = found + separator.count
      result.append(contentsOf: bytes[index..<authority])
      let end = bytes[authority...].firstIndex { authorityEnds[Int($0)] } ?? bytes.endIndex
      guard let at = bytes[authority..<end].lastIndex(of: UInt8(ascii: "@")), at > authority else {
        return authority
      }
      result.append(contentsOf: replacement.utf8)
      return at
    }
  }

  /// `text`'s UTF-8 bytes rewritten by `step`, which is given the bytes, where it stands and the
  /// result so far, appends what it keeps or writes, and returns where to go on from; `nil` when
  /// nothing is left to rewrite (the rest is kept as it is).
  private static func replacingBytes(
    of text: String, _ step: ([UInt8], Int, inout [UInt8]) -> Int?
  ) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while let next = step(bytes, index, &result) { index = next }
    result.append(contentsOf: bytes[index...])
    return String(decoding: result, as: UTF8.self)
  }

  /// Where `needle` first stands in `bytes` from `start` on.
  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = start
    while index <= bytes.count - needle.count {
      if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) {
        return index
      }
      index += 1
    }
    return nil
  }

  /// A table of the bytes of `characters` (ASCII): `true` at each one's value.
  private static func byteTable(_ characters: String) -> [Bool] {
    var table = [Bool](repeating: false, count: 256)
    for byte in characters.utf8 { table[Int(byte)] = true }
    return table
  }

  /// The bytes a query parameter follows.
  private static let parameterStarts = byteTable("?&;")
  /// The bytes that end a parameter's value.
  private static let valueEnds = byteTable("&#\"'\\<>()[]{} \t\r\n")
  /// The bytes that end a URL's authority, or a URL in running text.
  private static let authorityEnds = byteTable("/?# \t\r\n\"'<>()[]{}")
}

/// A JSON array decoded record by record: the records that could be read, and why the others
/// could not. One bad record (a place without its location, a rating of `"x"`) leaves the others
/// on screen instead of failing the page.
///
/// Decoding fails only when the array itself is not an array, or when it has records and none of
/// them can be read (then with the first record's error): a page that says nothing useful is an
/// error, a page that says most of it is a page with a note.
///
/// ```swift
/// struct PlacesResponse: Decodable {
///   var results: DecodedList<Place>
/// }
/// page.results.elements              // the places that could be read
/// page.results.unreadable.first?.reason  // "at results[1].geometry: the key is missing"
/// ```
public struct DecodedList<Element> {
  /// The records that could be read, in order.
  public var elements: [Element]
  /// Why each record that could not be read was left out, in order.
  public var unreadable: [UnreadableRecord]

  /// A list of `elements`, with `unreadable` left out.
  public init(_ elements: [Element] = [], unreadable: [UnreadableRecord] = []) {
    self.elements = elements
    self.unreadable = unreadable
  }

  /// How many records the array held, read or not.
  public var recordCount: Int { elements.count + unreadable.count }

  /// "1 of 12 restaurants could not be read.", when some records could not; `nil` when every
  /// one was read.
  ///
  /// - Parameters:
  ///   - singular: What one record is: "restaurant".
  ///   - plural: What several are: "restaurants".
  public func unreadableNote(singular: String, plural: String) -> String? {
    guard !unreadable.isEmpty else { return nil }
    let count = recordCount
    return "\(unreadable.count) of \(count) \(count == 1 ? singular : plural) could not be read."
  }
}

extension DecodedList: Decodable where Element: Decodable {
  /// Decodes the array record by record (see ``DecodedList``).
  ///
  /// - Throws: `DecodingError` when the value is not an array, or when it has records and none
  ///   can be read (the first record's error).
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var elements: [Element] = []
    var unreadable: [UnreadableRecord] = []
    var firstError: DecodingError?
    while !container.isAtEnd {
      let index = container.currentIndex
      do {
        elements.append(try container.decode(Element.self))
      } catch {
        let error = Self.decodingError(error, at: container.codingPath, index: index)
        firstError = firstError ?? error
        unreadable.append(
          UnreadableRecord(index: index, reason: Self.sentence(for: APIError(error))))
        // A record that failed is not consumed: step over it.
        _ = try container.decode(Skipped.self)
      }
    }
    if elements.isEmpty, let firstError { throw firstError }
    self.init(elements, unreadable: unreadable)
  }

  private static func sentence(for error: APIError) -> String {
    guard case .decoding(let path, let reason) = error else { return "\(error)" }
    return path.isEmpty ? reason : "at \(path): \(reason)"
  }

  /// `error` as a `DecodingError`. Foundation's decoder on Linux throws an error of its own for
  /// a number that does not fit the type asked for (`90.7` for an `Int`), which would otherwise
  /// leave the whole list, not the record, unreadable, and be called "not valid JSON".
  private static func decodingError(
    _ error: any Error, at path: [any CodingKey], index: Int
  ) -> DecodingError {
    if let error = error as? DecodingError { return error }
    let description = String(describing: error)
    let number = description.firstMatch(of: /numberIsNotRepresentableInSwift\(parsed: "([^"]*)"\)/)
    return .dataCorrupted(
      DecodingError.Context(
        codingPath: path + [ListIndex(intValue: index)],
        debugDescription: number.map {
          "the number \($0.1) does not fit its field (a fraction, or too large)"
        } ?? description,
        underlyingError: error))
  }
}

/// A position in a list, as a coding key.
private struct ListIndex: CodingKey {
  var intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

/// Any JSON value, read and thrown away.
private struct Skipped: Decodable {
  init(from decoder: any Decoder) throws {}
}

extension DecodedList: Sendable where Element: Sendable {}
extension DecodedList: Equatable where Element: Equatable {}
extension DecodedList: Hashable where Element: Hashable {}

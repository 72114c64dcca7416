public import Foundation

/// The records of a JSON file bundled with an app, read once, each kept as its JSON: what a
/// bundled API (``BundledHTTPClient``) chooses among and sends on as they are, in the real API's
/// shape, without reading its file and decoding and encoding every record again for each request.
///
/// ```swift
/// // Read and decoded once, the first time a request needs them.
/// static let sample = Result { () throws(APIError) in
///   let records = try BundledRecords(
///     contentsOf: Bundle.module.url(forResource: "places", withExtension: "json"), at: "results")
///   return (records: records, places: try records.decoded(Place.self))
/// }
/// .compute("nearbysearch/json") { request throws(APIError) in
///   let (records, places) = try sample.get()
///   let chosen = places.indices.filter { places[$0].types.contains("cafe") }
///   return records.answer(["status": "OK"], records: "results", chosen)
/// }
/// ```
public struct BundledRecords: Sendable {
  /// Each record's JSON, as the file writes it but without white space between its tokens, in the
  /// file's order.
  public let records: [Data]

  /// The records of the array at `key` of the JSON object in the file at `url`, each kept as the
  /// file writes it but for the white space between its tokens.
  ///
  /// - Throws: ``APIError`` saying why, when the file is missing or unreadable, or has no array
  ///   at `key`.
  public init(contentsOf url: URL?, at key: String) throws(APIError) {
    guard let url else { throw .invalidContent("The bundled \(key) are missing from the app.") }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .invalidContent(
        "The bundled \(key) could not be read (\(error.localizedDescription)).")
    }
    try self.init(json: data, at: key)
  }

  /// The records of the array at `key` of the JSON object `json`, each kept as `json` writes it
  /// but for the white space between its tokens, which goes (as an API sends its answers).
  ///
  /// - Throws: ``APIError/decoding(codingPath:reason:)`` when `json` is not an object with an
  ///   array at `key`.
  public init(json: Data, at key: String) throws(APIError) {
    var reader = JSONElementReader(bytes: [UInt8](json))
    guard let ranges = reader.elementsOfArray(at: key) else {
      throw .decoding(codingPath: key, reason: "the bundled \(key) are not a list")
    }
    records = ranges.map { Data(reader.compacted($0)) }
  }

  /// Every record decoded as `type`, in order: what a bundled API reads to choose among them.
  ///
  /// - Throws: ``APIError/decoding(codingPath:reason:)`` for the first record that is not a
  ///   `type`.
  public func decoded<Record: Decodable>(
    _ type: Record.Type, decoder: JSONDecoder = JSONDecoder()
  ) throws(APIError) -> [Record] {
    try records.map { record throws(APIError) in
      try decodeJSON(type, from: record, decoder: decoder)
    }
  }

  /// A JSON object of `fields` and, at `key`, the list of the records at the indices `chosen` (an
  /// index that is not a record's is passed over), its keys sorted.
  public func answer(
    _ fields: [String: any Encodable & Sendable] = [:], records key: String,
    _ chosen: some Sequence<Int>, statusCode: Int = 200
  ) -> HTTPResponse {
    var list = Data("[".utf8)
    for (place, index) in chosen.filter(records.indices.contains).enumerated() {
      if place > 0 { list.append(contentsOf: ",".utf8) }
      list.append(records[index])
    }
    list.append(contentsOf: "]".utf8)
    return Self.object(fields, key, list, statusCode: statusCode)
  }

  /// A JSON object of `fields` and, at `key`, the record at `index`; `nil` when there is no such
  /// record.
  public func answer(
    _ fields: [String: any Encodable & Sendable] = [:], record key: String, _ index: Int,
    statusCode: Int = 200
  ) -> HTTPResponse? {
    guard records.indices.contains(index) else { return nil }
    return Self.object(fields, key, records[index], statusCode: statusCode)
  }

  /// `{"key": value, …}` with `json` at `key`, the keys in order.
  private static func object(
    _ fields: [String: any Encodable & Sendable], _ key: String, _ json: Data, statusCode: Int
  ) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    var body = Data("{".utf8)
    do {
      for (place, name) in Set(fields.keys).union([key]).sorted().enumerated() {
        if place > 0 { body.append(contentsOf: ",".utf8) }
        body.append(try encoder.encode(name))
        body.append(contentsOf: ":".utf8)
        if let value = fields[name], name != key {
          body.append(try encoder.encode(value))
        } else {
          body.append(json)
        }
      }
    } catch {
      return .serverError("the answer cannot be encoded: \(error)")
    }
    body.append(contentsOf: "}".utf8)
    return HTTPResponse(statusCode: statusCode, json: body)
  }
}

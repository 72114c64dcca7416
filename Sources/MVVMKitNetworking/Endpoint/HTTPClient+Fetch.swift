public import Foundation

extension HTTPClient {
  /// Sends `endpoint` under `baseURL`, checks the status, decodes the JSON answer, and has the
  /// endpoint validate it.
  ///
  /// - Parameters:
  ///   - endpoint: What to call and how to read its answer.
  ///   - baseURL: Where the service lives; replaceable so any server speaking the API can answer.
  ///   - decoder: The JSON decoder to use.
  /// - Throws: ``APIError``: from the client, ``APIError/httpStatus(_:bodyExcerpt:)`` for a non-2xx
  ///   status, ``APIError/decoding(codingPath:reason:)`` for an empty or unreadable body, or what
  ///   the endpoint's `validate` throws.
  public func fetch<Response>(
    _ endpoint: Endpoint<Response>,
    from baseURL: URL,
    decoder: JSONDecoder = JSONDecoder()
  ) async throws(APIError) -> Response {
    // Followed, so that what the answer turns out to be reaches an inspector's exchange log.
    let trail = HTTPExchangeTrail()
    let request = try endpoint.request(baseURL: baseURL)
    let response = try await trail.following(typed: { () async throws(APIError) in
      try await send(request)
    })
    guard response.isSuccess else {
      throw endpoint.readsError?(response) ?? .status(of: response)
    }
    do {
      let decoded = try decodeJSON(Response.self, from: response.body, decoder: decoder)
      try endpoint.validate?(decoded)
      if let partly = decoded as? any PartlyReadable, let first = partly.unreadableRecords.first {
        trail.mark(
          .partlyRead(
            unreadable: partly.unreadableRecords.count, of: partly.recordCount,
            firstReason: first.reason))
      }
      return decoded
    } catch {
      if case .refused(let code, _, _) = error {
        trail.mark(.refused(code))
      } else {
        trail.mark(.unreadable(error.errorDescription ?? "\(error)"))
      }
      throw error
    }
  }
}

/// Decodes `type` from JSON `data`, turning every failure into ``APIError/decoding(codingPath:reason:)``.
///
/// A UTF-8 answer with a byte sequence that is not UTF-8 (a name cut inside a character, a
/// Latin-1 "é") is read with each such sequence as U+FFFD (�), as a browser reads it: one bad
/// name leaves the rest of the answer readable, where the decoder alone refuses all of it.
///
/// - Throws: ``APIError/decoding(codingPath:reason:)`` naming where decoding failed, or
///   ``APIError/invalidContent(_:)`` for an ``InvalidContentError`` the model threw.
public func decodeJSON<T: Decodable>(
  _ type: T.Type, from data: Data, decoder: JSONDecoder = JSONDecoder()
) throws(APIError) -> T {
  guard !data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
    throw .decoding(codingPath: "", reason: "the response was empty")
  }
  let data = repairingUTF8(data)
  do {
    return try decoder.decode(type, from: data)
  } catch DecodingError.dataCorrupted(let context)
    where context.codingPath.isEmpty && context.underlyingError == nil && isJSON(data)
  {
    // Foundation's decoder on Linux says "not valid JSON", without a path, of valid JSON with a
    // number that does not fit the type asked for (`90.7` for an `Int`).
    throw .decoding(
      codingPath: "", reason: "a number does not fit its field (a fraction, or too large)")
  } catch let error as DecodingError {
    throw APIError(error)
  } catch let error as InvalidContentError {
    throw .invalidContent(error.message)
  } catch {
    throw .decoding(codingPath: "", reason: String(describing: error))
  }
}

/// Whether `data` is JSON, whatever the values in it.
private func isJSON(_ data: Data) -> Bool {
  do {
    _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return true
  } catch {
    return false  // not JSON: the decoder's own words stand
  }
}

/// `data` as it is when it is valid UTF-8, or is UTF-16 or UTF-32 (a byte-order mark, or the NUL
/// bytes JSON in those encodings starts with); otherwise with every invalid UTF-8 sequence
/// replaced by U+FFFD.
func repairingUTF8(_ data: Data) -> Data {
  let head = data.prefix(4)
  let isWide =
    head.contains(0) || head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE])
  guard !isWide, String(validating: data, as: UTF8.self) == nil else { return data }
  return Data(String(decoding: data, as: UTF8.self).utf8)
}

extension APIError {
  /// A ``decoding(codingPath:reason:)`` error describing `error` and where it happened.
  public init(_ error: DecodingError) {
    switch error {
    case .typeMismatch(let type, let context):
      self = .decoding(
        codingPath: Self.path(context.codingPath),
        reason: "expected \(Self.describe(type, at: context.codingPath))")
    case .valueNotFound(let type, let context):
      self = .decoding(
        codingPath: Self.path(context.codingPath),
        reason: "expected \(Self.describe(type, at: context.codingPath)) but found null")
    case .keyNotFound(let key, let context):
      self = .decoding(
        codingPath: Self.path(context.codingPath + [key]), reason: "the key is missing")
    case .dataCorrupted(let context):
      let underlying = context.underlyingError.map { ": \($0.localizedDescription)" } ?? ""
      self = .decoding(
        codingPath: Self.path(context.codingPath),
        reason: context.codingPath.isEmpty
          ? "not valid JSON\(underlying)" : context.debugDescription)
    @unknown default:
      self = .decoding(codingPath: "", reason: String(describing: error))
    }
  }

  /// A coding path written as `drinks[0].strDrink`.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  /// What a value of `type` is, in words a user reads: "a string", "a list of drinks". Never a
  /// Swift type name.
  private static func describe(_ type: Any.Type, at codingPath: [any CodingKey]) -> String {
    switch type {
    case is String.Type: return "a string"
    case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type, is Decimal.Type:
      return "a number"
    case is Bool.Type: return "true or false"
    default: break
    }
    let name = String(reflecting: type)
    // The last named key says what the list holds: `drinks` is "a list of drinks".
    let key = codingPath.last { $0.intValue == nil }?.stringValue
    if name.hasPrefix("Swift.Array<") || name.hasPrefix("Swift.Set<") {
      return key.map { "a list of \($0)" } ?? "a list"
    }
    return "an object"
  }
}

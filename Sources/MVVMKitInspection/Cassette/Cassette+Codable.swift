import Foundation
import MVVMKitNetworking

/// The file's shape: `{"version": 1, "exchanges": [...]}`, an exchange as
/// `{"method", "url", "latencyMilliseconds", "status", "headers", "body"}` with
/// `"bodyEncoding": "base64"` for a body that is not UTF-8 text, or with `"error"` (the case of
/// `APIError`) and its `"message"` in place of the response, or `"unanswered": true` for a request
/// still waiting when the recording ended.
extension Cassette: Codable {
  private enum CodingKeys: String, CodingKey {
    case version, exchanges
  }

  /// Reads a cassette, refusing a version this build does not know.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == Self.version else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription:
          "The cassette is version \(version); this build reads version \(Self.version).")
    }
    exchanges = try container.decode([Exchange].self, forKey: .exchanges)
  }

  /// Writes the version and the exchanges.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.version, forKey: .version)
    try container.encode(exchanges, forKey: .exchanges)
  }
}

extension Cassette.Exchange: Codable {
  private enum CodingKeys: String, CodingKey {
    case method, url, latencyMilliseconds, status, headers, body, bodyEncoding, error, message
    case code, isRetryable, unanswered
  }

  /// Reads an exchange: a response, or a failure.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    method = try container.decode(String.self, forKey: .method)
    url = try container.decode(String.self, forKey: .url)
    let milliseconds = try container.decode(Double.self, forKey: .latencyMilliseconds)
    let longest = Double(Cassette.longestLatency.components.seconds) * 1000
    guard milliseconds.isFinite, (0...longest).contains(milliseconds) else {
      throw DecodingError.dataCorruptedError(
        forKey: .latencyMilliseconds, in: container,
        debugDescription:
          "A latency is a number of milliseconds from 0 to \(Int(longest)); got \(milliseconds).")
    }
    latency = .microseconds(Int64((milliseconds * 1000).rounded()))
    if try container.decodeIfPresent(Bool.self, forKey: .unanswered) == true {
      result = .unanswered
      return
    }
    if let error = try container.decodeIfPresent(String.self, forKey: .error) {
      result = .failure(try Self.error(error, in: container))
      return
    }
    let status = try container.decode(Int.self, forKey: .status)
    let headers = try container.decodeIfPresent([String: String].self, forKey: .headers) ?? [:]
    let text = try container.decodeIfPresent(String.self, forKey: .body) ?? ""
    let body: Data
    switch try container.decodeIfPresent(String.self, forKey: .bodyEncoding) {
    case nil, "text":
      body = Data(text.utf8)
    case "base64":
      guard let bytes = Data(base64Encoded: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .body, in: container, debugDescription: "The body is not valid base64.")
      }
      body = bytes
    case let other?:
      throw DecodingError.dataCorruptedError(
        forKey: .bodyEncoding, in: container,
        debugDescription: "A body is encoded as text or base64; got “\(other)”.")
    }
    result = .response(status: status, headers: headers, body: body)
  }

  /// Writes the exchange: the body as text when it is UTF-8, base64 otherwise.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(method, forKey: .method)
    try container.encode(url, forKey: .url)
    let (seconds, attoseconds) = latency.components
    let milliseconds = Double(seconds) * 1000 + Double(attoseconds / 1_000_000_000) / 1_000_000
    try container.encode(milliseconds, forKey: .latencyMilliseconds)
    switch result {
    case .response(let status, let headers, let body):
      try container.encode(status, forKey: .status)
      if !headers.isEmpty { try container.encode(headers, forKey: .headers) }
      if let text = String(data: body, encoding: .utf8) {
        try container.encode(text, forKey: .body)
      } else {
        try container.encode(body.base64EncodedString(), forKey: .body)
        try container.encode("base64", forKey: .bodyEncoding)
      }
    case .failure(let error):
      try Self.encode(error, in: &container)
    case .unanswered:
      try container.encode(true, forKey: .unanswered)
    }
  }

  private static func encode(
    _ error: APIError, in container: inout KeyedEncodingContainer<CodingKeys>
  ) throws {
    switch error {
    case .invalidRequest(let message):
      try container.encode("invalidRequest", forKey: .error)
      try container.encode(message, forKey: .message)
    case .transport(let message):
      try container.encode("transport", forKey: .error)
      try container.encode(message, forKey: .message)
    case .interrupted(let message):
      try container.encode("interrupted", forKey: .error)
      try container.encode(message, forKey: .message)
    case .timeout:
      try container.encode("timeout", forKey: .error)
    case .httpStatus(let status, let excerpt):
      try container.encode("httpStatus", forKey: .error)
      try container.encode(status, forKey: .status)
      try container.encode(excerpt, forKey: .message)
    case .decoding(let codingPath, let reason):
      try container.encode("decoding", forKey: .error)
      try container.encode(codingPath, forKey: .code)
      try container.encode(reason, forKey: .message)
    case .invalidContent(let message):
      try container.encode("invalidContent", forKey: .error)
      try container.encode(message, forKey: .message)
    case .refused(let code, let message, let isRetryable):
      try container.encode("refused", forKey: .error)
      try container.encode(code, forKey: .code)
      try container.encode(message, forKey: .message)
      try container.encode(isRetryable, forKey: .isRetryable)
    case .cancelled:
      try container.encode("cancelled", forKey: .error)
    }
  }

  private static func error(
    _ name: String, in container: KeyedDecodingContainer<CodingKeys>
  ) throws -> APIError {
    func message() throws -> String {
      try container.decodeIfPresent(String.self, forKey: .message) ?? ""
    }
    switch name {
    case "invalidRequest": return .invalidRequest(try message())
    case "transport": return .transport(try message())
    case "interrupted": return .interrupted(try message())
    case "timeout": return .timeout
    case "httpStatus":
      return .httpStatus(
        try container.decode(Int.self, forKey: .status), bodyExcerpt: try message())
    case "decoding":
      return .decoding(
        codingPath: try container.decodeIfPresent(String.self, forKey: .code) ?? "",
        reason: try message())
    case "invalidContent": return .invalidContent(try message())
    case "refused":
      return .refused(
        code: try container.decodeIfPresent(String.self, forKey: .code) ?? "",
        message: try message(),
        isRetryable: try container.decodeIfPresent(Bool.self, forKey: .isRetryable) ?? false)
    case "cancelled": return .cancelled
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .error, in: container, debugDescription: "“\(name)” is no error a client throws.")
    }
  }
}

import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import Testing

/// A recording never holds a key: not in the arguments (an API's address given with `?key=` or
/// `user:key@`), not in the variables, not in a body in another encoding than UTF-8 (a proxy's
/// Latin-1 error page that echoes the request). The file is read back and searched for the key in
/// every form it could take there.
@Suite(.timeLimit(.scaled(minutes: 2))) struct RecordingSecretsTests {
  /// A key with the characters that encodings change.
  static let key = "AIzaS+y/Te=st&K%ey-0123456789"

  /// Every form the key could take in the file: plain, percent-encoded (strictly or as a query
  /// allows, with upper- or lowercase hex, spaces as `+`) and JSON-escaped.
  static var forms: [String] {
    let strict = CharacterSet(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    var forms = [key, key.replacingOccurrences(of: "/", with: "\\/")]
    for allowed in [strict, .urlQueryAllowed] {
      guard let encoded = key.addingPercentEncoding(withAllowedCharacters: allowed) else {
        continue
      }
      forms += [encoded, encoded.lowercased(), encoded.uppercased()]
    }
    return forms
  }

  /// A proxy's refusal: Latin-1 (so not UTF-8: "é" is one byte), echoing the URL asked for.
  static func proxyPage(for uri: String) -> Response {
    let page = "<html><body><p>Accès refusé: \(uri)</p></body></html>"
    return Response(
      status: .forbidden,
      headers: [.contentType: "text/html; charset=iso-8859-1"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: page.data(using: .isoLatin1) ?? Data())))
  }

  @Test func aKeyInAnAddressAVariableOrALatin1BodyIsNeverRecorded() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "recording-secrets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      do { try FileManager.default.removeItem(at: folder) } catch {}
    }
    let file = folder.appendingPathComponent("session.json")
    let encodedKey = try #require(
      Self.key.addingPercentEncoding(
        withAllowedCharacters: CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-"))))
    let run = try await LocalHTTPServer.run { router in
      router.get("**") { request, _ in Self.proxyPage(for: request.uri.description) }
    } test: { server in
      let port = try #require(server.port)
      return try await runShowcase(
        [
          "nearby", "--once", "--places-api",
          "http://127.0.0.1:\(port)/maps/api/place/?key=\(encodedKey)",
          "--record", file.path,
        ],
        environment: [
          "GOOGLE_PLACES_API_KEY": Self.key,
          "PLACES_API_URL": "http://user:\(encodedKey)@127.0.0.1:\(port)/maps/api/place/",
          "GALLERY_API_URL": "http://127.0.0.1:\(port)/?consumer_key=\(encodedKey)",
          "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
          "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
        ])
    }
    #expect(run.status == 1, "every section failed: \(run.output)")
    let text = try String(contentsOf: file, encoding: .utf8)
    for form in Self.forms {
      #expect(!text.contains(form), "the file holds the key as \(form)")
    }
    struct Recording: Decodable {
      var arguments: [String]
      var environment: [String: String]
      var cassette: Cassette
      struct Cassette: Decodable { var exchanges: [Exchange] }
      struct Exchange: Decodable {
        var url: String
        var body: String?
        var bodyEncoding: String?
      }
    }
    let recording = try JSONDecoder().decode(Recording.self, from: Data(text.utf8))
    let places = try #require(recording.arguments.firstIndex(of: "--places-api"))
    #expect(recording.arguments[places + 1].hasSuffix("/?key=REDACTED"))
    #expect(
      recording.environment["PLACES_API_URL"]?.hasPrefix("http://REDACTED@127.0.0.1:") == true)
    #expect(recording.environment["GALLERY_API_URL"]?.hasSuffix("/?consumer_key=REDACTED") == true)
    #expect(recording.environment["GOOGLE_PLACES_API_KEY"] == "REDACTED")
    let bodies = recording.cassette.exchanges.filter { $0.bodyEncoding == "base64" }
    #expect(!bodies.isEmpty, "the Latin-1 pages are kept as bytes")
    for exchange in bodies {
      let bytes = try #require(exchange.body.flatMap { Data(base64Encoded: $0) })
      let page = try #require(String(data: bytes, encoding: .isoLatin1))
      #expect(page.hasPrefix("<html><body><p>Accès refusé: /"), "the page is kept, redacted")
      #expect(page.contains("key=REDACTED"))
      for form in Self.forms {
        #expect(!page.contains(form), "a body holds the key as \(form)")
      }
    }
  }

  @Test func aKeyAServerEchoesIsNeitherDrawnNorKeptInTheFramesOrBodies() async throws {
    // A place named after the key, its address the key in base64: the screen and the recording's
    // frame say REDACTED, and no body keeps either form.
    let key = "AIzaSyEchoKey-0123456789abcdefghijk"
    let encoded = Data(("u:" + key).utf8).base64EncodedString()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "echo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      do { try FileManager.default.removeItem(at: folder) } catch {}
    }
    let file = folder.appendingPathComponent("session.json")
    let run = try await LocalHTTPServer.run { router in
      router.get("maps/api/place/details/json") { _, _ in
        LocalHTTPServer.json(
          #"{"status": "OK", "result": {"place_id": "echo", "name": "Echo \#(key)", "vicinity": "\#(encoded)", "geometry": {"location": {"lat": 51.5107, "lng": -0.1226}}}}"#
        )
      }
    } test: { url in
      try await runShowcase(
        ["nearby", "--once", "--place", "echo", "--width", "80", "--record", file.path],
        environment: [
          "PLACES_API_URL": url.appendingPathComponent("maps/api/place/").absoluteString,
          "GOOGLE_PLACES_API_KEY": key,
          "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
          "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
        ])
    }
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("Echo REDACTED"), "\(run.output)")
    #expect(!run.output.contains(key))
    let text = try String(contentsOf: file, encoding: .utf8)
    struct Recording: Decodable { var finalFrame: String }
    let recording = try JSONDecoder().decode(Recording.self, from: Data(text.utf8))
    #expect(recording.finalFrame.contains("Echo REDACTED"))
    for form in [key, String(encoded.dropFirst(3).prefix(40))] {
      #expect(!text.contains(form), "the file holds the key as \(form)")
    }
  }
}

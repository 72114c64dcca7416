import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitNetworking

/// A real server on 127.0.0.1 that answers every GET as an app's bundled data does, in the live
/// API's shape: what a recorded session talks to.
enum BundleServer {
  /// Runs `test` with the address of a server answering from `client`, with `rewrite` applied to
  /// each text body and the server's own address (so a feed can point at images it serves).
  static func run<Value: Sendable>(
    answeringFrom client: any HTTPClient,
    rewrite: @escaping @Sendable (_ body: String, _ server: String) -> String = { body, _ in body },
    test: @Sendable (URL) async throws -> Value
  ) async throws -> Value {
    try await LocalHTTPServer.run { router in
      router.get("**") { request, _ in
        let server = "http://\(request.head.authority ?? "127.0.0.1")/"
        guard let url = URL(string: "http://bundle.test" + request.uri.description) else {
          return Response(status: .badRequest)
        }
        let answer = try await client.send(MVVMKitNetworking.HTTPRequest(url: url))
        let body =
          String(data: answer.body, encoding: .utf8).map { Data(rewrite($0, server).utf8) }
          ?? answer.body
        var headers = HTTPFields()
        if let type = answer.headers.first(where: { $0.key.lowercased() == "content-type" }) {
          headers[.contentType] = type.value
        }
        return Response(
          status: .init(code: answer.statusCode), headers: headers,
          body: .init(byteBuffer: ByteBuffer(bytes: body)))
      }
    } test: { url in
      try await test(url)
    }
  }
}

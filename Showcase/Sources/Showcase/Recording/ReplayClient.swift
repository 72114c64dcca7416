import Foundation
import MVVMKitInspection
import MVVMKitNetworking

/// A service's client in a replay: the replay's player, asked with the request's secrets replaced
/// as they were when it was recorded, so a request carrying a key matches its recorded self.
struct ReplayClient: HTTPClient {
  let player: CassettePlayer
  let redaction: Redaction

  func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    var redacted = request
    if let url = URL(string: redaction.apply(to: request.url.absoluteString)) { redacted.url = url }
    return try await player.send(redacted)
  }
}

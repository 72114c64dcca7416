import Foundation
import MVVMKitNetworking

/// A client that tells ``KeptAnswersSeen`` how old each answer of `base` (a caching client) is
/// when it is a kept one out of date: served because the server could not be reached, or with
/// `--offline`. Told before the answer is returned, so a screen that shows it says its age in the
/// same frame.
struct KeptAnswersWatch: HTTPClient {
  /// The client whose answers are watched: a ``CachingHTTPClient``.
  let base: any HTTPClient
  /// Told of each answer.
  let seen: KeptAnswersSeen
  /// The time, against which an answer's freshness is judged.
  var now: @Sendable () -> Date = { Date() }

  func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    let response = try await base.send(request)
    // A kept answer carries its `Age`: out of date once it is past what its headers allow.
    let now = now()
    let stale = response.age.flatMap { age in
      CachedResponse(response: response, storedAt: now).isFresh(at: now) ? nil : age
    }
    let key = CachingHTTPClient.key(for: request)
    await seen.saw(age: stale, for: key)
    return response
  }
}

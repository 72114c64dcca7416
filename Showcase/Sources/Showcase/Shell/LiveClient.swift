import ConcurrencyExtras
import Foundation
import MVVMKitNetworking
import MVVMKitStorage

/// The client a live service asks its server through: URLSession, with `Retry-After` honoured
/// and what `clients` put on it (the inspector's log and faults, a tab's faults), its answers
/// kept on disk in `directory` (``KeptAnswers``) so that what was seen once is shown again when
/// the server cannot be reached (`--offline` and the inspector's F5 included), and its age told
/// to `clients`' ``ServiceClients/keptAnswers`` for the screens to say.
func liveClient(
  _ clients: (any ServiceClients)?, keptIn directory: URL, redacting redaction: Redaction
) -> any HTTPClient {
  let client = wrapping(clients, redacting: redaction)(URLSessionHTTPClient())
  guard let store = KeptAnswers.file(in: directory).store else { return client }
  // Places API (New) searches with a POST: its answers are kept by their body.
  let caching = CachingHTTPClient(wrapping: client, store: store, keepsPOSTAnswers: true)
  // The screens say how old a kept answer they show is.
  return clients.map { KeptAnswersWatch(base: caching, seen: $0.keptAnswers) } ?? caching
}

/// Every live answer of the process's apps, kept in one `HTTPCacheFile` in the directory
/// `--cache-dir` names, by default the user's cache directory's
/// (`$XDG_CACHE_HOME/mvvmkit/http-cache.sqlite`), shared with the other showcase processes.
/// Opened once per directory; when it cannot be, the apps ask the servers without it
/// and the reason is written once to standard error. A replay has none: its answers are the
/// recording's, and are never kept among the user's (see ``openStore(_:)``).
enum KeptAnswers {
  private static let opened = LockIsolated<[URL: (store: HTTPCacheFile?, notice: String?)]>([:])

  /// Where the file is unless `--cache-dir` says otherwise: the user's cache directory, as the
  /// environment in force says.
  static var directory: URL {
    UserDirectory.cache.url(
      app: ShowcaseCommand.folderName, environment: ShowcaseEnvironment.current)
  }

  /// The file in `directory`, or why there is none (or why it was rebuilt).
  static func file(in directory: URL) -> (store: HTTPCacheFile?, notice: String?) {
    guard Replay.current == nil else { return (nil, nil) }
    return opened.withValue { opened in
      if let file = opened[directory] { return file }
      var file = openStore { () throws(StoreError) in try HTTPCacheFile(directory: directory) }
      if file.notice == nil { file.notice = file.store?.notice }
      if let notice = file.notice {
        FileHandle.standardError.write(Data("showcase: \(notice)\n".utf8))
      }
      opened[directory] = file
      return file
    }
  }
}

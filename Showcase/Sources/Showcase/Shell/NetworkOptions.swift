import ArgumentParser
import Foundation
import MVVMKitInspection
import MVVMKitNetworking
import MVVMKitStorage
import TerminalUI

/// `--latency`, `--fail-rate` and `--offline`: the network faults every way into the apps puts
/// on their requests (the terminal's and the web's), declared once; `--live`, where the requests
/// go; and `--cache-dir`, where what they answered is kept for offline use.
struct NetworkOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Add MS milliseconds to every request, bundled data included (0 to 600000).",
      valueName: "MS"))
  var latency: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Answer P percent of requests (0 to 100) with 503 Service Unavailable instead of sending them.",
      valueName: "P"))
  var failRate: String?

  @Flag(
    help:
      "Fail every request as with no network: a live app shows the answers it kept from earlier runs."
  )
  var offline = false

  @Flag(
    help:
      "Use each app's real services where it has them (TheCocktailDB, Frankfurter, Openverse, Google Places API (New) with a key) instead of the bundled data; an --…-api option still wins."
  )
  var live = false

  @OptionGroup var cache: FolderOption<CacheFolder>

  /// Where answers are kept: `--cache-dir`, else the user's cache directory's folder for the
  /// apps (``KeptAnswers/directory``).
  var cacheDirectory: URL { cache.url }

  /// The client a live service asks its server through (``liveClient(_:keptIn:redacting:)``),
  /// its answers kept in ``cacheDirectory``.
  func liveClient(
    _ clients: (any ServiceClients)?, redacting redaction: Redaction = Redaction()
  ) -> any HTTPClient {
    Showcase.liveClient(clients, keptIn: cacheDirectory, redacting: redaction)
  }

  /// The faults the options ask for.
  func faults() throws -> NetworkFaults {
    if let latency, !(0...600_000).contains(latency) {
      throw ValidationError("--latency must be from 0 to 600000 milliseconds; got \(latency).")
    }
    var rate = 0.0
    if let failRate {
      let digits = failRate.hasSuffix("%") ? String(failRate.dropLast()) : failRate
      guard let percent = Double(digits.trimmingCharacters(in: .whitespaces)),
        (0...100).contains(percent)
      else {
        throw ValidationError(
          "--fail-rate needs a percentage from 0 to 100, such as 50; got “\(TerminalText.sanitized(failRate))”."
        )
      }
      rate = percent / 100
    }
    return NetworkFaults(
      latency: .milliseconds(latency ?? 0), failureRate: rate, isOffline: offline)
  }
}

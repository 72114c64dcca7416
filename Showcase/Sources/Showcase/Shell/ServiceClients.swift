import ConcurrencyExtras
import MVVMKitInspection
import MVVMKitNetworking

/// What a composition root passes every service's client through, and what no text shown may
/// carry: the terminal's ``Inspector`` (faults, the requests' log, a recording), or a browser
/// tab's ``FaultedClients`` (the faults alone).
protocol ServiceClients: AnyObject, Sendable {
  /// `base` as the app's services use it, with what `redaction` names never shown.
  func client(_ base: any HTTPClient, redacting redaction: Redaction) -> any HTTPClient
  /// What is never shown: every client's redaction so far, and the usual credentials.
  var redaction: Redaction { get }
  /// The kept answers shown because their servers could not be reached, and how old.
  var keptAnswers: KeptAnswersSeen { get }
}

extension Inspector: ServiceClients {}

/// What services pass their client through: one that honours `Retry-After`
/// (``RetryAfterHTTPClient``), then ``ServiceClients/client(_:redacting:)`` of `clients`, or
/// that one itself without them.
func wrapping(_ clients: (any ServiceClients)?, redacting redaction: Redaction = Redaction())
  -> (any HTTPClient) -> any HTTPClient
{
  { base in
    let patient = RetryAfterHTTPClient(base)
    return clients?.client(patient, redacting: redaction) ?? patient
  }
}

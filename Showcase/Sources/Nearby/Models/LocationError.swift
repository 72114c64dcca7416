public import Foundation

/// Why there is no location to search around, as a sentence with what to do.
public enum LocationError: Error, Hashable, Sendable {
  /// The user turned location access off for the app.
  case accessOff
  /// The position cannot be found now (no fix, no signal).
  case unavailable
  /// A location given as text is not one.
  case invalid(String)

  /// A sentence for the user: what happened and what to do.
  public var message: String {
    switch self {
    case .accessOff:
      "Location access is off. Turn it on in Settings, or choose a place to search around."
    case .unavailable:
      "Location unavailable. Try again in a moment, or choose a place to search around."
    case .invalid(let reason):
      "That is not a location: \(reason)."
    }
  }
}

extension LocationError: LocalizedError {
  /// The sentence, for ``LoadFailure`` and anything else that shows an error.
  public var errorDescription: String? { message }
}

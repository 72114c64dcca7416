import Foundation
import Observation

/// What a run (or a browser's tab) shows from kept answers because their servers could not be
/// reached: how old the oldest is, which the terminal's status bar and the page say ("Offline
/// copy, 3 h old"). An answer fresh from its server takes its request off again.
@MainActor @Observable
final class KeptAnswersSeen {
  /// The age of each stale kept answer shown, by its request's key.
  private var ages: [String: TimeInterval] = [:]

  /// Nothing seen yet.
  nonisolated init() {}

  /// What the screens say while an answer shown is an out-of-date kept one: "Offline copy, 3 h
  /// old"; `nil` while none is.
  var note: String? {
    ages.values.max().map { "Offline copy, " + Self.describe(age: $0) }
  }

  /// The answer to the request `key` is a kept one `age` seconds old, out of date; `nil`: one
  /// fresh from its server, or kept and still fresh.
  func saw(age: TimeInterval?, for key: String) {
    if ages[key] != age { ages[key] = age }
  }

  /// An age as the status bar says it: "under a minute old", "5 min old", "3 h old", "1 day old",
  /// "12 days old" (each rounded down).
  nonisolated static func describe(age: TimeInterval) -> String {
    let minutes = Int(max(0, age) / 60)
    switch minutes {
    case 0: return "under a minute old"
    case 1..<60: return "\(minutes) min old"
    case 60..<(24 * 60): return "\(minutes / 60) h old"
    default:
      let days = minutes / (24 * 60)
      return days == 1 ? "1 day old" : "\(days) days old"
    }
  }
}

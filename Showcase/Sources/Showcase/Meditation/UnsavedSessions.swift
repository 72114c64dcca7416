import ConcurrencyExtras
import MVVMKitStorage
import Meditation

/// A session store that reads another and keeps what it records in memory only: `--once` plays a
/// session on a test clock, whose summary and figures should count it, but the user's log must not.
final class UnsavedSessions: SessionStore {
  private let saved: (any SessionStore)?
  private let unsaved = LockIsolated<[MeditationSession]>([])

  /// The sessions of `saved`, and those recorded here, which `saved` never sees.
  init(over saved: (any SessionStore)?) {
    self.saved = saved
  }

  /// What the saved store says about itself.
  var notice: String? { saved?.notice }

  /// Keeps `session` in memory, unless it is too short to count.
  func record(_ session: MeditationSession) throws(StoreError) -> Bool {
    guard session.isWorthRecording else { return false }
    unsaved.withValue { $0.append(session) }
    return true
  }

  /// The saved sessions, then the unsaved ones, oldest first.
  func sessions() throws(StoreError) -> [MeditationSession] {
    ((try saved?.sessions() ?? []) + unsaved.value).sorted { $0.ended < $1.ended }
  }
}

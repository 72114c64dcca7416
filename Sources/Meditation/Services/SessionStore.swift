public import MVVMKitStorage

/// Where the sessions are kept: ``SessionLog`` (SQLite) in the app, a test's own in tests.
public protocol SessionStore: Sendable {
  /// Records `session` unless it is too short to count; returns whether it was recorded.
  @discardableResult
  func record(_ session: MeditationSession) throws(StoreError) -> Bool
  /// Every session recorded, oldest first.
  func sessions() throws(StoreError) -> [MeditationSession]
}

extension SessionLog: SessionStore {}

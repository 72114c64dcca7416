public import MVVMKitStorage

/// Where the sessions are kept: ``SessionLog`` (SQLite) in the app, a test's own in tests.
public protocol SessionStore: Sendable {
  /// Records `session` unless it is too short to count or the store cannot be written (then
  /// ``notice`` says why); returns whether it was recorded.
  @discardableResult
  func record(_ session: MeditationSession) throws(StoreError) -> Bool
  /// A sentence for the user about the store, to show while it holds: it was rebuilt, or cannot
  /// be updated.
  var notice: String? { get }
  /// Every session recorded, oldest first.
  func sessions() throws(StoreError) -> [MeditationSession]
}

extension SessionLog: SessionStore {}

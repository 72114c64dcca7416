/// What ``TaskOwner`` does with new work under a key while work under it is still running.
public enum TaskPolicy: Hashable, Sendable {
  /// The new work replaces the old, which is cancelled and never delivers: a search as the user
  /// types.
  case latestWins
  /// The new work is ignored and the running work goes on: "load the next page" while it is
  /// already loading, however often scrolling asks.
  case dropIfRunning
}

/// Fetches a value fresh and stores it; when fetching fails, falls back to the stored one.
///
/// - Parameters:
///   - fetch: Gets the value from the service.
///   - store: Keeps a fresh value for next time; a failure to store is not the caller's problem.
///   - cached: The value stored earlier, if any.
/// - Returns: The value, and whether it came from the store.
/// - Throws: `fetch`'s error when nothing is stored either.
func freshOrCached<Value: Sendable>(
  fetch: @Sendable () async throws -> Value,
  store: @Sendable (Value) throws -> Void,
  cached: @Sendable () throws -> Value?
) async throws -> (value: Value, isCached: Bool) {
  do {
    let fresh = try await fetch()
    try? store(fresh)
    return (fresh, false)
  } catch {
    if let stored = try? cached() { return (stored, true) }
    throw error
  }
}

extension TaskOwner {
  /// Loads a value into a ``Loadable`` property of `owner`: marks it loading (keeping the value
  /// it had), runs `operation` under `key` like ``run(_:debounce:policy:operation:onResult:)``,
  /// then sets it loaded, or failed with the error (still keeping the value).
  ///
  /// `owner` is held weakly throughout, so a view model released mid-load deallocates at once and
  /// its work is cancelled; there is no `[weak self]` to remember.
  ///
  /// ```swift
  /// func searchTextChanged(_ text: String) {
  ///   tasks.load(.drinks, into: \.drinks, on: self, debounce: .milliseconds(300)) { [service] in
  ///     try await service.searchDrinks(matching: text)
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: Which kind of work this is.
  ///   - property: The `Loadable` property to load into.
  ///   - owner: The object that has the property, usually the view model itself.
  ///   - delay: A debounce, as for `run`.
  ///   - policy: What to do while work under `key` is running, as for `run`. A dropped call does
  ///     not touch the property.
  ///   - operation: The work, run off the main actor.
  ///   - onLoaded: Called on the main actor after a value was stored, with the owner and the
  ///     value, for what else follows from it.
  /// - Returns: Whether the work started.
  @discardableResult
  public func load<Owner: AnyObject, Value: Sendable>(
    _ key: Key,
    into property: ReferenceWritableKeyPath<Owner, Loadable<Value>>,
    on owner: Owner,
    debounce delay: Duration? = nil,
    policy: TaskPolicy = .latestWins,
    operation: @escaping @Sendable () async throws -> Value,
    onLoaded: (@MainActor (Owner, Value) -> Void)? = nil
  ) -> Bool {
    if policy == .dropIfRunning, isRunning(key) { return false }
    owner[keyPath: property].startLoading()
    return run(key, debounce: delay, policy: policy, operation: operation) { [weak owner] result in
      guard let owner else { return }
      switch result {
      case .success(let value):
        owner[keyPath: property] = .loaded(value)
        onLoaded?(owner, value)
      case .failure(let error):
        owner[keyPath: property].fail(error)
      }
    }
  }
}

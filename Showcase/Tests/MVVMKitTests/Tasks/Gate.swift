/// Test support for the task tests.

/// A latch an operation waits on until the test opens it.
actor Gate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private(set) var arrivals = 0

  func wait() async {
    arrivals += 1
    guard !isOpen else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Counts an arrival without waiting.
  func pass() {
    arrivals += 1
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}

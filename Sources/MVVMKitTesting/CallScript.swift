public import MVVMKitNetworking

/// The calls a test double receives, as a view model test scripts them: each call recorded in
/// order, chosen calls (or all) held until the test releases them, a held call whose task is
/// cancelled ending as a cancelled request does, and waits for calls to arrive. A service double
/// says each call ``arrive(_:)`` before it answers.
///
/// ```swift
/// let script = CallScript()
/// let service = TestDrinkService { query async throws(APIError) in
///   try await script.arrive("search \(query)")
///   return drinks
/// }
/// script.hold("search rum")
/// viewModel.searchTextChanged("rum")
/// await script.waitForCalls(1)     // the search is at the service, held
/// script.release("search rum")
/// ```
@MainActor
public final class CallScript {
  /// Every call, in order, as its double named it: `search "rum"`, `restaurants`.
  public private(set) var calls: [String] = []
  /// The calls that ended because their task was cancelled while held.
  public private(set) var cancelled: [String] = []
  /// Whether every call is held, whatever its name, until ``releaseAll()``.
  public var holdsAll = false

  private var holds: Set<String> = []
  private var held: [(call: String, id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
  private var callWaiters:
    [(arrived: ([String]) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []
  private var cancellationWaiters: [CheckedContinuation<Void, Never>] = []
  private var nextID = 0

  /// A script that holds nothing.
  public init() {}

  /// Holds the calls named `call` until ``release(_:)``.
  public func hold(_ call: String) {
    holds.insert(call)
  }

  /// Lets the held calls named `call` answer, now and from now on.
  public func release(_ call: String) {
    holds.remove(call)
    resumeHeld { $0 == call }
  }

  /// Lets every held call answer, and later ones answer at once.
  public func releaseAll() {
    holdsAll = false
    holds.removeAll()
    resumeHeld { _ in true }
  }

  /// Waits until `count` calls were made in all.
  public func waitForCalls(_ count: Int) async {
    await waitUntilArrived { $0.count >= count }
  }

  /// Waits until a call starting with `prefix` was made (it is then waiting if held).
  public func waitForCall(startingWith prefix: String) async {
    await waitUntilArrived { $0.contains { $0.hasPrefix(prefix) } }
  }

  /// Waits until a held call is cancelled.
  public func waitForCancellation() async {
    await withCheckedContinuation { cancellationWaiters.append($0) }
  }

  /// Records `call`, and waits while it is held.
  ///
  /// - Throws: `APIError/cancelled` when its task is cancelled while it is held.
  public func arrive(_ call: String) async throws(APIError) {
    calls.append(call)
    callWaiters.removeAll { waiter in
      guard waiter.arrived(calls) else { return false }
      waiter.continuation.resume()
      return true
    }
    guard holdsAll || holds.contains(call) else { return }
    nextID += 1
    let id = nextID
    let released = await withTaskCancellationHandler {
      await withCheckedContinuation { held.append((call, id, $0)) }
    } onCancel: {
      Task { @MainActor in self.cancelHeld(id) }
    }
    guard released else { throw .cancelled }
  }

  /// The first of `queue`'s answers, taken from it unless it is the last, which stays; `nil`
  /// when none was set.
  public static func next<Value>(_ queue: inout [Result<Value, APIError>]) -> Result<
    Value, APIError
  >? {
    guard let first = queue.first else { return nil }
    if queue.count > 1 { queue.removeFirst() }
    return first
  }

  private func waitUntilArrived(_ arrived: @escaping ([String]) -> Bool) async {
    guard !arrived(calls) else { return }
    await withCheckedContinuation { callWaiters.append((arrived, $0)) }
  }

  private func resumeHeld(where matches: (String) -> Bool) {
    held.removeAll { entry in
      guard matches(entry.call) else { return false }
      entry.continuation.resume(returning: true)
      return true
    }
  }

  private func cancelHeld(_ id: Int) {
    held.removeAll { entry in
      guard entry.id == id else { return false }
      cancelled.append(entry.call)
      entry.continuation.resume(returning: false)
      return true
    }
    for waiter in cancellationWaiters { waiter.resume() }
    cancellationWaiters.removeAll()
  }
}

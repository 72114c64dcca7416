import Cocktails
import MVVMKitNetworking

/// TheCocktailDB and the restaurant API as a view model test scripts them: answers per call,
/// queued (the last one stays), every call recorded, chosen calls held until the test releases
/// them, and a held call that its task cancels ends as a cancelled request does.
@MainActor final class ScriptedCocktailAPI {
  /// Answers to searches, by query; no drinks unless set.
  var searches: [String: [Result<[Drink], APIError>]] = [:]
  /// Answers to lookups, by id; no drink unless set.
  var lookups: [String: [Result<Drink?, APIError>]] = [:]
  /// Answers to the restaurant list; none unless set.
  var restaurants: [Result<[Restaurant], APIError>] = [.success([])]
  /// Every call, in order: `search "rum"`, `lookup 11000`, `restaurants`.
  private(set) var calls: [String] = []
  /// The calls that ended because their task was cancelled while held.
  private(set) var cancelled: [String] = []

  private var holds: Set<String> = []
  private var held: [(call: String, id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
  private var callWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var cancellationWaiters: [CheckedContinuation<Void, Never>] = []
  private var nextID = 0

  /// The drink service the view model under test talks to.
  var drinks: TestDrinkService {
    TestDrinkService(
      searchDrinks: { (query: String) async throws(APIError) -> [Drink] in
        try await self.search(query)
      },
      drink: { (id: String) async throws(APIError) -> Drink? in try await self.lookup(id) })
  }

  /// The restaurant service the view model under test talks to.
  var restaurantService: TestRestaurantService {
    TestRestaurantService { () async throws(APIError) -> [Restaurant] in
      try await self.restaurantList()
    }
  }

  private func search(_ query: String) async throws(APIError) -> [Drink] {
    try await arrive(#"search "\#(query)""#)
    return try Self.next(&searches[query, default: []]) ?? []
  }

  private func lookup(_ id: String) async throws(APIError) -> Drink? {
    try await arrive("lookup \(id)")
    return try Self.next(&lookups[id, default: []]) ?? nil
  }

  private func restaurantList() async throws(APIError) -> [Restaurant] {
    try await arrive("restaurants")
    return try Self.next(&restaurants) ?? []
  }

  /// The first queued answer (the last one stays), or `nil` when none was set.
  private static func next<Value>(_ queue: inout [Result<Value, APIError>]) throws(APIError)
    -> Value?
  {
    guard let first = queue.first else { return nil }
    if queue.count > 1 { queue.removeFirst() }
    return try first.get()
  }

  /// Holds `call` (such as `search "rum"` or `restaurants`) until ``release(_:)``.
  func hold(_ call: String) {
    holds.insert(call)
  }

  /// Lets the held `call` answer, now and from now on.
  func release(_ call: String) {
    holds.remove(call)
    held.removeAll { entry in
      guard entry.call == call else { return false }
      entry.continuation.resume(returning: true)
      return true
    }
  }

  /// Waits until `count` calls were made in all.
  func waitForCalls(_ count: Int) async {
    guard calls.count < count else { return }
    await withCheckedContinuation { callWaiters.append((count, $0)) }
  }

  /// Records `call`, and waits while it is held; throws `cancelled` if its task is cancelled then.
  private func arrive(_ call: String) async throws(APIError) {
    calls.append(call)
    callWaiters.removeAll { waiter in
      guard calls.count >= waiter.count else { return false }
      waiter.continuation.resume()
      return true
    }
    guard holds.contains(call) else { return }
    nextID += 1
    let id = nextID
    let released = await withTaskCancellationHandler {
      await withCheckedContinuation { held.append((call, id, $0)) }
    } onCancel: {
      Task { @MainActor in self.cancelHeld(id) }
    }
    guard released else { throw .cancelled }
  }

  /// Waits until a held call is cancelled.
  func waitForCancellation() async {
    await withCheckedContinuation { cancellationWaiters.append($0) }
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

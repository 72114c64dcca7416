import Clocks
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Observation
import Testing

/// A latch an operation waits on until the test opens it.
private actor Gate {
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

@MainActor @Suite struct TaskOwnerTests {
  private enum Work { case search, detail }

  @MainActor private final class Results {
    var values: [String] = []
    func record(_ result: Result<String, any Error>) {
      switch result {
      case .success(let value): values.append(value)
      case .failure(let error): values.append("error: \(error)")
      }
    }
  }

  /// Lets every main-actor job already scheduled run.
  private func drainMainActor() async {
    for _ in 0..<10 { await Task.yield() }
  }

  @Test func deliversTheResultOnTheMainActor() async {
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    owner.run(.search, operation: { "rum" }, onResult: results.record)
    #expect(owner.isRunning(.search))
    await owner.idle()
    #expect(results.values == ["rum"])
    #expect(!owner.hasWork)
  }

  @Test func deliversErrors() async {
    struct Boom: Error {}
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    owner.run(
      .search, operation: { () async throws -> String in throw Boom() }, onResult: results.record)
    await owner.idle()
    #expect(results.values == ["error: Boom()"])
  }

  @Test func newWorkUnderAKeyCancelsTheOldAndTheLatestWins() async {
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    let slow = Gate()
    let slowReturned = Gate()
    owner.run(
      .search,
      operation: {
        await slow.wait()  // ignores cancellation: the late answer still comes back
        await slowReturned.open()
        return "ru"
      }, onResult: results.record)
    owner.run(.search, operation: { "rum" }, onResult: results.record)
    await owner.idle()
    #expect(results.values == ["rum"])

    await slow.open()
    await slowReturned.wait()
    await drainMainActor()
    #expect(results.values == ["rum"], "the superseded answer is never delivered")
  }

  @Test func workUnderOtherKeysIsUntouched() async {
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    owner.run(.detail, operation: { "detail" }, onResult: results.record)
    owner.run(.search, operation: { "search" }, onResult: results.record)
    await owner.idle()
    #expect(results.values.sorted() == ["detail", "search"])
  }

  @Test func debounceWaitsOnTheInjectedClockAndKeepsOnlyTheLastInput() async {
    let clock = TestClock()
    let owner = TaskOwner<Work>(clock: clock)
    let results = Results()
    let started = Gate()
    for query in ["r", "ru", "rum"] {
      owner.run(
        .search, debounce: .milliseconds(300),
        operation: {
          await started.pass()
          return query
        }, onResult: results.record)
      await clock.advance(by: .milliseconds(200))
    }
    #expect(await started.arrivals == 0, "each keystroke restarts the wait")
    await clock.advance(by: .milliseconds(100))
    await owner.idle()
    #expect(results.values == ["rum"])
    #expect(await started.arrivals == 1)
  }

  @Test func cancelDropsTheResult() async {
    let owner = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    let gate = Gate()
    let returned = Gate()
    owner.run(
      .search,
      operation: {
        await gate.wait()
        await returned.open()
        return "late"
      }, onResult: results.record)
    owner.cancel(.search)
    #expect(!owner.isRunning(.search))
    await gate.open()
    await returned.wait()
    await drainMainActor()
    #expect(results.values.isEmpty)
  }

  @Test func releasingTheOwnerCancelsItsWork() async {
    var owner: TaskOwner<Work>? = TaskOwner<Work>(clock: TestClock())
    let results = Results()
    let cancelled = Gate()
    owner?.run(
      .search,
      operation: {
        await withTaskCancellationHandler {
          await Gate().wait()  // never opened: only cancellation ends this work
        } onCancel: {
          Task { await cancelled.open() }
        }
        return "never"
      }, onResult: results.record)
    owner = nil
    await cancelled.wait()
    await drainMainActor()
    #expect(results.values.isEmpty)
  }
}

/// A view model of the kind the apps build, released while its request is in flight.
@MainActor @Observable private final class SearchModel {
  private(set) var drinks: Loadable<String> = .idle
  @ObservationIgnored private let tasks: TaskOwner<String>
  @ObservationIgnored private let client: any HTTPClient
  @ObservationIgnored private let deliveries: Deliveries

  final class Deliveries: @unchecked Sendable {
    // Unchecked: only touched on the main actor, by the view model and the test.
    var count = 0
  }

  init(client: any HTTPClient, clock: any Clock<Duration>, deliveries: Deliveries) {
    self.client = client
    self.tasks = TaskOwner(clock: clock)
    self.deliveries = deliveries
  }

  func searchTextChanged(_ text: String) {
    drinks.startLoading()
    let client = client
    tasks.run("search", debounce: .milliseconds(300)) {
      let response = try await client.fetch(
        Endpoint<[String: String]>(path: "search.php", query: ["s": text]),
        from: .init(string: "http://test/")!)
      return response["drink"] ?? ""
    } onResult: { [weak self] result in
      guard let self else { return }
      self.deliveries.count += 1
      switch result {
      case .success(let drink): self.drinks = .loaded(drink)
      case .failure(let error): self.drinks.fail(error)
      }
    }
  }
}

@MainActor @Suite struct ViewModelReleaseTests {
  @Test func aViewModelReleasedMidRequestDeallocatesAndNothingRunsAfterwards() async {
    let clock = TestClock()
    let client = StubHTTPClient()
    let response = PendingResponse()
    await client.stub("search.php", with: .pending(response))
    let deliveries = SearchModel.Deliveries()
    var model: SearchModel? = SearchModel(client: client, clock: clock, deliveries: deliveries)
    let tracker = ReleaseTracker(model)

    model?.searchTextChanged("rum")
    await clock.advance(by: .milliseconds(300))
    await client.waitForRequests(count: 1)
    await response.waitUntilWaiting(1)

    model = nil
    #expect(tracker.isReleased)
    await response.waitUntilWaiting(0)  // the request was cancelled

    await response.resolve(.json(#"{"drink": "Mojito"}"#))
    for _ in 0..<10 { await Task.yield() }
    #expect(deliveries.count == 0)
    #expect(await client.requests.map(\.url.query) == ["s=rum"])
  }

  @Test func aResultIsAppliedWhileTheViewModelLives() async {
    let clock = TestClock()
    let client = StubHTTPClient()
    await client.stub("search.php", with: .json(#"{"drink": "Mojito"}"#))
    let deliveries = SearchModel.Deliveries()
    let model = SearchModel(client: client, clock: clock, deliveries: deliveries)
    let drinks = ObservationRecorder { model.drinks }
    #expect(await drinks.next() == .idle)
    model.searchTextChanged("rum")
    await clock.advance(by: .milliseconds(300))
    #expect(await drinks.next() == .loading(previous: nil))
    #expect(await drinks.next() == .loaded("Mojito"))
    #expect(deliveries.count == 1)
  }
}

import Clocks
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Observation
import Testing

/// A view model of the kind the apps build, released while its request is in flight.
@MainActor @Observable private final class SearchModel {
  private(set) var drinks: Loadable<String> = .idle
  @ObservationIgnored private let tasks: TaskOwner<String>
  @ObservationIgnored private let client: any HTTPClient
  @ObservationIgnored private let deliveries: Deliveries

  @MainActor final class Deliveries {
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

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct ViewModelReleaseTests {
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
    // The view model is gone, and only it could count a delivery: none can come now or later.
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

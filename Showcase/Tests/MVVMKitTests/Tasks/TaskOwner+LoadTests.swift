import Clocks
import MVVMKit
import MVVMKitTesting
import Observation
import Testing

/// A view model that loads through `TaskOwner.load(_:into:on:)`.
@MainActor @Observable private final class Shelf {
  var books: Loadable<[String]> = .idle
  var loadedCount = 0
  @ObservationIgnored let tasks: TaskOwner<String>

  init(clock: some Clock<Duration> = TestClock()) {
    tasks = TaskOwner(clock: clock)
  }

  @discardableResult
  func refresh(
    policy: TaskPolicy = .latestWins, _ operation: @escaping @Sendable () async throws -> [String]
  ) -> Bool {
    tasks.load("books", into: \.books, on: self, policy: policy, operation: operation) {
      shelf, books in
      shelf.loadedCount += books.count
    }
  }
}

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct TaskOwnerLoadTests {
  private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
  }

  @Test func loadsIntoThePropertyKeepingThePreviousValueWhileLoadingAndAfterAFailure() async {
    let shelf = Shelf()
    let states = ObservationRecorder { shelf.books }
    shelf.refresh { ["Dune"] }
    #expect(shelf.books == .loading(previous: nil), "marked loading at once")
    await shelf.tasks.idle()
    shelf.refresh { throw Offline() }
    #expect(shelf.books == .loading(previous: ["Dune"]))
    await shelf.tasks.idle()
    #expect(
      shelf.books
        == .failed(LoadFailure(message: "Something went wrong (offline)."), previous: ["Dune"]))
    #expect(states.values.first == .idle)
    #expect(shelf.loadedCount == 1, "onLoaded ran once, for the value stored")
  }

  @Test func aDroppedLoadLeavesThePropertyAlone() async {
    let shelf = Shelf()
    let latch = Gate()
    #expect(
      shelf.refresh(policy: .dropIfRunning) {
        await latch.wait()
        return ["Dune", "Emma"]
      })
    #expect(!shelf.refresh(policy: .dropIfRunning) { ["never"] })
    #expect(shelf.books == .loading(previous: nil))
    await latch.open()
    await shelf.tasks.idle()
    #expect(shelf.books == .loaded(["Dune", "Emma"]))
    #expect(await latch.arrivals == 1)
  }

  @Test func theOwnerIsHeldWeaklyAndItsLoadCancelledWhenReleased() async {
    var shelf: Shelf? = Shelf()
    let tracker = ReleaseTracker(shelf)
    let cancelled = Gate()
    shelf?.refresh {
      await withTaskCancellationHandler {
        await Gate().wait()  // only cancellation ends this load
      } onCancel: {
        Task { await cancelled.open() }
      }
      return []
    }
    shelf = nil
    #expect(tracker.isReleased, "no strong reference to the view model while its load runs")
    await cancelled.wait()
  }
}

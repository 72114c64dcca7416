// Work a view model owns: the latest search wins, a page load is not started twice, a timer ticks
// on an injected clock, and releasing the view model cancels all of it.

// snippet.hide
import MVVMKit
import Observation

struct Photo: Hashable, Sendable {
  let id: Int
}

protocol PhotoService: Sendable {
  func search(_ text: String) async throws -> [Photo]
  func page(_ number: Int) async throws -> [Photo]
}

// snippet.show
@MainActor @Observable
final class PhotosViewModel {
  private(set) var results: Loadable<[Photo]> = .idle
  private(set) var pages: [[Photo]] = []
  private(set) var secondsOnScreen = 0

  enum Work { case search, nextPage, timer }
  @ObservationIgnored private let tasks: TaskOwner<Work>
  @ObservationIgnored private let service: any PhotoService
  @ObservationIgnored private let clock: any Clock<Duration>

  init(service: any PhotoService, clock: any Clock<Duration> = ContinuousClock()) {
    self.service = service
    self.clock = clock
    self.tasks = TaskOwner(clock: clock)
  }

  // snippet.latestWins
  /// Latest wins, after a debounce: a keystroke within 300 ms replaces the search before it
  /// starts, and an answer to an older search is never applied.
  func searchTextChanged(_ text: String) {
    tasks.load(.search, into: \.results, on: self, debounce: .milliseconds(300)) { [service] in
      try await service.search(text)
    }
  }

  // snippet.dropIfRunning
  /// Drop if running: scrolling to the end ten times while a page loads asks for it once.
  func scrolledToEnd() {
    let next = pages.count + 1
    tasks.run(.nextPage, policy: .dropIfRunning) { [service] in
      try await service.page(next)
    } onResult: { [weak self] result in
      if case .success(let photos) = result { self?.pages.append(photos) }
    }
  }

  // snippet.stream
  /// A stream: one tick a second on the injected clock, until the view model goes.
  func appeared() {
    startTimer(on: clock)  // opens the `any Clock` for ClockTicks, which needs its type
  }

  private func startTimer<C: Clock<Duration>>(on clock: C) {
    tasks.run(.timer, each: ClockTicks(every: .seconds(1), on: clock)) { [weak self] _ in
      self?.secondsOnScreen += 1
    }
  }

  /// Cancelling one kind of work leaves the others running.
  func searchCleared() {
    tasks.cancel(.search)
    results = .idle
  }
}
// snippet.end

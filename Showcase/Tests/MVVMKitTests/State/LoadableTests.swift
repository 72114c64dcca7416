import Foundation
import MVVMKit
import Testing

@Suite struct LoadableTests {
  private struct Offline: LocalizedError {
    var errorDescription: String? { "You are offline." }
  }
  private struct Opaque: Error {}

  @Test func startsIdleWithNothing() {
    let state = Loadable<[String]>.idle
    #expect(state.value == nil)
    #expect(state.failure == nil)
    #expect(!state.isLoading)
    #expect(!state.isStale)
  }

  @Test func reloadingKeepsThePreviousValue() {
    var state = Loadable<[String]>.loaded(["Mojito"])
    state.startLoading()
    #expect(state == .loading(previous: ["Mojito"]))
    #expect(state.value == ["Mojito"])
    #expect(state.isLoading)
    #expect(state.isStale)
  }

  @Test func failingKeepsThePreviousValueAndAReadableMessage() {
    var state = Loadable<[String]>.loaded(["Mojito"])
    state.startLoading()
    state.fail(Offline())
    #expect(state == .failed(LoadFailure(message: "You are offline."), previous: ["Mojito"]))
    #expect(state.value == ["Mojito"])
    #expect(state.failure?.message == "You are offline.")
    #expect(!state.isLoading)
    #expect(state.isStale)
  }

  @Test func aFirstLoadThatFailsHasNoValue() {
    var state = Loadable<Int>.idle
    state.startLoading()
    #expect(state == .loading(previous: nil))
    #expect(!state.isStale)
    state.fail(Opaque())
    #expect(
      state == .failed(LoadFailure(message: "Something went wrong (Opaque())."), previous: nil))
  }

  @Test func isSettledOnceALoadHasFinished() {
    let failure = LoadFailure(message: "x")
    #expect(!Loadable<Int>.idle.isSettled)
    #expect(!Loadable.loading(previous: 1).isSettled)
    #expect(Loadable.loaded(1).isSettled)
    #expect(Loadable<Int>.failed(failure, previous: nil).isSettled)
  }

  @Test func mapTransformsTheValueInEveryCase() {
    let failure = LoadFailure(message: "x")
    #expect(Loadable<Int>.idle.map { $0 * 2 } == .idle)
    #expect(Loadable.loading(previous: 2).map { $0 * 2 } == .loading(previous: 4))
    #expect(Loadable.loaded(3).map { "\($0)" } == .loaded("3"))
    #expect(Loadable.failed(failure, previous: 5).map { $0 + 1 } == .failed(failure, previous: 6))
    #expect(
      Loadable<Int>.failed(failure, previous: nil).map { $0 + 1 } == .failed(failure, previous: nil)
    )
  }

  @Test func aLoadFailureWrapsItselfUnchanged() {
    let failure = LoadFailure(message: "Already readable.")
    #expect(LoadFailure(failure) == failure)
    #expect(failure.description == "Already readable.")
  }
}

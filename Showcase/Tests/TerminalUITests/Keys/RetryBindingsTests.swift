import MVVMKit
import Testing

@testable import TerminalUI

/// A view model whose one source can fail, and a count of its retries.
@MainActor final class RetryingModel: RetryingViewModel {
  var hasFailure = false
  var retries = 0
  var isSettled: Bool { true }

  func retryTapped() {
    retries += 1
    hasFailure = false
  }
}

/// A screen whose only keys are its view model's retry.
final class RetryingScreen: ScreenOf<RetryingModel>, ViewModelScreen {
  var title: String { "Retrying" }
  var bindings: [KeyBinding] { retryBindings }
  func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {}
}

/// Every screen of a `RetryingViewModel` retries with the same key, there only while something
/// failed.
@MainActor @Suite struct RetryBindingsTests {
  @Test func rRetriesWhileTheViewModelHasAFailureAndIsGoneAfter() throws {
    let model = RetryingModel()
    let screen = RetryingScreen(viewModel: model)
    #expect(screen.bindings.isEmpty)
    model.hasFailure = true
    let retry = try #require(screen.bindings.first)
    #expect(screen.bindings.map(\.keyLabel) == ["r"])
    #expect(KeyBinding.retryHint(in: screen.bindings) == "r to retry")
    retry.perform(.character("r"))
    #expect(model.retries == 1)
    #expect(screen.bindings.isEmpty)
  }
}

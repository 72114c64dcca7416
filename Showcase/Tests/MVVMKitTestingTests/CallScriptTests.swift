import MVVMKitNetworking
import MVVMKitTesting
import Testing

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct CallScriptTests {
  @Test func aHeldCallWaitsUntilReleasedAndOthersPass() async throws {
    let script = CallScript()
    script.hold("search rum")
    try await script.arrive("restaurants")
    let search = Task { try await script.arrive("search rum") }
    await script.waitForCalls(2)
    #expect(script.calls == ["restaurants", "search rum"])
    script.release("search rum")
    try await search.value
    try await script.arrive("search rum")  // released for good
    #expect(script.calls == ["restaurants", "search rum", "search rum"])
  }

  @Test func holdingAllHoldsEveryCallUntilReleaseAll() async throws {
    let script = CallScript()
    script.holdsAll = true
    let first = Task { try await script.arrive("latest GBP") }
    let second = Task { try await script.arrive("history GBP USD") }
    await script.waitForCall(startingWith: "history")
    await script.waitForCalls(2)
    script.releaseAll()
    try await first.value
    try await second.value
    #expect(!script.holdsAll)
  }

  @Test func aHeldCallWhoseTaskIsCancelledEndsAsCancelled() async {
    let script = CallScript()
    script.hold("lookup 1")
    let lookup = Task { () async -> APIError? in
      do throws(APIError) {
        try await script.arrive("lookup 1")
        return nil
      } catch {
        return error
      }
    }
    await script.waitForCalls(1)
    lookup.cancel()
    await script.waitForCancellation()
    #expect(await lookup.value == .cancelled)
    #expect(script.cancelled == ["lookup 1"])
  }

  @Test func theLastAnswerOfAQueueStays() {
    var queue: [Result<Int, APIError>] = [.success(1), .success(2)]
    let answers = (0..<3).map { _ in CallScript.next(&queue) }
    #expect(answers == [.success(1), .success(2), .success(2)])
    var empty: [Result<Int, APIError>] = []
    #expect(CallScript.next(&empty) == nil)
  }
}

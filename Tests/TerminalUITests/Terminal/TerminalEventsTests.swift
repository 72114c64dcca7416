import Testing

@testable import TerminalUI

/// The events a session's threads send its app: in order, to the end, and no further once the
/// reader is cancelled.
@MainActor @Suite(.timeLimit(.minutes(1))) struct TerminalEventsTests {
  @Test func eventsSentBeforeTheReaderAsksAreReadInOrderThenTheEnd() async {
    let events = TerminalEvents()
    events.yield(.key(.character("a")))
    events.yield(.resize)
    events.yield(.key(.enter))
    events.finish()
    events.yield(.key(.character("b")))  // after the end: dropped
    var read: [TerminalEvent] = []
    for await event in events { read.append(event) }
    #expect(read == [.key(.character("a")), .resize, .key(.enter)])
  }

  @Test func aReaderOnTheMainActorGetsEventsSentFromAnotherThread() async {
    let events = TerminalEvents()
    let reader = Task { @MainActor in
      var read: [TerminalEvent] = []
      for await event in events { read.append(event) }
      return read
    }
    let sender = Task.detached {
      for letter in "mvvm" { events.yield(.key(.character(letter))) }
      events.finish()
    }
    await sender.value
    #expect(await reader.value == "mvvm".map { .key(.character($0)) })
  }

  @Test func aCancelledReaderGetsTheEndAndTheEventsStayForTheNext() async {
    let events = TerminalEvents()
    let reader = Task { @MainActor in await events.next() }
    reader.cancel()
    #expect(await reader.value == nil)
    events.yield(.resize)
    #expect(await events.next() == .resize)
  }
}

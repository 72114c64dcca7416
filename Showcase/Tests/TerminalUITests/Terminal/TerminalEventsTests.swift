import MVVMKitTesting
import Testing

@testable import TerminalUI

/// The events a session's threads send its app: handed over in order, to the end or until the
/// reader has what it wants, and kept for the next reader after that or after a cancellation.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct TerminalEventsTests {
  /// Every event `events` hands one reader until their end.
  private func readAll(_ events: TerminalEvents) async -> [TerminalEvent] {
    let read = Read()
    let ending: Bool? = await events.handleEach { event in
      read.events.append(event)
      return nil
    }
    #expect(ending == nil)
    return read.events
  }

  @MainActor private final class Read {
    var events: [TerminalEvent] = []
  }

  @Test func eventsSentBeforeTheReaderAsksAreHandedInOrderThenTheEnd() async {
    let events = TerminalEvents()
    events.yield(.key(.character("a")))
    events.yield(.resize)
    events.yield(.key(.enter))
    events.finish()
    events.yield(.key(.character("b")))  // after the end: dropped
    #expect(await readAll(events) == [.key(.character("a")), .resize, .key(.enter)])
  }

  @Test func aReaderOnTheMainActorGetsEventsSentFromAnotherThread() async {
    let events = TerminalEvents()
    let sender = Task.detached {
      for letter in "mvvm" { events.yield(.key(.character(letter))) }
      events.finish()
    }
    #expect(await readAll(events) == "mvvm".map { .key(.character($0)) })
    await sender.value
  }

  @Test func eventsFromTwoThreadsAtOnceAllArriveEachThreadsInItsOrder() async {
    let events = TerminalEvents()
    let count = 2_000
    // Two kinds of event, numbered: TerminalEvents hands them over without reading them.
    let keys = Task.detached {
      for number in 0..<count { events.yield(.key(.function(number))) }
    }
    let signals = Task.detached {
      for number in 0..<count { events.yield(.terminate(signal: Int32(number))) }
    }
    let reader = Task { @MainActor in await readAll(events) }
    await keys.value
    await signals.value
    events.finish()
    let read = await reader.value
    let keyNumbers = read.compactMap { event -> Int? in
      if case .key(.function(let number)) = event { number } else { nil }
    }
    let signalNumbers = read.compactMap { event -> Int? in
      if case .terminate(let signal) = event { Int(signal) } else { nil }
    }
    #expect(read.count == 2 * count)
    #expect(keyNumbers == Array(0..<count))
    #expect(signalNumbers == Array(0..<count))
  }

  @Test func aReaderThatEndsLeavesTheLaterEventsToTheNext() async {
    let events = TerminalEvents()
    for letter in "abc" { events.yield(.key(.character(letter))) }
    let first = await events.handleEach { event in
      event == .key(.character("b")) ? "ended at b" : nil
    }
    #expect(first == "ended at b")
    events.yield(.resize)
    events.finish()
    #expect(await readAll(events) == [.key(.character("c")), .resize])
  }

  @Test func aCancelledReaderEndsWithNothingAndTheEventsStayForTheNext() async {
    let events = TerminalEvents()
    let reader = Task { @MainActor in
      await events.handleEach { _ in "handed an event" }
    }
    reader.cancel()
    #expect(await reader.value == nil)
    events.yield(.resize)
    events.finish()
    #expect(await readAll(events) == [.resize])
  }
}

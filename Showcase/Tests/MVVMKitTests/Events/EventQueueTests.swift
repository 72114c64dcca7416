import MVVMKit
import Testing

@MainActor @Suite struct EventQueueTests {
  private enum Event: Equatable {
    case showDrink(String)
    case alert(String)
  }

  @Test func deliversEachEventOnceToTheListener() {
    let queue = EventQueue<Event>()
    var received: [Event] = []
    let subscription = queue.listen { received.append($0) }
    queue.send(.showDrink("11007"))
    queue.send(.alert("Offline"))
    #expect(received == [.showDrink("11007"), .alert("Offline")])
    #expect(queue.pendingEvents.isEmpty)
    _ = subscription
  }

  @Test func holdsEventsUntilAListenerAttaches() {
    let queue = EventQueue<Event>()
    queue.send(.showDrink("1"))
    queue.send(.showDrink("2"))
    #expect(queue.pendingEvents == [.showDrink("1"), .showDrink("2")])
    var received: [Event] = []
    let subscription = queue.listen { received.append($0) }
    #expect(received == [.showDrink("1"), .showDrink("2")])
    #expect(queue.pendingEvents.isEmpty)
    _ = subscription
  }

  @Test func neverReplaysToASecondListener() {
    let queue = EventQueue<Event>()
    var first: [Event] = []
    var second: [Event] = []
    let firstSubscription = queue.listen { first.append($0) }
    queue.send(.alert("once"))
    let secondSubscription = queue.listen { second.append($0) }
    queue.send(.alert("twice"))
    #expect(first == [.alert("once")])
    #expect(
      second == [.alert("twice")], "the second listener replaces the first and gets only new events"
    )
    _ = (firstSubscription, secondSubscription)
  }

  @Test func neverReplaysAfterReattaching() {
    let queue = EventQueue<Event>()
    var received: [Event] = []
    let subscription = queue.listen { received.append($0) }
    queue.send(.showDrink("1"))
    subscription.cancel()
    queue.send(.showDrink("2"))
    let again = queue.listen { received.append($0) }
    #expect(received == [.showDrink("1"), .showDrink("2")])
    #expect(subscription.isCancelled)
    _ = again
  }

  @Test func aReleasedSubscriptionHoldsEventsForTheNextListener() {
    let queue = EventQueue<Event>()
    var first: [Event] = []
    var subscription: EventSubscription? = queue.listen { first.append($0) }
    _ = subscription
    subscription = nil
    queue.send(.alert("later"))
    #expect(first.isEmpty)
    #expect(queue.pendingEvents == [.alert("later")])
    var second: [Event] = []
    let next = queue.listen { second.append($0) }
    #expect(second == [.alert("later")])
    _ = next
  }

  @Test func aListenerThatCancelsDuringDeliveryGetsNothingMore() {
    let queue = EventQueue<Event>()
    var received: [Event] = []
    var subscription: EventSubscription?
    subscription = queue.listen { event in
      received.append(event)
      subscription?.cancel()
    }
    queue.send(.showDrink("1"))
    queue.send(.showDrink("2"))
    #expect(received == [.showDrink("1")])
    #expect(queue.pendingEvents == [.showDrink("2")])
  }
}

import MVVMKit
import MVVMKitInspection
import Testing

@MainActor @Suite struct EventTrafficTests {
  private enum Event: Equatable {
    case showDrink(id: String)
    case alert(title: String, message: String)
    case refreshed
  }

  @Test func recordsEachEventWhenSentAndWhenDelivered() {
    let traffic = EventTraffic()
    let queue = EventQueue<Event>()
    queue.observer = traffic
    queue.send(.showDrink(id: "11007"))
    queue.send(.alert(title: "Offline", message: "No network"))
    #expect(traffic.records.map(\.id) == [2, 1])
    #expect(
      traffic.records.map(\.event) == [
        #"alert(title: "Offline", message: "No network")"#, #"showDrink(id: "11007")"#,
      ])
    #expect(traffic.records.map(\.queue) == ["EventTrafficTests.Event", "EventTrafficTests.Event"])
    #expect(traffic.records.map(\.isDelivered) == [false, false])

    var received: [Event] = []
    let subscription = queue.listen { received.append($0) }
    #expect(traffic.records.map(\.isDelivered) == [true, true])
    queue.send(.refreshed)
    #expect(traffic.records.map(\.event).first == "refreshed")
    #expect(traffic.records.map(\.isDelivered) == [true, true, true])
    #expect(received.count == 3)
    _ = subscription
  }

  @Test func keepsTheNewestUpToItsCapacityAndRecordsNothingWithoutTraffic() {
    let traffic = EventTraffic(capacity: 2)
    let queue = EventQueue<Event>()
    queue.send(.refreshed)
    queue.observer = traffic
    for id in 1...3 { queue.send(.showDrink(id: "\(id)")) }
    #expect(
      traffic.records.map(\.event) == [#"showDrink(id: "3")"#, #"showDrink(id: "2")"#])
    #expect(traffic.records.map(\.id) == [3, 2])
    #expect(queue.pendingEvents.count == 4)
  }
}

import MVVMKit
import Testing

@MainActor @Suite struct EventSendingViewModelTests {
  @MainActor private final class Sending: EventSendingViewModel, StateInspectable {
    enum Event { case opened }
    let events = EventQueue<Event>()
    var inspectedState: Mirror { Mirror(self, children: [:]) }
  }

  @MainActor private final class Silent: StateInspectable {
    var inspectedState: Mirror { Mirror(self, children: [:]) }
  }

  @Test func anInspectableViewModelListsItsEventsWithoutSayingSo() {
    let viewModel = Sending()
    let queues = viewModel.inspectedEventQueues
    #expect(queues.count == 1)
    #expect(queues.first === viewModel.events)
  }

  @Test func aViewModelWithoutEventsListsNone() {
    #expect(Silent().inspectedEventQueues.isEmpty)
  }
}

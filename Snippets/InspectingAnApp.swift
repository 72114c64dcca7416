// What an inspector shows of a running app: a view model's outputs, its one-shot events, and every
// request its services send, with faults put on them.

// snippet.hide
import MVVMKit
import MVVMKitInspection
import MVVMKitNetworking
import Observation

@MainActor @Observable
final class SearchViewModel: EventSendingViewModel {
  private(set) var query = ""
  private(set) var drinks: Loadable<[String]> = .idle
  let events = EventQueue<Event>()
  enum Event { case showDrink(id: String) }
}

// snippet.show
// snippet.state
/// The outputs a view reads, by name. Its events need no line: an `EventSendingViewModel` lists
/// its `events` for the inspector.
extension SearchViewModel: StateInspectable {
  var inspectedState: Mirror {
    Mirror(self, children: ["query": query, "drinks": drinks])
  }
}

// snippet.panel
/// An inspector's panel: the state as lines, the events as they are sent and delivered, every
/// request through one log, and faults switched on while the app runs.
@MainActor
func inspect(_ viewModel: SearchViewModel, apiKey: String) -> [String] {
  let traffic = EventTraffic()
  viewModel.events.observer = traffic

  let log = HTTPExchangeLog()
  let faults = NetworkFaultControl()
  let client = FaultInjectingHTTPClient(
    wrapping: RecordingHTTPClient(
      wrapping: URLSessionHTTPClient(), log: log,
      redacting: Redaction(secrets: [apiKey], parameterNames: ["key"])),
    control: faults)
  _ = client  // the app's services send through it
  faults.faults = NetworkFaults(latency: .seconds(1))  // every request a second slower

  let state = StateTree(of: viewModel).lines.map(\.text)
  let events = traffic.records.map { "\($0.event) \($0.isDelivered ? "delivered" : "waiting")" }
  let requests = log.exchanges.map { "\($0.method) \($0.url)" }
  return state + events + requests
}
// snippet.end

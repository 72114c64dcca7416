public import Observation

/// The one-shot events of the ``EventQueue``s it watches, newest first: each as it was sent, and
/// whether it has been delivered to the view yet. For an inspector; observable, so a view that
/// reads ``records`` is drawn again when an event is sent or delivered.
///
/// ```swift
/// let traffic = EventTraffic()
/// viewModel.events.traffic = traffic
/// ```
///
/// It keeps the newest ``capacity`` events.
@MainActor @Observable
public final class EventTraffic {
  /// One event.
  public struct Record: Identifiable, Hashable, Sendable {
    /// The order the events were sent in, from 1.
    public let id: Int
    /// The event's type, such as "CocktailSearchViewModel.Event".
    public let queue: String
    /// The event, such as `showDrink(id: "11007")`, written by swift-custom-dump.
    public let event: String
    /// Whether the view has received it; until then the queue holds it.
    public internal(set) var isDelivered: Bool
  }

  /// The events, newest first.
  public private(set) var records: [Record] = []
  /// How many events it keeps; older ones are dropped.
  public let capacity: Int
  @ObservationIgnored private var lastID = 0

  /// An empty record keeping the newest `capacity` events (at least one).
  public init(capacity: Int = 200) {
    self.capacity = max(1, capacity)
  }

  /// Records `event` of type `queue` as sent and not delivered; returns its id.
  func sent(_ event: String, queue: String) -> Int {
    lastID += 1
    records.insert(Record(id: lastID, queue: queue, event: event, isDelivered: false), at: 0)
    if records.count > capacity { records.removeLast() }
    return lastID
  }

  /// Records the event `id` as delivered.
  func delivered(_ id: Int) {
    guard let index = records.firstIndex(where: { $0.id == id }) else { return }
    records[index].isDelivered = true
  }
}

/// Something whose one-shot events an ``EventTraffic`` can watch: an ``EventQueue`` of any event.
@MainActor
public protocol EventTrafficSource: AnyObject {
  /// Where its events are recorded as they are sent and delivered; `nil` records nothing.
  var traffic: EventTraffic? { get set }
}

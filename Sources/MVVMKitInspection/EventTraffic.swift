import CustomDump
public import MVVMKit
public import Observation

/// The one-shot events of the `EventQueue`s it watches, newest first: each as it was sent, and
/// whether it has been delivered to the view yet. For an inspector; observable, so a view that
/// reads ``records`` is drawn again when an event is sent or delivered.
///
/// ```swift
/// let traffic = EventTraffic()
/// viewModel.events.observer = traffic
/// ```
///
/// It keeps the newest ``capacity`` events.
@MainActor @Observable
public final class EventTraffic: EventQueueObserver {
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

  /// Records `event` as sent and not delivered, written on one line; returns its id.
  public func sent<Event>(_ event: Event) -> Int {
    lastID += 1
    let record = Record(
      id: lastID, queue: Self.typeName(of: Event.self), event: Self.describe(event),
      isDelivered: false)
    records.insert(record, at: 0)
    if records.count > capacity { records.removeLast() }
    return lastID
  }

  /// Records the event `id` as delivered.
  public func delivered(_ id: Int) {
    guard let index = records.firstIndex(where: { $0.id == id }) else { return }
    records[index].isDelivered = true
  }

  /// The event type's name, such as "CocktailSearchViewModel.Event".
  private static func typeName<Event>(of type: Event.Type) -> String {
    String(String(customDumping: type).dropLast(".self".count))
  }

  /// `event` on one line, without its type's name: `showDrink(id: "11007")`, its values as the
  /// inspector's state writes them (a view model folded: `showDrink(▸ DrinkDetailViewModel)`).
  private static func describe<Event>(_ event: Event) -> String {
    let mirror = Mirror(reflecting: event)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first,
      let name = payload.label
    else {
      let text = OneLineDump.of(event, maxDepth: StateTree.valueDepth)
      let prefix = typeName(of: Event.self) + "."
      return text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    }
    let values = Mirror(reflecting: payload.value)
    let parts =
      values.displayStyle == .tuple
      ? values.children.map { value in
        let label = value.label.flatMap { $0.hasPrefix(".") ? nil : $0 + ": " } ?? ""
        return label + StateTree.oneLine(value.value)
      }
      : [StateTree.oneLine(payload.value)]
    return "\(name)(\(parts.joined(separator: ", ")))"
  }
}

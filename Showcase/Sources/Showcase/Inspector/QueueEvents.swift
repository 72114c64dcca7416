import MVVMKit
import MVVMKitInspection

/// One event queue's observer for the inspector: it records the queue's events in the shared
/// traffic and keeps their ids, so the panel can show the events of the screen shown only.
@MainActor
final class QueueEvents: EventQueueObserver {
  private let traffic: EventTraffic
  /// The ids, in the traffic, of the events this queue sent.
  private(set) var ids: Set<Int> = []

  /// An observer recording into `traffic`.
  init(traffic: EventTraffic) {
    self.traffic = traffic
  }

  func sent<Event>(_ event: Event) -> Int {
    let id = traffic.sent(event)
    ids.insert(id)
    // The traffic keeps the newest events only: the ids of those it dropped go.
    if ids.count > traffic.capacity { ids = ids.filter { $0 > id - traffic.capacity } }
    return id
  }

  func delivered(_ token: Int) {
    traffic.delivered(token)
  }
}

/// An ``EventQueue`` of any event, whose ``EventQueueObserver`` can be set.
@MainActor
public protocol ObservableEventQueue: AnyObject {
  /// Told of each event as it is sent and delivered; `nil` tells no one.
  var observer: (any EventQueueObserver)? { get set }
}

/// A view model whose state an inspector can show while the app runs: its outputs, by name, and
/// its queues of one-shot events.
///
/// ```swift
/// extension CocktailSearchViewModel: StateInspectable {
///   public var inspectedState: Mirror {
///     Mirror(self, children: ["query": query, "drinks": drinks, "restaurants": restaurants])
///   }
/// }
/// ```
///
/// An ``EventSendingViewModel`` lists its queue of events without saying so: `inspectedEventQueues`
/// is `[events]`.
///
/// MVVMKitInspection's `StateTree` turns the state into lines to show. The outputs are listed by hand, as a view
/// reads them: building the mirror calls their getters, so inside ``observe(_:)`` a change to any
/// of them draws the inspector again.
@MainActor
public protocol StateInspectable {
  /// The outputs a view reads, each by name: read through their getters, not their storage.
  var inspectedState: Mirror { get }
  /// The queues of one-shot events the view model sends, for an inspector to observe.
  var inspectedEventQueues: [any ObservableEventQueue] { get }
}

extension StateInspectable {
  /// No events: a view model with an ``EventQueue`` is an ``EventSendingViewModel``, or lists its
  /// queues.
  public var inspectedEventQueues: [any ObservableEventQueue] { [] }
}

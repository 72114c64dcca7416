/// A view a flow shows: going back from it asks the flow.
@MainActor
public protocol FlowShown: AnyObject {
  /// What going back does: `true` when the flow went back; `false` at the flow's first screen,
  /// which the view stack then pops itself (back to the menu, or out of the app).
  var flowBack: (@MainActor () -> Bool)? { get set }
}

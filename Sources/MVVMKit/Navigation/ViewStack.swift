/// A stack of views a flow's screens are shown on: a terminal's navigator, a browser tab's
/// session, a UIKit navigation controller.
@MainActor
public protocol ViewStack: AnyObject {
  associatedtype View
  /// The views, bottom first.
  var stack: [View] { get }
  /// Shows `view` on top.
  func push(_ view: View)
  /// Takes the top view away.
  func pop()
  /// Shows `view` in place of the top one.
  func replace(with view: View)
}

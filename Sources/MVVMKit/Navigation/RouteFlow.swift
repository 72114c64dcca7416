/// An app's flow as its views see it: where the user is, the screen of each route on the stack,
/// and going back. A view renders ``screens()`` (one `switch` from a screen to its view) and
/// follows ``stack``; it never makes a view model nor decides where an event leads.
@MainActor
public protocol RouteFlow: AnyObject {
  /// The app's routes.
  associatedtype Route: Hashable & Sendable
  /// What a route shows (its view models), told apart from another screen on the stack by its
  /// `id`.
  associatedtype Screen: Identifiable

  /// Where the user is.
  var stack: RouteStack<Route> { get }
  /// The screens of the routes on the stack, bottom first.
  func screens() -> [Screen]
  /// Goes back a screen; `false` at the first, which stays (the view decides what back from the
  /// app's first screen does).
  @discardableResult
  func back() -> Bool
}

extension RouteFlow {
  /// Goes back a screen: the route on top leaves the stack; `false` at the first, which stays.
  /// A flow whose back does more (a screen below that follows the one left) has its own.
  @discardableResult
  public func back() -> Bool {
    stack.pop() != nil
  }
}

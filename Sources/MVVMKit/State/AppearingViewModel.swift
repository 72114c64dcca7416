/// A view model told when its view appears, to start what it loads: every view (a terminal
/// screen, a web page, a SwiftUI view's `task`) calls ``appeared()`` the same way.
@MainActor
public protocol AppearingViewModel: AnyObject {
  /// The view appeared: the view model starts what it loads (once; again only on a retry).
  func appeared()
}

/// A view model told when its view appears, to start what it loads: every view (a terminal
/// screen, a web page, a SwiftUI view's `task`) calls ``appeared()`` the same way.
///
/// A view drawn before anyone sees it (a web page rendered for its first response, before its
/// tab connects) calls ``prepare()`` first: the view model loads what the view shows, and starts
/// nothing that runs on the user's time (a timer, playback) until ``appeared()``.
@MainActor
public protocol AppearingViewModel: AnyObject {
  /// The view appeared: the view model starts what it loads (once; again only on a retry).
  func appeared()
  /// The view is drawn before it is shown: the view model loads what it shows, and starts
  /// nothing the user would have to see happen. By default, ``appeared()``.
  func prepare()
}

extension AppearingViewModel {
  /// Loads as ``appeared()`` does: a view model that starts nothing on the user's time.
  public func prepare() { appeared() }
}

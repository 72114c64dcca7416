/// A view model that says what its screen can do now (see ``ScreenAction``): every view offers
/// exactly these, with the keys of the app's ``ActionKeys``.
@MainActor
public protocol ActingViewModel: AnyObject {
  /// What the screen can do now, in the order a view lists them; its state (a selection, a
  /// toggle) decides which are enabled and on.
  var actions: [ScreenAction] { get }
}

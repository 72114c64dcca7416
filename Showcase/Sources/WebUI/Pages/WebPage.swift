public import MVVMKit

/// A screen in the browser: a page over a view model, made of regions that each re-render alone
/// when what they read changes.
///
/// A page is layout and bindings, as a terminal screen is: it reads its view model in its
/// regions' `render`, and calls it from the actions and inputs those regions register.
///
/// ```swift
/// final class DrinkDetailPage: WebPage {
///   let viewModel: DrinkDetailViewModel
///   var title: String { viewModel.title }
///   var regions: [WebRegion] {
///     [WebRegion("drink") { context in
///       HTML.element("h1") { self.viewModel.title }
///     }]
///   }
/// }
/// ```
@MainActor
public protocol WebPage: AnyObject {
  /// The page's title, in the breadcrumb and the browser's tab.
  var title: String { get }
  /// The regions, in the order the page shows them.
  var regions: [WebRegion] { get }
  /// What the page waits for before its first complete response: the view model, when it loads.
  var settling: (any Settling)? { get }
  /// What the page's screen can do now, as its view model declares it (`ActingViewModel`): its
  /// keys act, the help lists them, and the page draws their buttons
  /// (``HTML/action(_:keys:title:isPrimary:label:in:)``).
  var actions: [ScreenAction] { get }
  /// The keys of the app's actions: one table for every view of the app.
  var actionKeys: ActionKeys { get }
  /// The keys the page acts on beyond its actions, for the help; ↑↓, Enter, Esc, `/` and `?` are
  /// the usual ones.
  var keyHelp: KeyValuePairs<String, String> { get }
  /// What `r` does while something on the page failed: retries what failed; `nil` while nothing
  /// did.
  var retry: (@MainActor () -> Void)? { get }
  /// The page is shown in `navigator`: it tells its view model and listens to its events.
  func appeared(in navigator: any WebNavigator)
  /// The page is drawn in `navigator` before its tab shows it (a first response): it has its
  /// view model load, and start nothing on the user's time. ``appeared(in:)`` follows once the
  /// tab's socket takes the session up.
  func prepared(in navigator: any WebNavigator)
  /// Acts on `key`; `false` when the page has no use for it (Esc then goes back, `r` retries
  /// what failed, `?` shows the help).
  func handle(_ key: WebKey) -> Bool
  /// The user asked to go back from this page (Esc, the breadcrumb): `true` when the page took
  /// it (a page a flow shows asks the flow, which takes its pages off the session itself);
  /// `false` to have the session pop it.
  func goBack() -> Bool
}

extension WebPage {
  /// Nothing to wait for: a page that loads nothing.
  public var settling: (any Settling)? { nil }
  /// No actions.
  public var actions: [ScreenAction] { [] }
  /// No keys for actions.
  public var actionKeys: ActionKeys { [:] }
  /// No keys of the page's own.
  public var keyHelp: KeyValuePairs<String, String> { [:] }
  /// Nothing to retry.
  public var retry: (@MainActor () -> Void)? { nil }
  /// Nothing to tell.
  public func appeared(in navigator: any WebNavigator) {}
  /// As ``appeared(in:)``.
  public func prepared(in navigator: any WebNavigator) { appeared(in: navigator) }
  /// No key of the page's own: Esc goes back, `?` shows the help.
  public func handle(_ key: WebKey) -> Bool { false }
  /// Leaves it to the session, which pops the page.
  public func goBack() -> Bool { false }

  /// A region `id` drawn by one of the page's methods, holding the page without keeping it alive:
  /// `[region("drink", isLive: true) { $0.drink }]`.
  public func region(
    _ id: String, isLive: Bool = false,
    _ render: @escaping @MainActor (Self) -> (RegionContext) -> HTML
  ) -> WebRegion {
    WebRegion(id, isLive: isLive) { [unowned self] context in render(self)(context) }
  }
}

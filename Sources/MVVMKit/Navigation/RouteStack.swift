public import Observation

/// Where a user is: the screens of an app as a stack of route values, the first at the bottom and
/// the one shown on top. A flow pushes and pops it; views render it; tests assert it.
///
/// A route is a plain value (an enum of the app's screens with their parameters), so the stack is
/// state like any other: observed as a view model's outputs are, compared, and bound by SwiftUI's
/// `NavigationStack(path:)` to ``path``, the routes above the root.
///
/// ```swift
/// enum Route: Hashable, Sendable { case search(query: String), drink(id: String) }
///
/// let stack = RouteStack(root: Route.search(query: ""))
/// stack.push(.drink(id: "11000"))   // stack.top == .drink(id: "11000")
/// stack.pop()                       // back to the search
/// ```
///
/// The root is never popped: an app always shows a screen.
///
/// A view that shows screens imperatively (a terminal's navigator, UIKit's
/// `UINavigationController`) follows it with ``follow(_:)``, which tells it of each change at
/// once: a screen pushed by a tap is shown before the next input, not on the next turn of the main
/// actor as an Observation binding would.
@Observable
public final class RouteStack<Route: Hashable & Sendable> {
  /// The first screen, under every other.
  public private(set) var root: Route
  /// The screens above the root, bottom first: what `NavigationStack(path:)` binds to.
  public var path: [Route] {
    didSet { if !isChanging { changed() } }
  }

  @ObservationIgnored private var followers: [Int: (RouteStack) -> Void] = [:]
  @ObservationIgnored private var nextFollower = 0
  /// Whether a change of several parts is under way: followers hear of it once, at its end.
  @ObservationIgnored private var isChanging = false

  /// A stack of `root` with `path` above it.
  public init(root: Route, path: [Route] = []) {
    self.root = root
    self.path = path
  }

  /// Calls `handler` at once after each change of the stack, for as long as the returned
  /// ``Following`` is kept and not cancelled.
  public func follow(_ handler: @escaping (RouteStack) -> Void) -> Following {
    let id = nextFollower
    nextFollower += 1
    followers[id] = handler
    return Following { [weak self] in self?.followers[id] = nil }
  }

  /// A follower's hold on a stack (see ``follow(_:)``): released or cancelled, it hears no more.
  public final class Following {
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) {
      self.stop = stop
    }

    /// Stops the following.
    public func cancel() {
      stop?()
      stop = nil
    }

    deinit { stop?() }
  }

  private func changed() {
    for follower in followers.values { follower(self) }
  }

  /// Makes the stack `root` and `path` in one change.
  private func set(root: Route, path: [Route]) {
    isChanging = true
    self.root = root
    self.path = path
    isChanging = false
    changed()
  }

  /// Every route, the root first and the one shown last.
  public var routes: [Route] { [root] + path }

  /// The route shown: the last pushed, or the root.
  public var top: Route { path.last ?? root }

  /// How many routes are on the stack, the root included (1 at the root).
  public var count: Int { path.count + 1 }

  /// Whether only the root is on the stack.
  public var isAtRoot: Bool { path.isEmpty }

  /// Shows `route` above the one shown.
  public func push(_ route: Route) {
    path.append(route)
  }

  /// Goes back a screen; returns the route left, or `nil` at the root (which stays).
  @discardableResult
  public func pop() -> Route? {
    path.popLast()
  }

  /// Goes back to the root; returns the routes left, the top last.
  @discardableResult
  public func popToRoot() -> [Route] {
    defer { path.removeAll() }
    return path
  }

  /// Goes back to the highest `route` on the stack; returns whether it was there (the stack is
  /// left as it was if not).
  @discardableResult
  public func pop(to route: Route) -> Bool {
    if let index = path.lastIndex(of: route) {
      path.removeSubrange(path.index(after: index)...)
      return true
    }
    guard root == route else { return false }
    path.removeAll()
    return true
  }

  /// Shows `route` in place of the one shown (the root, at the root): a screen whose defining
  /// value changed, such as the base currency of a rates screen.
  public func replaceTop(with route: Route) {
    if path.isEmpty {
      set(root: route, path: [])
    } else {
      path[path.count - 1] = route
    }
  }

  /// Puts `route` at `index` (0 the root), for a screen whose defining value changed there (the
  /// search typed); nothing changes when no route is at `index`, or it is `route` already.
  public func replace(at index: Int, with route: Route) {
    guard index >= 0, index < count, routes[index] != route else { return }
    if index == 0 { set(root: route, path: path) } else { path[index - 1] = route }
  }

  /// Makes the stack `routes`, the first its root; nothing changes when `routes` is empty. For a
  /// deep link or a URL that names a whole place in the app.
  public func replace(with routes: [Route]) {
    guard let first = routes.first else { return }
    set(root: first, path: Array(routes.dropFirst()))
  }
}

extension RouteStack: Equatable {
  /// Whether the two stacks hold the same routes in the same order.
  public static func == (lhs: RouteStack, rhs: RouteStack) -> Bool {
    lhs.routes == rhs.routes
  }
}

extension RouteStack: CustomStringConvertible {
  /// The routes, bottom first: "search(query: \"\") › drink(id: \"11000\")".
  public var description: String {
    routes.map { "\($0)" }.joined(separator: " › ")
  }
}

public import MVVMKit

/// A navigator shows a flow's screens (see ``FlowViews``).
extension Navigator: ViewStack {
  /// The screens, bottom first.
  public var views: [any TerminalScreen] { stack }
  /// Pushes `view`.
  public func show(_ view: any TerminalScreen) { push(view) }
  /// Pops the top screen.
  public func hideTop() { pop() }
  /// Shows `view` in place of the top screen.
  public func swapTop(for view: any TerminalScreen) { replace(with: view) }
}

extension FlowViews where Stack == Navigator {
  /// The terminal screens of `flow`'s routes, bottom first, made by `makeView` (the app's switch
  /// from screen to terminal screen); they follow the flow from now on, on the navigator the
  /// first is shown on.
  public static func screens(
    of flow: Flow, _ makeView: @escaping @MainActor (Flow.Screen) -> any TerminalScreen
  ) -> [any TerminalScreen] {
    FlowViews(flow: flow, makeView: makeView).start { $0.navigator }
  }
}

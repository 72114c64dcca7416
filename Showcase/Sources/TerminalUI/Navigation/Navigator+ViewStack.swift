public import MVVMKit

/// A navigator shows a flow's screens (see ``FlowViews``).
extension Navigator: ViewStack {}

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

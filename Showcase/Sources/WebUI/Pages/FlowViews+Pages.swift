public import MVVMKit

extension FlowViews where Stack == WebSession {
  /// The web pages of `flow`'s routes, bottom first, made by `makeView` (the app's switch from
  /// screen to page); they follow the flow from now on, on the session the first is shown in.
  /// A page that is a ``ViewModelPage`` (a ``PageOf``) keeps its session, which is how they find
  /// it; going back from one asks the flow.
  public static func pages(
    of flow: Flow, _ makeView: @escaping @MainActor (Flow.Screen) -> any WebPage
  ) -> [any WebPage] {
    FlowViews(flow: flow, makeView: makeView).start {
      ($0 as? any ViewModelPage)?.navigator as? WebSession
    }
  }
}

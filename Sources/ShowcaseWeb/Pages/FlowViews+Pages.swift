package import MVVMKit
package import WebUI

extension FlowViews where Stack == WebSession {
  /// The web pages of `flow`'s routes, bottom first, made by `makeView` (the app's switch from
  /// screen to page); they follow the flow from now on.
  package static func pages(
    of flow: Flow, _ makeView: @escaping @MainActor (Flow.Screen) -> any WebPage
  )
    -> [any WebPage]
  {
    FlowViews(flow: flow, makeView: makeView).start {
      ($0 as? any ViewModelPage)?.navigator as? WebSession
    }
  }
}

public import MVVMKit

/// A tab's session shows a flow's screens as pages (see ``FlowViews``).
extension WebSession: ViewStack {
  /// The pages, bottom first.
  public var views: [any WebPage] { stack }
  /// Pushes `view`.
  public func show(_ view: any WebPage) { push(view) }
  /// Goes back to the page under the top one.
  public func hideTop() { pop() }
  /// Shows `view` in place of the top page.
  public func swapTop(for view: any WebPage) { replace(with: view) }
}

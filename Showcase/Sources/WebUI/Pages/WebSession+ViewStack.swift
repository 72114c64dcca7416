public import MVVMKit

/// A tab's session shows a flow's screens as pages (see ``FlowViews``).
extension WebSession: ViewStack {}

import MVVMKit

/// A flow the showcase shows: the two views of each of its screens.
protocol ShowcaseFlow: RouteFlow {
  /// The views of `screen`.
  @MainActor func views(of screen: Screen) -> ScreenViews
}

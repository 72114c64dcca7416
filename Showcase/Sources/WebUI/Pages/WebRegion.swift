/// A part of a page that re-renders alone: its `render` runs inside a binding (MVVMKit's
/// `observe(_:)`), and each time what it reads changes, the new markup replaces the region's in
/// the browser.
@MainActor
public struct WebRegion {
  /// The region's id in the page: letters, digits and `-`.
  public let id: String
  /// Whether a screen reader announces the region's changes (loading, errors, results).
  public let isLive: Bool
  /// The region's markup; the actions and inputs it registers on `context` are what its
  /// elements trigger.
  public let render: @MainActor (RegionContext) -> HTML

  /// A region `id`, drawn by `render`.
  public init(
    _ id: String, isLive: Bool = false, render: @escaping @MainActor (RegionContext) -> HTML
  ) {
    precondition(HTML.isName(id), "“\(id)” is not a region id")
    self.id = id
    self.isLive = isLive
    self.render = render
  }
}

/// What one tab starts with: the app's first page, and what no message to the tab may carry.
@MainActor
public struct WebTab {
  /// The first page.
  public var page: any WebPage
  /// Takes every secret out of a text before it reaches the tab: the services' keys, which a
  /// server could echo in its data.
  public var redact: @MainActor (String) -> String

  /// A tab showing `page`, its messages passed through `redact`.
  public init(page: any WebPage, redact: @escaping @MainActor (String) -> String = { $0 }) {
    self.page = page
    self.redact = redact
  }
}

/// One app the server serves: at `/PATH`, its first page made afresh for each tab.
public struct WebApp: Sendable {
  /// The app's path: `cocktails` serves `/cocktails` and its socket `/cocktails/socket`.
  public let path: String
  /// The app's name, in the menu.
  public let name: String
  /// The app in a sentence, in the menu.
  public let summary: String
  /// What a new tab starts with: its first page, with view models of its own.
  public let makeTab: @MainActor @Sendable () throws -> WebTab

  /// The app `name` at `/path`.
  public init(
    path: String, name: String, summary: String,
    makeTab: @escaping @MainActor @Sendable () throws -> WebTab
  ) {
    precondition(HTML.isName(path), "“\(path)” is not an app path")
    self.path = path
    self.name = name
    self.summary = summary
    self.makeTab = makeTab
  }
}

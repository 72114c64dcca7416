/// One app the server serves: at `/PATH` and the addresses under it, its pages made afresh for
/// each tab.
public struct WebApp: Sendable {
  /// The app's path: `cocktails` serves `/cocktails`, `/cocktails/…` and its socket
  /// `/cocktails/socket`.
  public let path: String
  /// The app's name, in the menu.
  public let name: String
  /// The app in a sentence, in the menu.
  public let summary: String
  /// What a new tab at an address starts with (the address's path and query, such as
  /// `/cocktails/drink/11000`): its pages, with view models of their own; `nil` for an address of
  /// no screen of the app.
  public let makeTab: @MainActor @Sendable (_ address: String) throws -> WebTab?

  /// The app `name` at `/path`, each address under it opened by `makeTab`.
  public init(
    path: String, name: String, summary: String,
    makeTab: @escaping @MainActor @Sendable (_ address: String) throws -> WebTab?
  ) {
    precondition(HTML.isName(path), "“\(path)” is not an app path")
    self.path = path
    self.name = name
    self.summary = summary
    self.makeTab = makeTab
  }

  /// The app `name` at `/path` alone, whose tabs start with what `makeFirstTab` makes.
  public init(
    path: String, name: String, summary: String,
    makeFirstTab: @escaping @MainActor @Sendable () throws -> WebTab
  ) {
    self.init(path: path, name: name, summary: summary) { address in
      address == "/" + path ? try makeFirstTab() : nil
    }
  }
}

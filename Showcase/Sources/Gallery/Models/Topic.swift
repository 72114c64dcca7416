/// A topic a feed offers to step through: a few curated searches on Openverse ("Space",
/// "Animals"), the feeds of a 500px-shaped API ("Popular", "Upcoming").
public struct Topic: Identifiable, Hashable, Sendable {
  /// What names it in an address and on the command line: `space`, `fresh_today`.
  public var id: String
  /// Its name on screen: "Space", "Fresh today".
  public var title: String
  /// What it searches for (`nil`: every photo, in the feed's own order).
  public var query: String?

  /// The topic `id`, titled `title`, searching for `query`.
  public init(id: String, title: String, query: String? = nil) {
    self.id = id
    self.title = title
    self.query = query
  }
}

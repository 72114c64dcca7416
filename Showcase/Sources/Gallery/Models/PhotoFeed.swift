/// What a list of photos shows: a topic of the feed's, or what the user searched for.
public enum PhotoFeed: Hashable, Sendable {
  /// The topic with this id.
  case topic(String)
  /// The photos matching these words.
  case search(String)
}

/// What a row of places shows.
public enum PlaceRowContent: Hashable, Sendable {
  /// Loading, nothing to show yet.
  case loading
  /// The load failed: the message, and whether trying again may help.
  case failed(String, canRetry: Bool)
  /// Loaded, with nothing in it: the message.
  case empty(String)
  /// The cells.
  case places([PlaceCellViewModel])
}

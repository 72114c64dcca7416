/// What a home row shows.
public enum HomeRowContent: Hashable, Sendable {
  /// Loading, nothing to show yet.
  case loading
  /// The load failed: the message, and whether trying again may help.
  case failed(String, canRetry: Bool)
  /// Loaded, with nothing in it: the message.
  case empty(String)
  /// Places.
  case places([PlaceCellViewModel])
  /// Categories.
  case categories([CategoryCellViewModel])
}

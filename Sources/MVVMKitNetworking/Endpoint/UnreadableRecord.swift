/// A record of a ``DecodedList`` that could not be read.
public struct UnreadableRecord: Hashable, Sendable {
  /// Its position in the array, from 0.
  public var index: Int
  /// Why, with where: "at results[1].geometry: the key is missing".
  public var reason: String

  /// A record at `index` left out for `reason`.
  public init(index: Int, reason: String) {
    (self.index, self.reason) = (index, reason)
  }
}

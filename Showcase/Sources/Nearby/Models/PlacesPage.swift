import Algorithms
public import MVVMKitNetworking

/// One page of places of a type, and the token of the next one.
public struct PlacesPage: Hashable, Sendable {
  /// The places that could be read, in the service's order.
  public private(set) var places: [Place]
  /// Where the next page is, if there is one.
  public var nextPageToken: String?
  /// The places of the page that could not be read, and why: the others are shown without them.
  public private(set) var unreadable: [UnreadableRecord]
  /// The most places the search gives, when it has no pages (Places API (New)'s searchNearby
  /// stops at 20): a list that reaches it is the nearest of more.
  public var limit: Int?
  /// How many places the answer held: read or not, repeats included.
  public private(set) var recordCount: Int

  /// A page of `places`, each id once (a repeated id keeps its first record), followed by the
  /// page `nextPageToken` names, without the `unreadable` ones.
  public init(
    places: [Place], nextPageToken: String? = nil, unreadable: [UnreadableRecord] = [],
    limit: Int? = nil
  ) {
    self.places = Array(places.uniqued(on: \.id))
    recordCount = places.count + unreadable.count
    self.nextPageToken = nextPageToken
    self.unreadable = unreadable
    self.limit = limit
  }

  /// What the end of a list of this page says when the search stopped at its limit: "The 20
  /// nearest"; `nil` when it gave everything there is.
  public var endNote: String? {
    guard nextPageToken == nil, let limit, recordCount >= limit else {
      return nil
    }
    return "The \(limit) nearest"
  }

  /// "1 of 20 places could not be read.", when some could not.
  public var unreadableNote: String? {
    Self.unreadableNote(unreadable: unreadable.count, of: places.count + unreadable.count)
  }

  /// "1 of 20 places could not be read.", when `unreadable` is more than 0.
  static func unreadableNote(unreadable: Int, of count: Int) -> String? {
    guard unreadable > 0 else { return nil }
    return "\(unreadable) of \(count) place\(count == 1 ? "" : "s") could not be read."
  }
}

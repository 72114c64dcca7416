/// One page of places of a type, and the token of the next one.
public struct PlacesPage: Hashable, Sendable {
  /// The places, in the service's order.
  public var places: [Place]
  /// Where the next page is, if there is one.
  public var nextPageToken: String?

  /// A page of `places`, followed by the page `nextPageToken` names.
  public init(places: [Place], nextPageToken: String? = nil) {
    self.places = places
    self.nextPageToken = nextPageToken
  }
}

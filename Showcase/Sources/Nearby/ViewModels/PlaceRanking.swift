/// How places are ranked: by rating (unrated last), ties by distance from the user. The original
/// took Google's first three in its prominence order; this is what "top" means to a user.
public enum PlaceRanking {
  /// `places` best first, as seen from `origin`.
  public static func best(_ places: [Place], from origin: Coordinate) -> [Place] {
    places.sorted { first, second in
      let (a, b) = (first.rating ?? -1, second.rating ?? -1)
      if a != b { return a > b }
      return origin.distance(to: first.location) < origin.distance(to: second.location)
    }
  }

  /// `places` as the home row of `type` ranks them, to match its title: the closest ATMs
  /// ("Closest ATMs nearby"), the best of the other types ("Top Cafes nearby").
  public static func row(of type: PlaceType, _ places: [Place], from origin: Coordinate) -> [Place]
  {
    type == .atm ? nearest(places, from: origin) : best(places, from: origin)
  }

  /// `places` nearest first, as seen from `origin`.
  public static func nearest(_ places: [Place], from origin: Coordinate) -> [Place] {
    places.sorted { origin.distance(to: $0.location) < origin.distance(to: $1.location) }
  }
}

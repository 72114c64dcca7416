/// What a ``LocationProvider``'s position is: the words "around you" are true only of the first.
public enum LocationKind: Hashable, Sendable {
  /// Where the user is (a location source said so).
  case user
  /// A place with a name: "Trafalgar Square (sample)".
  case named(String)
  /// Coordinates the user gave.
  case given
}

/// An event of a screen whose places a filter narrows (``PlaceFiltering``): the one it sends when
/// the user narrows them, for the app's flow to carry the filter to the screens below.
///
/// An event enum has it by having the case: `case filterChanged(PlaceFilter)`.
public protocol PlaceFilteringEvent {
  /// The user narrowed the places to `filter`.
  static func filterChanged(_ filter: PlaceFilter) -> Self
}

/// A category of the home's categories row: a type of place.
public struct CategoryCellViewModel: Identifiable, Hashable, Sendable {
  /// The type.
  public let type: PlaceType

  /// The type's raw value: "cafe", "night_club".
  public var id: String { type.rawValue }

  /// "Cafes", "ATMs", "Night Clubs".
  public var title: String { type.displayName + "s" }
}

public import MVVMKit

/// A section of the search screen, as a ``SectionedList`` section: its identity, title and status.
public struct SearchSection: Identifiable, Hashable, Sendable {
  /// The three sections of the screen.
  public enum ID: Hashable, Sendable {
    /// The title and search field.
    case header
    /// "Restaurants".
    case restaurants
    /// "Favourites".
    case favourites
    /// "N Items found".
    case drinks
  }

  /// Which section this is.
  public let id: ID
  /// The section's title.
  public var title: String
  /// What the section shows besides its rows.
  public var status: ListStatus
}

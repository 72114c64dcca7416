public import Foundation

/// A list was built with an identity used twice, so no view could tell its rows apart.
///
/// Thrown when a ``SectionedList`` is built, so the mistake surfaces where the data is made,
/// never later as a crash inside a table view's batch update.
public enum ListIdentityError<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Error, Hashable, LocalizedError
{
  /// Two sections share the identity `id`.
  case duplicateSection(SectionID)
  /// Two items share the identity `id`; it is used in `firstSection` and again in `secondSection`
  /// (the same section when the duplicate is within one section).
  case duplicateItem(ItemID, firstSection: SectionID, secondSection: SectionID)

  /// A sentence naming the repeated identity and where it is used.
  public var errorDescription: String? {
    switch self {
    case .duplicateSection(let id):
      "Two sections share the identity \(id)."
    case .duplicateItem(let id, let first, let second) where first == second:
      "Two items in section \(first) share the identity \(id)."
    case .duplicateItem(let id, let first, let second):
      "The item identity \(id) is used in section \(first) and again in section \(second)."
    }
  }
}

public import MVVMKit

/// A batch update UIKit would refuse, with the reason worded as UIKit words its exception
/// (`NSInternalInconsistencyException`, "Invalid update: …"), or a batch that runs but leaves the
/// view showing something other than the data.
public enum BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// What a batch does to an index.
  public enum Operation: String, Hashable, Sendable {
    case delete, insert, reload
    /// The source of a move (an old index).
    case moveFrom = "move from"
    /// The destination of a move (a new index).
    case moveTo = "move to"
  }

  /// The number of sections after the update is not the number before, plus the inserted, minus
  /// the deleted.
  case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
  /// The number of items in a section that existed before the update is not its number before,
  /// plus or minus what was inserted, deleted and moved in or out.
  case invalidItemCount(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int)
  /// A section index outside the sections before (delete, reload, move from) or after (insert,
  /// move to) the update.
  case sectionOutOfRange(Operation, section: Int, count: Int)
  /// An item path outside its section before (delete, reload, move from) or after (insert, move
  /// to) the update; `count` is that section's item count then, or `nil` when there is no such
  /// section.
  case itemOutOfRange(Operation, ItemPath, count: Int?)
  /// One section index used by two operations that exclude each other (deleted and moved, moved
  /// twice, reloaded and moved, inserted twice…).
  case sectionConflict(Operation, Operation, section: Int)
  /// One item path used by two operations that exclude each other.
  case itemConflict(Operation, Operation, ItemPath)
  /// An item moved out of a section the same batch deletes.
  case itemMovedOutOfDeletedSection(ListMove<ItemPath>)
  /// An item moved, or inserted, into a section the same batch inserts: an inserted section's
  /// items come from the data source.
  case itemAddedToInsertedSection(Operation, ItemPath)
  /// A reconfigure after the batch names an item or section the data does not have.
  case reconfigureOutOfRange(ItemPath?, section: Int)
  /// The batch is valid, but what the view shows afterwards is not the data: `section`'s items
  /// (by identity, or their content) differ, or its header does.
  case resultDiffers(section: Int, shown: String, data: String)

  /// The violation in UIKit's words.
  public var description: String {
    switch self {
    case .invalidSectionCount(let after, let before, let inserted, let deleted):
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "collection view after the update (\(after)) must be equal to the number of sections "
        + "contained in the collection view before the update (\(before)), plus or minus the "
        + "number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .invalidItemCount(
      let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      "Invalid update: invalid number of items in section \(section). The number of items "
        + "contained in an existing section after the update (\(after)) must be equal to the "
        + "number of items contained in that section before the update (\(before)), plus or "
        + "minus the number of items inserted or deleted from that section (\(inserted) "
        + "inserted, \(deleted) deleted) and plus or minus the number of items moved into or out "
        + "of that section (\(movedIn) moved in, \(movedOut) moved out)."
    case .sectionOutOfRange(let operation, let section, let count):
      switch operation {
      case .insert, .moveTo:
        "attempt to \(operation.rawValue) section \(section), but there are only \(count) "
          + "sections after the update"
      case .delete, .reload, .moveFrom:
        "attempt to \(operation.rawValue) section \(section), but there are only \(count) "
          + "sections before the update"
      }
    case .itemOutOfRange(let operation, let path, let count):
      switch (operation, count) {
      case (_, nil):
        "attempt to \(operation.rawValue) item \(path.item) in section \(path.section), which "
          + "does not exist \(operation == .insert || operation == .moveTo ? "after" : "before") "
          + "the update"
      case (.insert, let count?), (.moveTo, let count?):
        "attempt to \(operation.rawValue) item \(path.item) into section \(path.section), but "
          + "there are only \(count) items in section \(path.section) after the update"
      case (_, let count?):
        "attempt to \(operation.rawValue) item \(path.item) from section \(path.section) which "
          + "only contains \(count) items before the update"
      }
    case .sectionConflict(let first, let second, let section):
      "attempt to perform a \(first.rawValue) and a \(second.rawValue) on the same section "
        + "(\(section))"
    case .itemConflict(let first, let second, let path):
      "attempt to perform a \(first.rawValue) and a \(second.rawValue) on the same index path "
        + "(\(path))"
    case .itemMovedOutOfDeletedSection(let move):
      "attempt to move index path (\(move.from)) to index path (\(move.to)) out of section "
        + "\(move.from.section), which is being deleted"
    case .itemAddedToInsertedSection(let operation, let path):
      "attempt to \(operation.rawValue) index path (\(path)) in section \(path.section), which is "
        + "being inserted: its items come from the data source"
    case .reconfigureOutOfRange(let path, let section):
      if let path {
        "attempt to reconfigure item \(path.item) in section \(section), which does not exist "
          + "after the update"
      } else {
        "attempt to reconfigure section \(section), which does not exist after the update"
      }
    case .resultDiffers(let section, let shown, let data):
      "after the update, section \(section) shows \(shown) but the data source has \(data)"
    }
  }
}

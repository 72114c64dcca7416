/// What changed between two ``SectionedList``s, in the form a table or collection view's batch
/// update takes.
///
/// The changes are safe to apply as one batch update, in this order:
/// 1. Removals, in **old** positions: ``itemDeletes`` and the sources of ``itemMoves``, then
///    ``sectionDeletes`` and the sources of ``sectionMoves``. A deleted section takes its items
///    with it; they are not listed again.
/// 2. Insertions, in **new** positions, ascending: ``sectionInserts`` and the destinations of
///    ``sectionMoves``, then ``itemInserts`` and the destinations of ``itemMoves``. An inserted
///    section brings its items with it; they are not listed again.
/// 3. Updates, in **new** positions, after the structure is in place: ``sectionUpdates`` and
///    ``itemUpdates`` (a moved item whose content also changed is in both its move and here), so a
///    view reconfigures those rows once the batch has run (`reconfigureItems` on UIKit).
///
/// Items move between sections only when both sections are in both lists; an item that leaves a
/// deleted section or arrives in an inserted one goes with that section.
///
/// On UIKit, apply steps 1 and 2 inside `performBatchUpdates(_:completion:)` (UIKit reads deletes
/// in old indexes and inserts in new ones, as here) and step 3 after it, with
/// `reconfigureItems(at:)`. The updates are not reloads: `reloadItems(at:)` inside the batch reads
/// old indexes, where these are new ones, and UIKit refuses to reload an item that also moves.
/// `BatchUpdate` in MVVMKitTesting holds a changeset to UIKit's rules on any platform.
public struct ListChanges: Hashable, Sendable {
  /// Sections removed, by old index (before the update), ascending.
  public var sectionDeletes: [Int] = []
  /// Sections added, by new index (after the update), ascending.
  public var sectionInserts: [Int] = []
  /// Sections that changed place, from old index to new index, ascending by new index.
  public var sectionMoves: [ListMove<Int>] = []
  /// Sections whose own model changed, by new index (after the update), ascending: to reconfigure
  /// once the batch has run.
  public var sectionUpdates: [Int] = []
  /// Items removed, by old path, ascending.
  public var itemDeletes: [ItemPath] = []
  /// Items added, by new path, ascending.
  public var itemInserts: [ItemPath] = []
  /// Items that changed place (within or across sections), ascending by new path.
  public var itemMoves: [ListMove<ItemPath>] = []
  /// Items whose content changed, by new path (after the update), ascending: to reconfigure once
  /// the batch has run, not to reload inside it.
  public var itemUpdates: [ItemPath] = []

  /// No changes.
  public init() {}

  /// Whether the two lists were the same.
  public var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && sectionUpdates.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty
      && itemMoves.isEmpty && itemUpdates.isEmpty
  }
}

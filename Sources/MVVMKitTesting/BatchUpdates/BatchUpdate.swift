public import MVVMKit

/// One batch update of a `UITableView` or `UICollectionView`: the calls made inside
/// `performBatchUpdates(_:completion:)`, in the index spaces UIKit reads them in.
///
/// - Deletes and reloads name **old** indexes, the state before the batch; inserts name **new**
///   indexes, the state after it; a move goes from an old index to a new one.
/// - UIKit processes the deletes before the inserts, whatever order the calls were made in.
///
/// ``init(_:)`` makes the batch that applies a `ListChanges`; ``apply(to:dataSource:)`` checks a
/// batch against UIKit's rules and carries it out, on any platform.
public struct BatchUpdate: Hashable, Sendable {
  /// `deleteSections(_:)`: old indexes.
  public var sectionDeletes: [Int] = []
  /// `insertSections(_:)`: new indexes.
  public var sectionInserts: [Int] = []
  /// `reloadSections(_:)`: old indexes.
  public var sectionReloads: [Int] = []
  /// `moveSection(_:toSection:)`: from an old index to a new one.
  public var sectionMoves: [ListMove<Int>] = []
  /// `deleteItems(at:)` / `deleteRows(at:with:)`: old paths.
  public var itemDeletes: [ItemPath] = []
  /// `insertItems(at:)` / `insertRows(at:with:)`: new paths.
  public var itemInserts: [ItemPath] = []
  /// `reloadItems(at:)` / `reloadRows(at:with:)`: old paths.
  public var itemReloads: [ItemPath] = []
  /// `moveItem(at:to:)` / `moveRow(at:to:)`: from an old path to a new one.
  public var itemMoves: [ListMove<ItemPath>] = []
  /// `reconfigureItems(at:)` called after the batch has run: new paths, once the update is in place.
  public var itemReconfigures: [ItemPath] = []
  /// Section headers reconfigured after the batch has run: new indexes.
  public var sectionReconfigures: [Int] = []

  /// An empty batch.
  public init() {}

  /// The batch that applies `changes`, as an adapter does (see "Feeding a collection view" in the
  /// README): the deletes, inserts and moves inside `performBatchUpdates`; the updates, which
  /// `ListChanges` gives in new positions, reconfigured once the batch has run. Nothing is
  /// reloaded inside the batch, since UIKit forbids reloading an item that also moves.
  public init(_ changes: ListChanges) {
    sectionDeletes = changes.sectionDeletes
    sectionInserts = changes.sectionInserts
    sectionMoves = changes.sectionMoves
    itemDeletes = changes.itemDeletes
    itemInserts = changes.itemInserts
    itemMoves = changes.itemMoves
    itemReconfigures = changes.itemUpdates
    sectionReconfigures = changes.sectionUpdates
  }
}

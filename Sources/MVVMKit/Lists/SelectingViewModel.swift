/// A view model that holds which item of its list is selected, by the item's identity: every view
/// shows that selection and moves it, and keeps none of its own. So Enter opens, and an action
/// acts on, what the arrows reached in whichever view, and the selection stays on its item when
/// the list changes.
///
/// ```swift
/// extension RatesViewModel: SelectingViewModel {
///   public var selectedID: String? { selectedRow?.code }
///   // select(_:) is the view model's own: the list's cursor moved to a currency.
/// }
/// ```
@MainActor
public protocol SelectingViewModel: AnyObject {
  /// What identifies an item of the list.
  associatedtype ItemID: Hashable & Sendable
  /// The selected item's identity; `nil` while the list has none.
  var selectedID: ItemID? { get }
  /// The view's cursor moved to the item `id`.
  func select(_ id: ItemID)
}

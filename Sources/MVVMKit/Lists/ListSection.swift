/// One section of a ``SectionedList``: the section's own model (its header) and its items.
public struct ListSection<Model: Identifiable & Equatable, Item: Identifiable & Equatable> {
  /// The section's own content; its `id` identifies the section between two lists.
  public var model: Model
  /// The section's items, in display order; each `id` identifies an item between two lists.
  public var items: [Item]

  /// A section with the given header model and items.
  @inlinable
  public init(_ model: Model, items: [Item]) {
    self.model = model
    self.items = items
  }

  /// The section's identity.
  @inlinable
  public var id: Model.ID { model.id }
}

extension ListSection: Equatable {}
extension ListSection: Sendable where Model: Sendable, Item: Sendable {}

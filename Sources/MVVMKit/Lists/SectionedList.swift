/// A list of sections and their items, with identities checked to be unique when it is built.
///
/// Section identities are unique among sections; item identities are unique across the whole
/// list, which is what lets ``changes(to:)`` follow an item that moves to another section.
///
/// ```swift
/// let list = try SectionedList([
///   ListSection(Header(id: .drinks, title: "2 Items found"), items: drinks),
/// ])
/// let changes = oldList.changes(to: list)   // inserts, deletes, moves, updates
/// ```
public struct SectionedList<Model: Identifiable & Equatable, Item: Identifiable & Equatable>
where Model.ID: Sendable, Item.ID: Sendable {
  /// The error thrown for a list with a repeated identity.
  public typealias IdentityError = ListIdentityError<Model.ID, Item.ID>

  /// The sections, in display order.
  public let sections: [ListSection<Model, Item>]

  /// Builds a list, checking that no section identity and no item identity is used twice.
  ///
  /// - Throws: ``ListIdentityError`` naming the first repeated identity.
  /// - Complexity: O(*n*) where *n* is the number of sections and items.
  @inlinable
  public init(_ sections: [ListSection<Model, Item>]) throws(IdentityError) {
    var sectionIDs = Set<Model.ID>(minimumCapacity: sections.count)
    var itemSections = [Item.ID: Model.ID](
      minimumCapacity: sections.reduce(0) { $0 + $1.items.count })
    for section in sections {
      guard sectionIDs.insert(section.id).inserted else {
        throw .duplicateSection(section.id)
      }
      for item in section.items {
        if let first = itemSections.updateValue(section.id, forKey: item.id) {
          throw .duplicateItem(item.id, firstSection: first, secondSection: section.id)
        }
      }
    }
    self.sections = sections
  }

  /// A list with no sections.
  public init() {
    self.sections = []
  }

  /// The number of items in all sections.
  public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// Whether the list has no items (it may still have empty sections).
  public var isEmpty: Bool { sections.allSatisfy { $0.items.isEmpty } }

  /// The item at `path`.
  ///
  /// - Precondition: `path` lies within the list.
  public subscript(path: ItemPath) -> Item {
    sections[path.section].items[path.item]
  }
}

extension SectionedList: Equatable {}
extension SectionedList: Sendable where Model: Sendable, Item: Sendable {}

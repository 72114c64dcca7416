/// The diff's hash table: from an item's identity to where the item is in the old list.
///
/// Open addressing with linear probing, at most half full, in one allocation of (hash, location)
/// slots that the table frees when it ends. Each identity is hashed once; a lookup compares the
/// stored hashes before it compares identities; an insert compares nothing, since a
/// ``SectionedList``'s identities are unique. Hashing is Swift's (seeded per process), so a list
/// crafted to collide cannot make the diff quadratic.
@usableFromInline
struct IdentityTable<Key: Hashable>: ~Copyable {
  /// A slot: an identity's hash and where the identity is; an empty slot's location is
  /// ``ItemLocation/none``.
  @usableFromInline
  typealias Slot = (hash: Int, location: ItemLocation)

  @usableFromInline let slots: UnsafeMutablePointer<Slot>
  @usableFromInline let mask: Int

  /// A table for `capacity` identities.
  @inlinable
  init(capacity: Int) {
    var size = 2
    while size < capacity * 2 { size <<= 1 }
    slots = .allocate(capacity: size)
    slots.initialize(repeating: (hash: 0, location: .none), count: size)
    mask = size - 1
  }

  @inlinable
  deinit {
    slots.deallocate()
  }

  @inlinable
  static func hash(_ key: Key) -> Int {
    var hasher = Hasher()
    hasher.combine(key)
    return hasher.finalize()
  }

  /// Adds `key`, which the table does not hold yet, at `location`.
  @inlinable
  func insert(_ key: Key, at location: ItemLocation) {
    let hash = Self.hash(key)
    var slot = hash & mask
    while slots[slot].location.section >= 0 { slot = (slot &+ 1) & mask }
    slots[slot] = (hash, location)
  }

  /// Where `key` is, or ``ItemLocation/none``; `keyAt` reads the identity at a location.
  @inlinable
  func find(_ key: Key, keyAt: (ItemLocation) -> Key) -> ItemLocation {
    let hash = Self.hash(key)
    var slot = hash & mask
    while true {
      let entry = slots[slot]
      if entry.location.section < 0 { return .none }
      if entry.hash == hash, keyAt(entry.location) == key { return entry.location }
      slot = (slot &+ 1) & mask
    }
  }
}

public import Foundation
public import MVVMKit

/// An item identified by a UUID, as in DifferenceKit's benchmarks; `revision` changes its content
/// without changing its identity (an update).
public struct Item: Identifiable, Equatable, Sendable {
  /// Its identity.
  public let id: UUID
  /// Its content: a changed revision is an update.
  public var revision = 0
}

/// A section identified by its number.
public struct Header: Identifiable, Equatable, Sendable {
  /// Its identity.
  public let id: Int
}

/// A deterministic generator (SplitMix64), so every run makes the same lists: the same UUIDs, the
/// same shuffles.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A new item with a UUID drawn from this generator.
  mutating func item() -> Item {
    let (high, low) = (next(), next())
    let bytes = withUnsafeBytes(of: (high, low)) { Array($0) }
    return Item(
      id: UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
          bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        )))
  }

  mutating func items(_ count: Int) -> [Item] {
    (0..<count).map { _ in item() }
  }
}

/// One workload: the old and new list, flat and sectioned. Every list is made from a seeded
/// generator, so two runs diff the same lists.
public struct Workload: Sendable {
  /// Its name in the tables: "L5k".
  public let name: String
  /// The list before.
  public let old: SectionedList<Header, Item>
  /// The list after.
  public let new: SectionedList<Header, Item>
  /// The identities before, in one array, for the standard library's diff.
  public var oldFlat: [UUID] { old.sections.flatMap { $0.items.map(\.id) } }
  /// The identities after, in one array.
  public var newFlat: [UUID] { new.sections.flatMap { $0.items.map(\.id) } }

  /// Every workload, by name.
  public static let all: [String: @Sendable () -> Workload] = [
    "L5k": { l5k }, "L100k": { l100k }, "S100x1000": sectioned, "Sections": sections,
    "Reversal": reversal, "Permutation": permutation,
  ]

  /// The workloads' names, in the order tables list them.
  public static let names = ["L5k", "L100k", "S100x1000", "Sections", "Reversal", "Permutation"]

  /// L5k: 5,000 items -> delete [2000,3000), insert 1,000 new at 3000, shuffle [0,200).
  public static let l5k = linear(
    "L5k", count: 5_000, delete: 2_000..<3_000, insert: 1_000, at: 3_000, shuffle: 0..<200)

  /// L100k: 100,000 -> delete [20000,30000), insert 10,000 at 30000, shuffle [0,2000).
  public static let l100k = linear(
    "L100k", count: 100_000, delete: 20_000..<30_000, insert: 10_000, at: 30_000,
    shuffle: 0..<2_000)

  private static func linear(
    _ name: String, count: Int, delete: Range<Int>, insert: Int, at position: Int,
    shuffle: Range<Int>
  ) -> Workload {
    var random = SplitMix64(state: UInt64(count))
    let old = random.items(count)
    var new = old
    new.removeSubrange(delete)
    new.insert(contentsOf: random.items(insert), at: position)
    new[shuffle].shuffle(using: &random)
    return Workload(name: name, old: list([old]), new: list([new]))
  }

  /// 100 sections of 1,000: per section delete [100,150), move the last 10 items to the front of
  /// the next section, insert 50 at 500, shuffle [200,220).
  public static func sectioned() -> Workload {
    var random = SplitMix64(state: 100_1000)
    let old = (0..<100).map { _ in random.items(1_000) }
    var new = old
    var carried: [[Item]] = Array(repeating: [], count: 100)
    for section in new.indices {
      new[section].removeSubrange(100..<150)
      carried[(section + 1) % 100] = Array(new[section].suffix(10))
      new[section].removeLast(10)
    }
    for section in new.indices {
      new[section].insert(contentsOf: carried[section], at: 0)
      new[section].insert(contentsOf: random.items(50), at: 500)
      new[section][200..<220].shuffle(using: &random)
    }
    return Workload(name: "S100x1000", old: list(old), new: list(new))
  }

  /// 10 sections of 100: each with 5 deletes, 5 updates, 3 moves within it, 1 item moved to the
  /// next section and 5 inserts, at random places; and one section moved (the last to the front).
  public static func sections() -> Workload {
    var random = SplitMix64(state: 10_100)
    let old = (0..<10).map { _ in random.items(100) }
    var new = old
    var carried: [Item?] = Array(repeating: nil, count: 10)
    for section in new.indices {
      for _ in 0..<5 {
        new[section].remove(at: Int.random(in: new[section].indices, using: &random))
      }
      for _ in 0..<5 {
        new[section][Int.random(in: new[section].indices, using: &random)].revision += 1
      }
      for _ in 0..<3 {
        let item = new[section].remove(at: Int.random(in: new[section].indices, using: &random))
        new[section].insert(item, at: Int.random(in: 0...new[section].count, using: &random))
      }
      carried[(section + 1) % 10] = new[section].remove(
        at: Int.random(in: new[section].indices, using: &random))
    }
    for section in new.indices {
      if let item = carried[section] {
        new[section].insert(item, at: Int.random(in: 0...new[section].count, using: &random))
      }
      for item in random.items(5) {
        new[section].insert(item, at: Int.random(in: 0...new[section].count, using: &random))
      }
    }
    var sections = Array(new.enumerated())
    sections.insert(sections.removeLast(), at: 0)
    return Workload(
      name: "Sections", old: list(old),
      new: list(sections.map(\.element), ids: sections.map(\.offset)))
  }

  /// 10,000 items, reversed.
  public static func reversal() -> Workload {
    var random = SplitMix64(state: 10_000)
    let old = random.items(10_000)
    return Workload(name: "Reversal", old: list([old]), new: list([old.reversed()]))
  }

  /// 10,000 items, in a random order.
  public static func permutation() -> Workload {
    var random = SplitMix64(state: 10_001)
    let old = random.items(10_000)
    return Workload(
      name: "Permutation", old: list([old]), new: list([old.shuffled(using: &random)]))
  }

  private static func list(_ sections: [[Item]], ids: [Int]? = nil) -> SectionedList<Header, Item> {
    let ids = ids ?? Array(sections.indices)
    do {
      return try SectionedList(
        zip(ids, sections).map { ListSection(Header(id: $0), items: $1) })
    } catch {
      preconditionFailure("the workload repeats an identity: \(error)")
    }
  }
}

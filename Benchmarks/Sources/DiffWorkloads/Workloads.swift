import Foundation
import MVVMKit

/// An item identified by a UUID, as in DifferenceKit's benchmarks.
struct Item: Identifiable, Equatable, Sendable {
  let id: UUID
}

/// A section identified by its number.
struct Header: Identifiable, Equatable, Sendable {
  let id: Int
}

/// A deterministic generator (SplitMix64), so every run shuffles the same way.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One workload: the old and new list, flat and sectioned.
struct Workload {
  let old: SectionedList<Header, Item>
  let new: SectionedList<Header, Item>
  var oldFlat: [UUID] { old.sections.flatMap { $0.items.map(\.id) } }
  var newFlat: [UUID] { new.sections.flatMap { $0.items.map(\.id) } }

  /// L5k: 5,000 items -> delete [2000,3000), insert 1,000 new at 3000, shuffle [0,200).
  static let l5k = linear(
    count: 5_000, delete: 2_000..<3_000, insert: 1_000, at: 3_000, shuffle: 0..<200)

  /// L100k: 100,000 -> delete [20000,30000), insert 10,000 at 30000, shuffle [0,2000).
  static let l100k = linear(
    count: 100_000, delete: 20_000..<30_000, insert: 10_000, at: 30_000, shuffle: 0..<2_000)

  private static func linear(
    count: Int, delete: Range<Int>, insert: Int, at position: Int, shuffle: Range<Int>
  ) -> Workload {
    var random = SplitMix64(state: UInt64(count))
    let old = (0..<count).map { _ in Item(id: UUID()) }
    var new = old
    new.removeSubrange(delete)
    new.insert(contentsOf: (0..<insert).map { _ in Item(id: UUID()) }, at: position)
    new[shuffle].shuffle(using: &random)
    return Workload(old: list([old]), new: list([new]))
  }

  /// 100 sections of 1,000: per section delete [100,150), move the last 10 items to the front of
  /// the next section, insert 50 at 500, shuffle [200,220). S100x1000 of the issue.
  static func sectioned() -> Workload {
    var random = SplitMix64(state: 100_1000)
    let old = (0..<100).map { _ in (0..<1_000).map { _ in Item(id: UUID()) } }
    var new = old
    var carried: [[Item]] = Array(repeating: [], count: 100)
    for section in new.indices {
      new[section].removeSubrange(100..<150)
      carried[(section + 1) % 100] = Array(new[section].suffix(10))
      new[section].removeLast(10)
    }
    for section in new.indices {
      new[section].insert(contentsOf: carried[section], at: 0)
      new[section].insert(contentsOf: (0..<50).map { _ in Item(id: UUID()) }, at: 500)
      new[section][200..<220].shuffle(using: &random)
    }
    return Workload(old: list(old), new: list(new))
  }

  private static func list(_ sections: [[Item]]) -> SectionedList<Header, Item> {
    do {
      return try SectionedList(
        sections.enumerated().map { ListSection(Header(id: $0.offset), items: $0.element) })
    } catch {
      preconditionFailure("the workload repeats an identity: \(error)")
    }
  }
}

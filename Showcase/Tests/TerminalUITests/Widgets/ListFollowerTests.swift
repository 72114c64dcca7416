import TerminalUI
import Testing

@Suite struct ListFollowerTests {
  @Test func theSelectionStaysOnItsItemWhenTheListIsReordered() {
    var follower = ListFollower<String>()
    let first = follower.update(to: ["a", "b", "c"])
    #expect(first.map { [$0.from, $0.to] } == [0, 0])
    follower.select(1)
    let change = follower.update(to: ["c", "d", "a", "b"])
    #expect(follower.selection == 3)
    #expect(change.map { [$0.from, $0.to] } == [1, 3])
    #expect(follower.inserted == ["d"])
  }

  @Test func whenTheSelectedItemGoesTheSelectionStaysAtItsPlace() {
    var follower = ListFollower<Int>()
    follower.update(to: [1, 2, 3, 4])
    follower.select(2)
    follower.update(to: [1, 2, 4])
    #expect(follower.selection == 2)
    follower.update(to: [1])
    #expect(follower.selection == 0, "clamped to the list")
    follower.update(to: [])
    #expect(follower.selection == 0)
    #expect(follower.inserted == [])
  }

  @Test func anItemAFilterHidWhileSelectedIsSelectedAgainWhenItComesBack() {
    var follower = ListFollower<String>()
    follower.update(to: ["EUR", "GBP", "JPY", "USD"])
    follower.select(3)  // USD
    follower.update(to: ["JPY"])  // "yen" typed in the filter
    #expect(follower.selection == 0)
    follower.update(to: ["EUR", "GBP", "JPY", "USD"])  // the filter cleared
    #expect(follower.selection == 3, "USD again")
    // A choice made while the item is hidden wins.
    follower.update(to: ["GBP", "JPY"])
    follower.select(0)  // GBP
    follower.update(to: ["EUR", "GBP", "JPY", "USD"])
    #expect(follower.selection == 1, "GBP, the choice made meanwhile")
  }

  @Test func anUnchangedListIsNoChange() {
    var follower = ListFollower<Int>()
    follower.update(to: [1, 2])
    let again = follower.update(to: [1, 2])
    #expect(again == nil)
  }

  @Test func aListRepeatingAnIdentityIsFollowedWithoutMarks() {
    var follower = ListFollower<Int>()
    follower.update(to: [1, 2])
    follower.select(1)
    follower.update(to: [3, 2, 2])
    #expect(follower.selection == 1)
    #expect(follower.inserted == [])
  }

  @Test func selectingClampsToTheList() {
    var follower = ListFollower<Int>()
    follower.update(to: [1, 2, 3])
    follower.select(10)
    #expect(follower.selection == 2)
    follower.select(-1)
    #expect(follower.selection == 0)
  }
}

import MVVMKit
import Testing

@Suite struct SectionedListTests {
  @Test func buildsAListWithUniqueIdentities() throws {
    let list = try makeList([("A", [1, 2]), ("B", []), ("C", [3])])
    #expect(list.sections.map(\.id) == ["A", "B", "C"])
    #expect(list.itemCount == 3)
    #expect(!list.isEmpty)
    #expect(list[ItemPath(section: 2, item: 0)] == Row(id: 3))
  }

  @Test func anEmptyListHasNoSections() throws {
    #expect(TestList().sections.isEmpty)
    #expect(try makeList([("A", [])]).isEmpty)
  }

  @Test func reportsADuplicateSection() {
    #expect(throws: TestList.IdentityError.duplicateSection("A")) {
      try makeList([("A", [1]), ("B", [2]), ("A", [3])])
    }
  }

  @Test func reportsADuplicateItemWithinASection() {
    #expect(throws: TestList.IdentityError.duplicateItem(2, firstSection: "A", secondSection: "A"))
    {
      try makeList([("A", [1, 2, 2])])
    }
  }

  @Test func reportsADuplicateItemAcrossSections() {
    #expect(throws: TestList.IdentityError.duplicateItem(7, firstSection: "A", secondSection: "C"))
    {
      try makeList([("A", [7]), ("B", [8]), ("C", [9, 7])])
    }
  }

  @Test func describesDuplicatesInASentence() {
    #expect(
      TestList.IdentityError.duplicateSection("A").errorDescription
        == "Two sections share the identity A.")
    #expect(
      TestList.IdentityError.duplicateItem(2, firstSection: "A", secondSection: "A")
        .errorDescription
        == "Two items in section A share the identity 2.")
    #expect(
      TestList.IdentityError.duplicateItem(7, firstSection: "A", secondSection: "C")
        .errorDescription
        == "The item identity 7 is used in section A and again in section C.")
  }
}

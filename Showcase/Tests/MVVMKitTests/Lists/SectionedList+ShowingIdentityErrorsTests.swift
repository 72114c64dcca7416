import MVVMKit
import Testing

@Suite struct SectionedListShowingIdentityErrorsTests {
  private func build(_ sections: [(String, [Int])]) -> TestList {
    TestList(
      showingIdentityErrors: sections.map {
        ListSection(Header(id: $0.0), items: $0.1.map { Row(id: $0) })
      }
    ) { header, error in
      Header(id: header.id, title: "failed: \(error.localizedDescription)")
    }
  }

  @Test func aValidListIsBuiltAsItIs() {
    let list = build([("A", [1, 2]), ("B", [3])])
    #expect(list.sections.map(\.model.description) == ["A", "B"])
    #expect(list.itemCount == 3)
  }

  @Test func aSectionRepeatingAnIdentityIsEmptiedAndMarkedAndTheOthersStay() {
    let list = build([("A", [1, 2]), ("B", [3, 3]), ("C", [4])])
    #expect(
      list.sections.map(\.model.title) == [
        "", "failed: Two items in section B share the identity 3.", "",
      ])
    #expect(list.sections.map { $0.items.map(\.id) } == [[1, 2], [], [4]])
  }

  @Test func anIdentityUsedInAnEarlierSectionFailsTheLaterOne() {
    let list = build([("A", [1, 2]), ("B", [2, 5])])
    #expect(
      list.sections.map(\.model.title) == [
        "", "failed: The item identity 2 is used in section A and again in section B.",
      ])
    #expect(list.sections.map { $0.items.map(\.id) } == [[1, 2], []])
  }

  @Test func aRepeatedSectionIsDroppedAndTheFirstMarked() {
    let list = build([("A", [1]), ("B", [2]), ("A", [3])])
    #expect(list.sections.map(\.id) == ["A", "B"])
    #expect(list.sections.map(\.model.title) == ["failed: Two sections share the identity A.", ""])
    #expect(list.sections.map { $0.items.map(\.id) } == [[], [2]])
  }
}

extension SectionedList {
  /// Builds a list that shows an identity mistake where it happened instead of failing whole: a
  /// section whose items repeat an identity (within it, or one used in an earlier section) keeps
  /// its place but loses its items, and `markFailed` turns its model into one that says why; a
  /// section whose identity repeats an earlier one is dropped, and the earlier one marked.
  ///
  /// ```swift
  /// SectionedList(showingIdentityErrors: sections) { section, error in
  ///   section.with(status: .failed(error.localizedDescription))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - sections: The sections, in display order.
  ///   - markFailed: The model of a failed section, given its model and the error.
  /// - Complexity: O(*n*) per section that fails, where *n* is the number of sections and items.
  public init(
    showingIdentityErrors sections: [ListSection<Model, Item>],
    markFailed: (Model, IdentityError) -> Model
  ) {
    var sections = sections
    while true {
      do throws(IdentityError) {
        self = try SectionedList(sections)
        return
      } catch {
        switch error {
        case .duplicateSection(let id):
          guard let first = sections.firstIndex(where: { $0.id == id }),
            let second = sections[(first + 1)...].firstIndex(where: { $0.id == id })
          else {
            self.init()
            return
          }
          sections.remove(at: second)
          sections[first] = ListSection(markFailed(sections[first].model, error), items: [])
        case .duplicateItem(_, _, let id):
          // The section where the identity came up again: the earlier use stands.
          guard let index = sections.firstIndex(where: { $0.id == id }) else {
            self.init()
            return
          }
          sections[index] = ListSection(markFailed(sections[index].model, error), items: [])
        }
      }
    }
  }
}

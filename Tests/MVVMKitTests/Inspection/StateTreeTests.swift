import MVVMKit
import Observation
import Testing

@MainActor @Suite struct StateTreeTests {
  struct Drink: Hashable {
    var id: String
    var name: String
  }

  @Observable final class DetailViewModel: StateInspectable {
    var name = "Mojito"
    var inspectedState: Mirror { Mirror(self, children: ["name": name]) }
  }

  @Observable final class SearchViewModel: StateInspectable {
    var query = "ma"
    var drinks: Loadable<[Drink]> = .idle
    var tags: [String] = ["sour", "sweet"]
    var selected: Drink?
    var detail: DetailViewModel? = DetailViewModel()
    var apiURL = "https://db.test/search?key=SECRET"
    var inspectedState: Mirror {
      Mirror(
        self,
        children: [
          "query": query, "drinks": drinks, "tags": tags, "selected": selected as Any,
          "detail": detail as Any, "apiURL": apiURL,
        ])
    }
  }

  private static let drinks = (1...54).map { Drink(id: "\($0)", name: "Drink \($0)") }

  @Test func showsEachOutputWithLoadablesByCaseAndLongCollectionsCounted() {
    let viewModel = SearchViewModel()
    viewModel.drinks = .loaded(Self.drinks)
    viewModel.drinks.startLoading()
    let tree = StateTree(of: viewModel, secrets: ["SECRET"])
    #expect(tree.title == "SearchViewModel")
    #expect(
      tree.description == """
        query: "ma"
        drinks: loading(previous: 54 drinks)
        tags: [
          [0]: "sour",
          [1]: "sweet"
        ]
        selected: nil
        detail: ▸ DetailViewModel
        apiURL: "https://db.test/search?key=REDACTED"
        """)
    #expect(tree.lines.map(\.depth) == [0, 0, 0, 1, 1, 0, 0, 0, 0])
  }

  @Test func showsEveryCaseOfALoadable() {
    let viewModel = SearchViewModel()
    func drinksLine() -> String? {
      StateTree(of: viewModel).lines.first { $0.text.hasPrefix("drinks") }?.text
    }
    #expect(drinksLine() == "drinks: idle")
    viewModel.drinks.startLoading()
    #expect(drinksLine() == "drinks: loading")
    viewModel.drinks = .loaded([])
    #expect(drinksLine() == "drinks: loaded([])")
    viewModel.drinks = .loaded(Array(Self.drinks.prefix(60)))
    viewModel.drinks.fail(LoadFailure(message: "The network is offline."))
    #expect(drinksLine() == #"drinks: failed("The network is offline.", previous: 54 drinks)"#)
    viewModel.drinks = .failed(LoadFailure(message: "Down."), previous: nil)
    #expect(drinksLine() == #"drinks: failed("Down.")"#)
  }

  @Test func aValueIsWrittenByCustomDumpToItsDepth() {
    let viewModel = SearchViewModel()
    viewModel.selected = Drink(id: "11007", name: "Margarita")
    let lines = StateTree(of: viewModel).description.split(separator: "\n")
    #expect(
      Array(lines[6...9]) == [
        "selected: StateTreeTests.Drink(",
        #"  id: "11007","#,
        #"  name: "Margarita""#,
        ")",
      ])
  }

  @Test func readingTheTreeInsideObserveTracksTheOutputs() async {
    let viewModel = SearchViewModel()
    var trees: [String] = []
    let (changes, changed) = AsyncStream.makeStream(of: Void.self)
    let token = observe {
      trees.append(StateTree(of: viewModel).lines[0].text)
      changed.yield()
    }
    var iterator = changes.makeAsyncIterator()
    await iterator.next()
    viewModel.query = "mar"
    await iterator.next()
    #expect(trees == [#"query: "ma""#, #"query: "mar""#])
    token.cancel()
  }

  @Test func namesAreMadePlural() {
    let viewModel = SearchViewModel()
    viewModel.tags = (1...5).map { "\($0)" }
    #expect(StateTree(of: viewModel).lines[2].text == "tags: 5 strings")
  }
}

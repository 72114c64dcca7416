import MVVMKit
import MVVMKitInspection
import MVVMKitNetworking
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
    var current: Loadable<Drink> = .idle
    var inspectedState: Mirror {
      Mirror(
        self,
        children: [
          "query": query, "drinks": drinks, "tags": tags, "selected": selected as Any,
          "detail": detail as Any, "apiURL": apiURL, "current": current,
        ])
    }
  }

  private static let drinks = (1...54).map { Drink(id: "\($0)", name: "Drink \($0)") }

  @Test func showsEachOutputWithLoadablesByCaseAndLongCollectionsCounted() {
    let viewModel = SearchViewModel()
    viewModel.drinks = .loaded(Self.drinks)
    viewModel.drinks.startLoading()
    let tree = StateTree(of: viewModel, redacting: Redaction(secrets: ["SECRET"]).apply(to:))
    #expect(tree.title == "SearchViewModel")
    #expect(
      tree.description == """
        query: "ma"
        drinks: loading(previous: 54 drinks)
        tags: ["sour", "sweet"]
        selected: nil
        detail: ▸ DetailViewModel
        apiURL: "https://db.test/search?key=REDACTED"
        current: idle
        """)
    #expect(tree.lines.map(\.depth) == [0, 0, 0, 0, 0, 0, 0])
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

  @Test func aShortValueIsOneLineAndALongRecordALineAProperty() {
    let viewModel = SearchViewModel()
    viewModel.selected = Drink(id: "1", name: "")
    #expect(
      StateTree(of: viewModel).lines[3].text
        == #"selected: StateTreeTests.Drink(id: "1", name: "")"#)
    viewModel.current = .loaded(Drink(id: "11007", name: "Margarita"))
    viewModel.current.fail(LoadFailure(message: "Offline."))
    #expect(
      StateTree(of: viewModel).lines.suffix(4) == [
        StateTree.Line(depth: 0, text: #"current: failed("Offline.", previous: Drink("#),
        StateTree.Line(depth: 1, text: #"id: "11007""#),
        StateTree.Line(depth: 1, text: #"name: "Margarita""#),
        StateTree.Line(depth: 0, text: "))"),
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
    // Few, but too long to write out: counted too, one in the singular.
    viewModel.tags = [String(repeating: "x", count: 50)]
    #expect(StateTree(of: viewModel).lines[2].text == "tags: 1 string")
    viewModel.drinks = .loaded([Drink(id: "11007", name: "Margarita on the rocks")])
    #expect(StateTree(of: viewModel).lines[1].text == "drinks: loaded(1 drink)")
  }

  @Test func aLongTextIsCutWithAnEllipsis() {
    let viewModel = SearchViewModel()
    viewModel.query = String(repeating: "ab", count: 40)
    #expect(
      StateTree(of: viewModel).lines[0].text
        == "query: \"" + String(repeating: "ab", count: 30) + "…\"")
  }

  enum Phase: Equatable {
    case picking
    case failed(String)
  }

  @Observable final class PlayerViewModel: StateInspectable {
    var phase = Phase.picking
    var listened = Duration.seconds(30)
    var inspectedState: Mirror { Mirror(self, children: ["phase": phase, "listened": listened]) }
  }

  @Test func anEnumCaseIsWrittenWithoutItsTypeAndADurationAsOne() {
    let viewModel = PlayerViewModel()
    #expect(StateTree(of: viewModel).description == "phase: .picking\nlistened: 30 s")
    viewModel.phase = .failed("No songs.")
    #expect(StateTree(of: viewModel).lines[0].text == #"phase: .failed("No songs.")"#)
    #expect(StateTree(of: viewModel).title == "PlayerViewModel")
  }

  @Test(arguments: [
    (Duration.zero, "0 ms"), (.milliseconds(340), "340 ms"), (.microseconds(999_400), "999 ms"),
    (.seconds(1), "1 s"), (.milliseconds(15_166), "15.2 s"),
    (.nanoseconds(15_165_999_791), "15.2 s"),
    (.seconds(59.96), "60 s"), (.seconds(125), "2 min 05 s"), (.seconds(-3), "-3 s"),
  ])
  func aDurationIsWrittenInOneStyle(duration: Duration, text: String) {
    #expect(StateTree.describe(duration) == text)
  }
}

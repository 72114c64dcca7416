import MVVMKit
import MVVMKitTesting
import Observation
import Testing

@testable import WebUI

/// Fruits in a list, and a page that shows them with a selection, beside a region that reads
/// nothing a key changes; each region counts its renders.
@MainActor @Observable final class FruitModel {
  var fruits = ["apple", "fig", "kiwi"]
  var note = "Fresh"
}

@MainActor final class FruitPage: WebPage {
  let model: FruitModel
  let selection = WebSelection<String>()
  var renders: [String: Int] = [:]
  init(model: FruitModel) { self.model = model }

  var title: String { "Fruits" }
  var regions: [WebRegion] {
    [
      WebRegion("note") { [unowned self] _ in
        renders["note", default: 0] += 1
        return HTML.paragraph(model.note)
      },
      WebRegion("list") { [unowned self] context in
        renders["list", default: 0] += 1
        let fruits = model.fruits
        return HTML.rows(
          fruits.map { fruit in WebRow(label: fruit, action: context.action("open-" + fruit) {}) },
          ids: fruits, selection: selection, in: context)
      },
    ]
  }
  func handle(_ key: WebKey) -> Bool { selection.handle(key) { _ in } }
}

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct KeyedListTests {
  let model = FruitModel()
  let outbox = Outbox()

  func makeSession() -> (WebSession, FruitPage) {
    let outbox = outbox
    let page = FruitPage(model: model)
    let session = WebSession(showing: page, images: ImageRoutes()) { outbox.send($0) }
    session.start()
    return (session, page)
  }

  /// An item of the list as an items message carries it: its key and its markup.
  static func row(_ fruit: String, selected: Bool) -> String {
    "[\"\(fruit)\"," + "\"" + markup(fruit, selected: selected) + "\"]"
  }

  /// A row's markup, escaped as JSON.
  static func markup(_ fruit: String, selected: Bool) -> String {
    let mark = selected ? #" class=\"selected\""# : ""
    let current = selected ? #" aria-current=\"true\""# : ""
    return
      #"<li\#(mark) data-key=\"\#(fruit)\"><button type=\"button\" data-action=\"list/open-\#(fruit)\"\#(current)><span>\#(fruit)</span></button></li>"#
  }

  @Test func anItemGivenTheFocusIsTheSelectionTheArrowsMoveOnFrom() throws {
    let (session, _) = makeSession()
    // Tab to the second item: it is selected, as the arrows would have.
    try session.receive(#"{"type":"select","region":"list","key":"fig"}"#)
    #expect(
      outbox.messages.last
        == #"{"id":"list","items":["# + Self.row("fig", selected: true) + #"],"type":"items"}"#)
    try session.receive(#"{"type":"key","key":"ArrowUp"}"#)
    #expect(
      outbox.messages.last
        == #"{"id":"list","items":["# + Self.row("apple", selected: true) + ","
        + Self.row("fig", selected: false) + #"],"type":"items"}"#)
    // An item gone since, or a region with no list, is no selection and no error.
    let sent = outbox.messages.count
    try session.receive(#"{"type":"select","region":"list","key":"plum"}"#)
    try session.receive(#"{"type":"select","region":"note","key":"apple"}"#)
    #expect(outbox.messages.count == sent)
    #expect(throws: WebSessionError.self) {
      try session.receive(#"{"type":"select","region":"list"}"#)
    }
    session.close()
  }

  @Test func aMoveOfTheSelectionSendsTheItemsItLeftAndReachedAndRendersNoRegion() throws {
    let (session, page) = makeSession()
    #expect(outbox.messages.count == 1)
    #expect(outbox.messages[0].contains(#"<li data-key=\"apple\">"#))
    try session.receive(#"{"type":"key","key":"ArrowDown"}"#)
    try session.receive(#"{"type":"key","key":"ArrowDown"}"#)
    #expect(
      outbox.messages.dropFirst()
        == [
          #"{"id":"list","items":["# + Self.row("apple", selected: true) + #"],"type":"items"}"#,
          #"{"id":"list","items":["# + Self.row("apple", selected: false) + ","
            + Self.row("fig", selected: true) + #"],"type":"items"}"#,
        ])
    #expect(page.renders == ["note": 2, "list": 2], "each rendered for the page and once bound")
    session.close()
  }

  @Test func anInputThatChangesNothingRendersAndSendsNothing() throws {
    let (session, page) = makeSession()
    try session.receive(#"{"type":"key","key":"ArrowUp"}"#)  // chooses the first
    let sent = outbox.messages.count
    for _ in 0..<3 {
      try session.receive(#"{"type":"key","key":"ArrowUp"}"#)  // at the top: stays
      try session.receive(#"{"type":"key","key":"n"}"#)  // no page's key
      try session.receive(#"{"type":"click","action":"list/nothing"}"#)
    }
    #expect(outbox.messages.count == sent)
    #expect(page.renders == ["note": 2, "list": 2])
    session.close()
  }

  @Test func newItemsSendTheRegionWithTheSelectionKeptAndKeysGoOnFromThere() throws {
    let (session, _) = makeSession()
    try session.receive(#"{"type":"key","key":"ArrowDown"}"#)
    try session.receive(#"{"type":"key","key":"ArrowDown"}"#)  // fig
    model.fruits = ["date", "fig", "lime"]
    try session.receive(#"{"type":"key","key":"ArrowDown"}"#)  // lime, after the region
    let last = outbox.messages.suffix(2)
    #expect(
      last.first
        == #"{"html":"<ul class=\"rows\">"#
        + [("date", false), ("fig", true), ("lime", false)].map { Self.markup($0, selected: $1) }
        .joined() + #"</ul>","id":"list","type":"region"}"#)
    #expect(
      last.last
        == #"{"id":"list","items":["# + Self.row("fig", selected: false) + ","
        + Self.row("lime", selected: true) + #"],"type":"items"}"#)
    session.close()
  }

  @Test func aRenderDrawsAgainOnlyTheItemsThatChanged() {
    let selection = WebSelection<String>()
    var drawn: [String] = []
    func render(_ fruits: [String], after earlier: RegionContext?) -> RegionContext {
      let context = RegionContext(
        region: "list", images: ImageRoutes(), earlierLists: earlier?.lists ?? [])
      let list = KeyedList(keys: fruits, values: fruits, selection: selection) { index, _ in
        drawn.append(fruits[index])
        return HTML.text(fruits[index])
      }
      #expect(context.follow(list).map(\.description) == fruits)
      return context
    }
    let first = render(["apple", "fig", "kiwi"], after: nil)
    selection.update(to: ["apple", "fig", "kiwi"])
    selection.select(1)
    #expect(first.lists[0].itemsToPatch().map(\.key) == ["fig"])
    drawn = []
    _ = render(["apple", "fig", "lime"], after: first)
    #expect(drawn == ["lime"], "apple and fig, the same and as chosen as before, are not drawn")
  }

  @Test func choosingTheChosenItemNotifiesNoOne() async {
    let selection = WebSelection<Int>()
    selection.update(to: [1, 2, 3])
    selection.select(1)
    var runs = 0
    let token = observe {
      _ = selection.selectedID
      runs += 1
    }
    selection.select(1)
    #expect(!token.isChangePending)
    selection.select(2)
    #expect(token.isChangePending)
    token.applyPendingChange()
    #expect(runs == 2)
    #expect(selection.selectedID == 3)
    token.cancel()
  }
}

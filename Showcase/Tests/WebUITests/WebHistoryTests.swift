import MVVMKit
import MVVMKitTesting
import Testing

@testable import WebUI

/// A tab's location and history follow the screens: each page carries its address and how the
/// history takes it, a field that defines the screen replaces the address, and the tab's Back and
/// Forward move the screens without adding to its history.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct WebHistoryTests {
  let model = CounterModel()
  let outbox = Outbox()
  /// The addresses the tab asked the screens to move to.
  final class Moves {
    var addresses: [String] = []
  }
  let moves = Moves()

  func makeSession() -> (WebSession, CounterPage) {
    let (model, outbox, moves) = (model, outbox, moves)
    let page = CounterPage(model: model)
    let tab = WebTab(
      page: page, address: { "/counter/\(model.count)" },
      navigate: { address in
        guard address.hasPrefix("/counter/"), let count = Int(address.dropFirst(9)) else {
          return false
        }
        moves.addresses.append(address)
        model.count = count
        return true
      })
    let session = WebSession(tab, images: ImageRoutes()) { outbox.send($0) }
    session.start()
    return (session, page)
  }

  /// The `address` and `history` of each message that has them.
  var history: [String] {
    outbox.messages.compactMap { message in
      guard let address = message.firstMatch(of: #/"address":"([^"]*)"/#)?.output.1,
        let history = message.firstMatch(of: #/"history":"([a-z]+)"/#)?.output.1,
        let type = message.firstMatch(of: #/"type":"([a-z]+)"/#)?.output.1
      else { return nil }
      return "\(type) \(history) \(address)"
    }
  }

  @Test func pagesCarryTheirAddressAndHowTheHistoryTakesThem() throws {
    let (session, page) = makeSession()
    page.pushed = { CounterPage(model: CounterModel()) }
    try session.receive(#"{"type":"key","key":"Enter"}"#)
    session.pop()
    #expect(history == ["page replace /counter/0", "page push /counter/0", "page back /counter/0"])
    session.close()
  }

  @Test func aFieldThatDefinesTheScreenReplacesTheAddressOnce() async throws {
    let (session, _) = makeSession()
    try session.receive(#"{"type":"click","action":"count/add"}"#)
    await outbox.waitFor(3)  // the page, the count, the new address
    try session.receive(#"{"type":"input","input":"field/name","value":"Ann"}"#)
    await outbox.waitFor(4)  // the count, for Ann; the address is the same
    #expect(history == ["page replace /counter/0", "address replace /counter/1"])
    #expect(outbox.messages.count == 4)
    session.close()
  }

  @Test func backAndForwardMoveTheScreensAndAddNothing() throws {
    let (session, _) = makeSession()
    try session.receive(#"{"type":"navigate","address":"/counter/5"}"#)
    #expect(moves.addresses == ["/counter/5"])
    #expect(model.count == 5)
    #expect(history == ["page replace /counter/0"], "the tab is there already")
    // An address of no screen: the screens stay, and the tab is told where they are.
    try session.receive(#"{"type":"navigate","address":"/elsewhere"}"#)
    #expect(history == ["page replace /counter/0", "address replace /counter/5"])
    #expect(throws: WebSessionError.self) { try session.receive(#"{"type":"navigate"}"#) }
    session.close()
  }
}

/// A page whose title says what it shows, as a session's does while it plays.
@MainActor final class TitledPage: WebPage {
  let model: CounterModel
  init(model: CounterModel) { self.model = model }
  var title: String { "Count \(model.count)" }
  var regions: [WebRegion] { [] }
}

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct WebTitleTests {
  @Test func aPageWhoseTitleChangesTellsTheTabOnce() async {
    let (model, outbox) = (CounterModel(), Outbox())
    let session = WebSession(showing: TitledPage(model: model), images: ImageRoutes()) {
      outbox.send($0)
    }
    session.start()
    model.count = 2
    await outbox.waitFor(2)
    model.name = "unread by the title"
    #expect(outbox.messages.count == 2)
    #expect(outbox.messages[1] == #"{"title":"Count 2 · MVVMKit","type":"title"}"#)
    session.close()
  }
}

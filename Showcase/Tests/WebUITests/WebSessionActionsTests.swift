import Foundation
import MVVMKit
import Observation
import Testing

@testable import WebUI

/// A page whose model declares its actions: a pin that toggles, and a swap that cannot be done.
@MainActor @Observable final class PinModel {
  var isPinned = false
  var swaps = 0

  var actions: [ScreenAction] {
    [
      ScreenAction("pin", title: isPinned ? "unpin" : "pin", isOn: isPinned) { [weak self] in
        self?.isPinned.toggle()
      },
      ScreenAction("swap", isEnabled: false) { [weak self] in self?.swaps += 1 },
    ]
  }
}

@MainActor final class PinPage: WebPage {
  let model = PinModel()
  var title: String { "Pins" }
  var actions: [ScreenAction] { model.actions }
  var actionKeys: ActionKeys { ["pin": ["p"], "swap": ["s"]] }
  var regions: [WebRegion] {
    [
      WebRegion("tools") { [unowned self] context in
        HTML.actions(model.actions, keys: actionKeys, in: context)
      }
    ]
  }
}

/// A page's keys and buttons come from its view model's declared actions and its app's keys.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct WebSessionActionsTests {
  @Test func anActionsKeyPerformsItAndADisabledOnesDoesNothing() throws {
    let page = PinPage()
    let session = WebSession(showing: page, images: ImageRoutes())
    session.start()
    try session.receive(#"{"type":"key","key":"p"}"#)
    #expect(page.model.isPinned)
    try session.receive(#"{"type":"key","key":"s"}"#)
    #expect(page.model.swaps == 0, "disabled: its key does nothing")
    try session.receive(#"{"type":"click","action":"tools/act-pin"}"#)
    #expect(!page.model.isPinned)
    session.close()
  }

  @Test func theButtonsSayTheirKeyTheirStateAndWhetherTheyCanBeDone() {
    let page = PinPage()
    page.model.isPinned = true
    let session = WebSession(showing: page, images: ImageRoutes())
    #expect(
      session.mainHTML.description
        == #"<section id="region-tools" data-region="tools"><div class="actions" role="toolbar" aria-label="Actions"><button type="button" class="action" data-action="tools/act-pin" aria-pressed="true" aria-keyshortcuts="p">Unpin <kbd>p</kbd></button><button type="button" class="action" data-action="tools/act-swap" aria-keyshortcuts="s" disabled="disabled">Swap <kbd>s</kbd></button></div></section>"#
    )
    session.close()
  }

  @Test func anActionThatOpensALinkIsTheLinkTakingItsKey() throws {
    let context = RegionContext(region: "links", images: ImageRoutes())
    let actions = [
      ScreenAction(
        "website", opening: .init(try #require(URL(string: "https://rules.co.uk/")), subject: "")),
      ScreenAction(
        "call", title: "call", opening: .init(try #require(URL(string: "tel:+44")), subject: "")),
    ]
    let html = HTML.actions(actions, keys: ["website": ["w"], "call": ["c"]], in: context)
    #expect(
      html.description
        == #"<div class="actions" role="toolbar" aria-label="Actions"><a href="https://rules.co.uk/" class="action" rel="noopener noreferrer" target="_blank" data-link="website" aria-keyshortcuts="w">Website <kbd>w</kbd></a><a href="tel:+44" class="action" rel="noopener noreferrer" data-link="call" aria-keyshortcuts="c">Call <kbd>c</kbd></a></div>"#,
      "a link the browser opens (a new tab for the web, the system's for a call), its key the script clicks"
    )
    #expect(context.actions.isEmpty, "no action on the server: the browser follows the link")
  }

  @Test func theHelpListsTheActionsThatCanBeDoneBeforeTheUsualKeys() throws {
    let session = WebSession(showing: PinPage(), images: ImageRoutes())
    session.start()
    try session.receive(#"{"type":"key","key":"?"}"#)
    let help = session.overlayHTML.description
    #expect(help.contains("<dl><dt><kbd>p</kbd></dt><dd>pin</dd><dt><kbd>↑ ↓ ← →</kbd></dt>"))
    #expect(!help.contains("swap"), "a disabled action is not offered")
    // With the help shown, an action's key does not act under it.
    try session.receive(#"{"type":"key","key":"p"}"#)
    #expect((session.page as? PinPage)?.model.isPinned == false)
    session.close()
  }
}

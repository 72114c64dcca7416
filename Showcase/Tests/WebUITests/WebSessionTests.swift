import Clocks
import ConcurrencyExtras
import MVVMKit
import MVVMKitTesting
import Observation
import Testing

@testable import WebUI

/// A model that loads, and a page over it with a counter, a field and a button.
@MainActor @Observable final class CounterModel: Settling {
  var count = 0
  var name = ""
  var isLoaded = false
  /// What every page of a tab says, for a tab's note.
  var note: String?
  var isSettled: Bool { isLoaded }
  var hasFailure: Bool { false }
}

@MainActor final class CounterPage: WebPage {
  let model: CounterModel
  var pushed: (@MainActor () -> any WebPage)?
  weak var navigator: (any WebNavigator)?
  init(model: CounterModel) { self.model = model }

  var title: String { "Counter" }
  var settling: (any Settling)? { model }
  var regions: [WebRegion] {
    [
      WebRegion("field") { [unowned self] context in
        HTML.element("input", ["data-input": context.input("name") { self.model.name = $0 }])
      },
      WebRegion("count", isLive: true) { [unowned self] context in
        HTML.element("button", ["data-action": context.action("add") { self.model.count += 1 }]) {
          "\(model.count) for \(model.name)"
        }
      },
    ]
  }
  func appeared(in navigator: any WebNavigator) { self.navigator = navigator }
  func handle(_ key: WebKey) -> Bool {
    guard key == .enter, let pushed else { return false }
    navigator?.push(pushed())
    return true
  }
}

/// What a session sent, in order.
@MainActor final class Outbox {
  private(set) var messages: [String] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  func send(_ message: String) {
    messages.append(message)
    waiters.removeAll { waiter in
      guard messages.count >= waiter.count else { return false }
      waiter.continuation.resume()
      return true
    }
  }
  /// Returns once `count` messages have been sent.
  func waitFor(_ count: Int) async {
    guard messages.count < count else { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }
}

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct WebSessionTests {
  let model = CounterModel()
  let outbox = Outbox()

  func makeSession(_ page: CounterPage? = nil) -> WebSession {
    let outbox = outbox
    let session = WebSession(showing: page ?? CounterPage(model: model), images: ImageRoutes()) {
      outbox.send($0)
    }
    session.start()
    return session
  }

  @Test func startingSendsTheWholePageOnce() {
    let session = makeSession()
    #expect(outbox.messages.count == 1)
    #expect(
      outbox.messages[0].hasPrefix(#"{"html":"<section id=\"region-field\" data-region=\"field\">"#)
    )
    #expect(
      outbox.messages[0].hasSuffix(
        #","title":"Counter · MVVMKit","trail":"<a href=\"/\" class=\"home\">MVVMKit</a><span class=\"crumb\" aria-hidden=\"true\">›</span><span aria-current=\"page\">Counter</span>","type":"page"}"#
      ))
    session.close()
  }

  @Test func everyPageOfATabSaysItsNoteAndTheTabIsToldWhenItChanges() async {
    let outbox = outbox
    let session = WebSession(
      WebTab(page: CounterPage(model: model), note: { [model] in model.note }),
      images: ImageRoutes()
    ) { outbox.send($0) }
    defer { session.close() }
    #expect(
      session.document(socket: "/s").contains(#"<p id="note" class="note" role="status"></p>"#))
    session.start()
    #expect(outbox.messages.count == 1, "the page alone: no note yet")
    model.note = "Offline copy, 2 h old"
    await outbox.waitFor(2)
    #expect(outbox.messages[1] == #"{"html":"Offline copy, 2 h old","id":"note","type":"region"}"#)
    #expect(
      session.document(socket: "/s").contains(
        #"<p id="note" class="note" role="status">Offline copy, 2 h old</p>"#))
  }

  @Test func aChangeToTheModelSendsOnlyTheRegionThatReadsIt() async {
    let session = makeSession()
    model.count = 41
    await outbox.waitFor(2)
    #expect(
      outbox.messages[1]
        == #"{"html":"<button data-action=\"count/add\">41 for </button>","id":"count","type":"region"}"#
    )
    session.close()
  }

  @Test func aClickRunsTheActionItsRegionRegisteredAndSendsTheChangeAtOnce() throws {
    let session = makeSession()
    try session.receive(#"{"type":"click","action":"count/add"}"#)
    #expect(model.count == 1)
    #expect(outbox.messages.count == 2)
    #expect(outbox.messages[1].contains(#"1 for </button>"#))
    session.close()
  }

  @Test func typingFeedsTheFieldsHandlerAndNeverResendsTheField() throws {
    let session = makeSession()
    try session.receive(#"{"type":"input","input":"field/name","value":"Ann <b>"}"#)
    #expect(model.name == "Ann <b>")
    #expect(outbox.messages.count == 2)
    #expect(outbox.messages[1].contains(#""id":"count""#))
    #expect(outbox.messages[1].contains("0 for Ann &lt;b&gt;"))
    session.close()
  }

  @Test func anUnknownActionOrKeyIsIgnoredAndABadMessageIsRefused() throws {
    let session = makeSession()
    try session.receive(#"{"type":"click","action":"count/nothing"}"#)
    try session.receive(#"{"type":"key","key":"F13"}"#)
    #expect(model.count == 0)
    #expect(outbox.messages.count == 1)
    #expect(throws: WebSessionError.malformed("an unknown message “drop”")) {
      try session.receive(#"{"type":"drop"}"#)
    }
    #expect(throws: WebSessionError.self) { try session.receive("not json") }
    #expect(throws: WebSessionError.malformed("a click names no action")) {
      try session.receive(#"{"type":"click"}"#)
    }
    session.close()
  }

  @Test func anAlertOwnsTheClicksUntilItIsDismissed() throws {
    let session = makeSession()
    session.alert(title: "Alert", message: "This item is not for sale")
    try session.receive(#"{"type":"click","action":"count/add"}"#)
    #expect(model.count == 0)
    #expect(outbox.messages.last?.contains("This item is not for sale") == true)
    try session.receive(#"{"type":"key","key":"Enter"}"#)
    #expect(session.shownAlert == nil)
    #expect(outbox.messages.last == #"{"html":"","id":"overlay","type":"region"}"#)
    session.close()
  }

  @Test func anAlertsButtonSaysWhatTheFlowDeclared() {
    let session = makeSession()
    session.alert(FlowAlert(title: "For your own use", message: "Not for sale.", button: "Got it"))
    #expect(session.overlayHTML.description.contains(#"autofocus="autofocus">Got it</button>"#))
    session.alert(title: "Alert", message: "No button named")
    #expect(session.overlayHTML.description.contains(#"autofocus="autofocus">OK</button>"#))
    session.close()
  }

  @Test func pushingAndGoingBackSendEachPageAndEscGoesBack() throws {
    let page = CounterPage(model: model)
    page.pushed = { CounterPage(model: CounterModel()) }
    let session = makeSession(page)
    try session.receive(#"{"type":"key","key":"Enter"}"#)
    #expect(session.stack.count == 2)
    #expect(outbox.messages.last?.contains(#""type":"page""#) == true)
    #expect(outbox.messages.last?.contains("← Back") == true)
    try session.receive(#"{"type":"key","key":"Escape"}"#)
    #expect(session.stack.count == 1)
    #expect(outbox.messages.count == 3)
    session.close()
  }

  @Test func closingReleasesThePagesAndTheirModels() {
    weak var page: CounterPage?
    weak var model: CounterModel?
    var session: WebSession? = {
      let counter = CounterModel()
      let made = CounterPage(model: counter)
      (page, model) = (made, counter)
      return WebSession(showing: made, images: ImageRoutes())
    }()
    #expect(page != nil)
    session?.close()
    session = nil
    #expect(page == nil)
    #expect(model == nil)
  }

  /// A hundred, each synchronous on the main actor, where the other suites run too (the server's
  /// memory over 1,000 real tabs is the WebSessionCycles benchmark's).
  @Test func aHundredSessionsOpenedAndClosedLeaveNothingBehind() {
    weak var last: CounterPage?
    for _ in 0..<100 {
      let page = CounterPage(model: CounterModel())
      last = page
      let session = WebSession(showing: page, images: ImageRoutes()) { _ in }
      session.start()
      session.close()
    }
    #expect(last == nil)
  }

  @Test func aFirstResponseIsSentAtOnceAndWaitsOnlyForWhatAStepIsFoundIn() async throws {
    // The model never loads. A step that does not wait is taken at once; one that waits, once the
    // timeout has passed on the server's clock; and the page is sent as it is, unloaded.
    let opened = Opened()
    let app = WebApp(path: "counter", name: "Counter", summary: "") {
      WebTab(
        page: CounterPage(model: CounterModel()),
        steps: [
          WebTab.Step(waits: false) { opened.names.append("at once") },
          WebTab.Step(waits: true) { opened.names.append("after the wait") },
        ])
    }
    let document = try await WebServer.firstResponse(
      of: app, images: ImageRoutes(), timeout: .seconds(10), clock: ImmediateClock())
    #expect(document?.contains(#"<button data-action="count/add">0 for </button>"#) == true)
    #expect(opened.names == ["at once", "after the wait"])
  }

  @Test func aFirstResponseHasWhatItsSourcesAnswerWithinAMomentAndWaitsNoLonger() async throws {
    // A source that answers during the moment: the page is sent with it.
    let loading = CounterModel()
    let quick = WebApp(path: "counter", name: "Counter", summary: "") {
      Task { @MainActor in
        loading.count = 7
        loading.isLoaded = true
      }
      return WebTab(page: CounterPage(model: loading))
    }
    let loaded = try await WebServer.firstResponse(
      of: quick, images: ImageRoutes(), timeout: .seconds(10), clock: TestClock())
    #expect(loaded?.contains(#"<button data-action="count/add">7 for </button>"#) == true)
    // One that never answers: the page is sent as it is once the moment has passed on the
    // server's clock (here at once), however long the address's own timeout; the moment is
    // 100 ms.
    let clock = SleepsAsked()
    let slow = WebApp(path: "counter", name: "Counter", summary: "") {
      WebTab(page: CounterPage(model: CounterModel()))
    }
    let unloaded = try await WebServer.firstResponse(
      of: slow, images: ImageRoutes(), timeout: .seconds(10), clock: clock)
    #expect(unloaded?.contains(#"<button data-action="count/add">0 for </button>"#) == true)
    #expect(clock.asked.value == [.milliseconds(100)])
    #expect(WebServer.firstScreenWait == .milliseconds(100))
  }

  /// A clock whose sleeps end at once, and which keeps how long each was asked to be.
  final class SleepsAsked: Clock, Sendable {
    let asked = LockIsolated<[Duration]>([])
    var now: ContinuousClock.Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
      let duration = deadline - now
      // Rounded to the millisecond: the instant moved on while it was asked.
      asked.withValue { $0.append(.milliseconds((duration / .milliseconds(1)).rounded())) }
    }
  }

  /// The steps an address took.
  @MainActor final class Opened {
    var names: [String] = []
  }

  @Test func theFirstResponseIsTheCompleteDocument() {
    let session = WebSession(showing: CounterPage(model: model), images: ImageRoutes())
    model.name = "Ann"
    let document = session.document(socket: "/counter/socket")
    #expect(document.hasPrefix("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"))
    // The key model's keys the page script sends: WebKey's, every one (an app's own are its
    // actions', which their buttons name).
    #expect(
      document.contains(
        #"<body data-socket="/counter/socket" data-largest-message="65536" data-keys="[&quot;ArrowUp&quot;,&quot;ArrowDown&quot;,&quot;ArrowLeft&quot;,&quot;ArrowRight&quot;,&quot;Enter&quot;,&quot;Escape&quot;,&quot;PageUp&quot;,&quot;PageDown&quot;,&quot;Home&quot;,&quot;End&quot;,&quot;?&quot;,&quot;r&quot;,&quot;R&quot;]">"#
      ))
    #expect(document.contains(#"<script src="/static/live.js" defer="defer"></script>"#))
    #expect(document.contains(#"<button data-action="count/add">0 for Ann</button>"#))
    session.close()
  }
}

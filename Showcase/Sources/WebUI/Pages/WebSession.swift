import Foundation
public import MVVMKit

/// One browser tab: its pages (the first, and those pushed over it), bound to their view models
/// with MVVMKit's `observe(_:)`, and the messages between them and the tab's page script.
///
/// Each region of the current page is a binding: when what it read changes, it renders again and,
/// when its markup differs, the session sends it (`{"type":"region","id":…,"html":…}`). A list
/// drawn with its items keyed sends only the items whose selection changed
/// (`{"type":"items","id":…,"items":[[key,html],…]}`). An input from the tab (a click, a field's
/// text, a key, an item of a list given the focus, which becomes its selection) runs the handler
/// the region registered for it (a key: the page's action it is the key of, else the page's own
/// handling); the regions whose bindings it fired are rendered and sent at once, and no other: an
/// input that changes nothing sends nothing. Releasing the session releases its pages and their
/// view models, which cancel their work.
@MainActor
public final class WebSession: WebNavigator {
  /// The pages, the first at the bottom.
  public private(set) var stack: [any WebPage] = []
  /// The most characters of a field's text the session takes: the rest of a longer text is
  /// dropped, and the page's fields (``HTML/field(_:id:_:)``) take no more.
  nonisolated public static let longestInput = 1000
  /// The alert shown over the page, if any.
  public private(set) var shownAlert: FlowAlert? {
    didSet { overlayBinding?.refresh() }
  }
  /// Whether the keys' help is shown over the page.
  public private(set) var isHelpShown = false {
    didSet { overlayBinding?.refresh() }
  }
  /// What the session's address opens over its first page, one page each, to take once the pages
  /// shown have settled (see ``WebTab/steps``); the server takes them before the first response.
  public internal(set) var steps: [WebTab.Step] = []
  /// The address of the screen shown, and what moves the screens to an address (see
  /// ``WebTab/address`` and ``WebTab/navigate``).
  var address: @MainActor () -> String? = { nil }
  var navigate: @MainActor (String) -> Bool = { _ in false }
  /// What every page of the tab says while it applies (see ``WebTab/note``).
  var note: @MainActor () -> String? = { nil }
  /// The note the tab was last sent, and the binding that follows what it reads.
  private var noteSent: String?
  private var noteBinding: ObservationToken?
  /// The address the tab was last told.
  private var addressSent: String?
  /// Whether the tab's own history (Back, Forward) is moving the screens: every page sent
  /// meanwhile replaces the tab's entry instead of adding one.
  private var isFollowingHistory = false

  private let images: ImageRoutes
  private var send: @MainActor (String) -> Void
  private let redact: @MainActor (String) -> String
  private var bindings: [ObservationToken] = []
  /// Each region's last markup, and what it registered.
  private var rendered: [String: HTML] = [:]
  private var contexts: [String: RegionContext] = [:]
  private var pageRegions: [WebRegion] = []
  /// Whether the tab has the page: before, changes go into the page when it is sent.
  private var isLive = false

  /// A session showing `page`, sending its messages through `send`, each passed through `redact`
  /// first.
  public init(
    showing page: any WebPage, images: ImageRoutes,
    send: @escaping @MainActor (String) -> Void = { _ in },
    redacting redact: @escaping @MainActor (String) -> String = { $0 }
  ) {
    self.images = images
    self.send = { send(redact($0)) }
    self.redact = redact
    stack = [page]
    bind(page)
    // Shown once the tab's socket takes the session up (``start()``); until then only drawn.
    page.prepared(in: self)
    overlayBinding = observe { [weak self] in self?.showOverlay() }
  }

  /// Stops every binding and lets the pages go.
  public func close() {
    for binding in bindings { binding.cancel() }
    bindings = []
    overlayBinding?.cancel()
    overlayBinding = nil
    stack = []
    contexts = [:]
    // What holds the app's flow goes too.
    addressBinding?.cancel()
    addressBinding = nil
    noteBinding?.cancel()
    noteBinding = nil
    note = { nil }
    steps = []
    address = { nil }
    navigate = { _ in false }
  }

  /// The current page.
  public var page: (any WebPage)? { stack.last }

  /// Whether every page that loads has loaded or failed, and whether one failed.
  public var isSettled: Bool { stack.allSatisfy { $0.settling?.isSettled ?? true } }
  /// Returns once every page that loads has loaded or failed.
  public func waitUntilSettled() async {
    await waitUntil { [weak self] in self?.isSettled ?? true }
  }

  /// Whether a page shows a failure.
  public var hasFailure: Bool { stack.contains { $0.settling?.hasFailure ?? false } }

  // MARK: Navigation

  /// Shows `page` over the current one, and sends it to the tab.
  public func push(_ page: any WebPage) {
    stack.append(page)
    bind(page)
    appear(page)
    sendPage(history: .push)
  }

  /// Shows `page` instead of the current one.
  public func replace(with page: any WebPage) {
    stack.removeLast()
    stack.append(page)
    bind(page)
    appear(page)
    sendPage(history: .replace)
  }

  /// Tells `page` it is shown when the tab is live, or that it is drawn for a first response.
  private func appear(_ page: any WebPage) {
    if isLive { page.appeared(in: self) } else { page.prepared(in: self) }
  }

  /// The user asked to go back (Esc, the breadcrumb): the page first (a flow's page asks its
  /// flow), else the session pops it.
  public func goBack() {
    if page?.goBack() == true { return }
    pop()
  }

  /// Goes back to the page under the current one; the first page stays.
  public func pop() {
    guard stack.count > 1 else { return }
    stack.removeLast()
    if let page {
      bind(page)
      // Shown again: it takes back what a shown page has (its flow's alerts), as in a terminal.
      if isLive { page.appeared(in: self) }
    }
    sendPage(history: .back)
  }

  /// Shows `alert` over the page until it is dismissed, its button labelled as the flow said.
  public func alert(_ alert: FlowAlert) {
    shownAlert = alert
  }

  // MARK: Markup

  /// The markup of the page's `<main>`: each region in its element.
  public var mainHTML: HTML {
    var html = HTML()
    for region in pageRegions {
      html.append(Self.wrap(region, rendered[region.id] ?? HTML()))
    }
    return html
  }

  /// The breadcrumb: each page's title, the earlier ones going back to it.
  public var trailHTML: HTML {
    let titles = stack.map(\.title)
    let back =
      stack.count > 1 ? context(for: "trail").action("back") { [weak self] in self?.goBack() } : nil
    return HTML {
      HTML.element("a", ["href": "/", "class": "home"]) { "MVVMKit" }
      for (index, title) in titles.enumerated() {
        HTML.element("span", ["class": "crumb", "aria-hidden": "true"]) { "›" }
        if index == titles.count - 1 {
          HTML.element("span", ["aria-current": "page"]) { title }
        } else {
          HTML.element("span") { title }
        }
      }
      if let back {
        HTML.element("button", ["type": "button", "class": "back", "data-action": back]) {
          "← Back"
        }
      }
    }
  }

  /// The help or the alert over the page; empty when neither is shown.
  public var overlayHTML: HTML {
    let context = context(for: "overlay")
    if let shownAlert {
      let dismiss = context.action("dismiss") { [weak self] in self?.dismissAlert() }
      // A modal dialog (the page script shows it so): a backdrop, and Tab stays inside it.
      return HTML.element(
        "dialog",
        [
          "class": "alert", "role": "alertdialog", "aria-labelledby": "alert-title",
          "data-modal": "modal",
        ]
      ) {
        HTML.element("h2", ["id": "alert-title"]) { shownAlert.title }
        HTML.element("p") { shownAlert.message }
        HTML.element(
          "button", ["type": "button", "data-action": dismiss, "autofocus": "autofocus"]
        ) { shownAlert.button }
      }
    }
    guard isHelpShown else { return HTML() }
    let close = context.action("close-help") { [weak self] in self?.isHelpShown = false }
    let keys: [(String, String)] =
      actionHelp + (page?.keyHelp.map { ($0.key, $0.value) } ?? [])
      + (page?.retry == nil ? [] : [("r", "retry what failed")]) + [
        ("↑ ↓ ← →", "move"), ("Enter", "open"), ("Esc", "back"), ("/", "search"),
        ("?", "this help"),
      ]
    return HTML.element("div", ["class": "help", "role": "dialog", "aria-label": "Keys"]) {
      HTML.element("h2") { "Keys" }
      HTML.element("dl") {
        for (key, meaning) in keys {
          HTML.element("dt") { HTML.element("kbd") { key } }
          HTML.element("dd") { meaning }
        }
      }
      HTML.element("button", ["type": "button", "data-action": close]) { "Close" }
    }
  }

  /// The page's actions that have a key the browser sends, each as its key and what it does: the
  /// same lines as the terminal's help, from the same declaration.
  private var actionHelp: [(String, String)] {
    guard let page else { return [] }
    return page.actions.compactMap { action in
      guard action.isEnabled,
        let key = page.actionKeys.keys(for: action.id).first(where: { $0.browserName != nil })
      else { return nil }
      return (key.label, action.title)
    }
  }

  /// The whole document: the first response, complete without the script.
  public func document(socket: String) -> String {
    // What the regions show now, not when their bindings last ran.
    for region in pageRegions { render(region) }
    let title = (page?.title).map { $0 + " · MVVMKit" } ?? "MVVMKit"
    let body = HTML {
      HTML.element("header", ["id": "trail", "class": "trail"]) { trailHTML }
      // How the connection is, said by the page script while it is lost.
      HTML.element("p", ["id": "connection", "class": "connection", "role": "status"]) {}
      HTML.element("p", ["id": "note", "class": "note", "role": "status"]) { noteSent ?? "" }
      HTML.element("main", ["id": "page"]) { mainHTML }
      HTML.element("div", ["id": "overlay"]) { overlayHTML }
    }
    return redact(WebDocument.page(title: title, socket: socket, body: body))
  }

  static func wrap(_ region: WebRegion, _ content: HTML) -> HTML {
    HTML.element(
      "section",
      [
        "id": "region-" + region.id, "data-region": region.id,
        "aria-live": region.isLive ? "polite" : nil,
      ]
    ) { content }
  }

  // MARK: Input

  /// Acts on one message from the tab.
  ///
  /// - Throws: ``WebSessionError`` for a message that is not one of the page script's; the
  ///   server then closes this session.
  public func receive(_ text: String) throws(WebSessionError) {
    guard let data = text.data(using: .utf8), data.count <= 64 << 10 else {
      throw .malformed("a message over 64 kB")
    }
    let message = try WebInput(json: data)
    // What changed since the last input is shown first: the input acts on what the page holds
    // now (a list's items as they are, not as they were).
    applyChanges()
    switch message {
    case .click(let action):
      click(action)
    case .input(let field, let value):
      guard let change = handler(forInput: field) else { return }  // gone since: ignored
      change(String(value.prefix(Self.longestInput)))
    case .key(let name):
      press(named: name)
    case .select(let region, let item):
      select(item, in: region)
    case .navigate(let address):
      followHistory(to: String(address.prefix(2000)))
    }
    applyChanges()
  }

  /// The tab's history moved (Back, Forward): the screens follow it, and the pages sent meanwhile
  /// replace the tab's entry instead of adding one. An address of no screen leaves them as they
  /// are, and the tab is told where they are.
  private func followHistory(to address: String) {
    isFollowingHistory = true
    defer { isFollowingHistory = false }
    addressSent = address
    if !navigate(address) { sendAddress() }
  }

  /// The item `key` of a keyed list in `region` was given the focus: it becomes the list's
  /// selection. An item gone since is ignored.
  private func select(_ key: String, in region: String) {
    guard shownAlert == nil, !isHelpShown else { return }
    for list in contexts[region]?.lists ?? [] {
      if let index = list.keys.firstIndex(of: key) {
        list.choose(index)
        return
      }
    }
  }

  private func click(_ action: String) {
    let region = action.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
    // With an alert shown, only the alert acts.
    if shownAlert != nil, region != "overlay" { return }
    contexts[region]?.actions[action]?()
  }

  private func handler(forInput input: String) -> (@MainActor (String) -> Void)? {
    guard shownAlert == nil else { return nil }
    let region = input.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
    return contexts[region]?.inputs[input]
  }

  /// A key the page script sent, by the browser's name: the page's action it is the key of (in
  /// its app's keys), or else the key model's (``WebKey``); any other is one no page uses.
  private func press(named name: String) {
    if shownAlert == nil, !isHelpShown, let page, let shortcut = KeyShortcut(browserName: name),
      let action = page.actionKeys.action(for: shortcut, in: page.actions)
    {
      if action.isEnabled { action.perform() }
      return
    }
    guard let key = WebKey(rawValue: name) else { return }
    press(key)
  }

  private func press(_ key: WebKey) {
    if shownAlert != nil {
      if key == .enter || key == .escape { dismissAlert() }
      return
    }
    if isHelpShown {
      if key == .escape || key == .help { isHelpShown = false }
      return
    }
    if page?.handle(key) == true { return }
    switch key {
    case .escape: goBack()
    case .help: isHelpShown = true
    case .retry: page?.retry?()
    default: break
    }
  }

  private func dismissAlert() {
    shownAlert = nil
  }

  // MARK: Binding

  private func bind(_ page: any WebPage) {
    for binding in bindings { binding.cancel() }
    rendered = [:]
    contexts = [:]
    pageRegions = page.regions
    bindings = pageRegions.map { region in
      observe { [weak self] in self?.render(region) }
    }
  }

  /// Shows what the input just handled changed, before the session reads the next: the regions
  /// whose bindings fired render again (and are sent if their markup changed), and each keyed
  /// list whose selection moved sends the two items it left and reached. Nothing else renders.
  private func applyChanges() {
    for binding in bindings { binding.applyPendingChange() }
    overlayBinding?.applyPendingChange()
    for region in pageRegions {
      for list in contexts[region.id]?.lists ?? [] {
        let items = list.itemsToPatch()
        if !items.isEmpty { sendItems(region.id, items) }
      }
    }
  }

  /// Renders `region`, and sends it when it changed since it was last rendered.
  private func render(_ region: WebRegion) {
    let context = RegionContext(
      region: region.id, images: images, earlierLists: contexts[region.id]?.lists ?? [])
    let html = region.render(context)
    context.earlierLists = []
    contexts[region.id] = context
    guard let last = rendered[region.id] else {
      rendered[region.id] = html  // the first render is part of the page
      return
    }
    guard html != last else { return }
    rendered[region.id] = html
    sendRegion(region.id, html)
  }

  /// Sends the overlay when it changed since it was last sent: the help or an alert shown or
  /// gone, or what the help lists.
  private func showOverlay() {
    let overlay = overlayHTML
    guard overlay != lastOverlay else { return }
    lastOverlay = overlay
    sendRegion("overlay", overlay)
  }

  /// Sends the tab's note when it changed since it was last sent (before the tab is live, it
  /// goes into the page).
  private func showNote() {
    let note = note()  // read first: the binding follows what it reads
    guard note != noteSent else { return }
    noteSent = note
    sendRegion("note", HTML.text(note ?? ""))
  }

  /// The overlay the tab was last sent.
  private var lastOverlay = HTML()
  /// The overlay's binding: it follows what the help reads (the page's retry), and runs again
  /// when the help or an alert is shown or dismissed.
  private var overlayBinding: ObservationToken?

  private func context(for region: String) -> RegionContext {
    if let context = contexts[region] { return context }
    let context = RegionContext(region: region, images: images)
    contexts[region] = context
    return context
  }

  /// Sends the whole page, and from then on each region as it changes: once the tab is connected
  /// and the page has settled. A test drives a session so, without a tab: its pages appear, and
  /// its inputs come through ``receive(_:)``.
  public func start() {
    for region in pageRegions { render(region) }
    isLive = true
    for page in stack { page.appeared(in: self) }
    sendPage(history: .replace)
    // A note that came while the page was drawn for its first response, for a tab whose page
    // another session drew (its first response's session gone).
    if let noteSent { sendRegion("note", HTML.text(noteSent)) }
    followAddress()
  }

  /// Sends the whole page through `send` (each message redacted), and from then on each region
  /// as it changes: a session made for a first response, taken up by the tab's socket.
  func start(sending send: @escaping @MainActor (String) -> Void) {
    let redact = redact
    self.send = { send(redact($0)) }
    start()
  }

  /// Tells the tab each new address and title of the screen shown, as they change.
  private func followAddress() {
    addressBinding?.cancel()
    addressBinding = observe { [weak self] in
      self?.sendAddress()
      self?.sendTitle()
    }
  }

  /// The title the tab was last told.
  private var titleSent: String?

  private var documentTitle: String { (page?.title ?? "") + " · MVVMKit" }

  /// Tells the tab the page's title when it changed since last told.
  private func sendTitle() {
    let title = documentTitle  // read first: the binding follows what it reads
    guard isLive, title != titleSent else { return }
    titleSent = title
    send(WebMessage.title(title).json)
  }

  private var addressBinding: ObservationToken?

  private func sendPage(history: WebHistory) {
    guard isLive else { return }
    contexts["trail"] = nil
    contexts["overlay"] = nil
    lastOverlay = overlayHTML
    overlayBinding?.refresh()  // follows what the new page's help reads
    let address = address()
    addressSent = address
    titleSent = documentTitle
    send(
      WebMessage.page(
        title: documentTitle, trail: trailHTML, main: mainHTML,
        overlay: lastOverlay, address: address,
        history: isFollowingHistory ? .replace : history
      ).json)
  }

  /// Tells the tab the screen's address when it changed since last told (a field that defines
  /// the screen): the tab replaces its location.
  private func sendAddress() {
    let address = address()  // read first: the binding follows what it reads
    guard isLive, let address, address != addressSent else { return }
    addressSent = address
    send(WebMessage.address(address).json)
  }

  private func sendRegion(_ id: String, _ html: HTML) {
    guard isLive else { return }
    send(WebMessage.region(id: id, html: html).json)
  }

  private func sendItems(_ id: String, _ items: [(key: String, html: HTML)]) {
    guard isLive else { return }
    send(WebMessage.items(id: id, items: items).json)
  }
}

extension WebSession {
  /// A session of `tab`: its first page, the steps to what its address opens over it in
  /// ``steps``, its messages redacted as it says.
  public convenience init(
    _ tab: WebTab, images: ImageRoutes, send: @escaping @MainActor (String) -> Void = { _ in }
  ) {
    self.init(showing: tab.page, images: images, send: send, redacting: tab.redact)
    steps = tab.steps
    address = tab.address
    navigate = tab.navigate
    note = tab.note
    noteBinding = observe { [weak self] in self?.showNote() }
  }
}

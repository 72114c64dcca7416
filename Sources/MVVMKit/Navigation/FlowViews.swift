/// Shows a flow's screens on a ``ViewStack``: one view per screen, made (by the app's switch
/// from screen to view) when the screen first appears and kept while the flow shows it, above
/// whatever the stack held under the flow's first view (the menu). Each time the flow's stack
/// changes (``RouteStack/follow(_:)`` tells of it at once), views are shown and taken away to
/// match; going back from a view asks the flow.
///
/// It lives as long as the views it made: each holds it, and it holds them weakly.
@MainActor
public final class FlowViews<Flow: RouteFlow, Stack: ViewStack> {
  private let flow: Flow
  private let makeView: @MainActor (Flow.Screen) -> Stack.View
  /// The views made (classes: screens, pages), by the screen each shows, bottom first.
  private var made: [(model: Flow.Screen.ID, view: WeakObject)] = []
  private var following: AnyObject?

  /// The views of `flow`'s screens, made by `makeView` once for each screen.
  public init(flow: Flow, makeView: @escaping @MainActor (Flow.Screen) -> Stack.View) {
    self.flow = flow
    self.makeView = makeView
  }

  /// The views of the flow's screens now, bottom first: what to put on a new stack (the first is
  /// the root, or goes above the menu). Then follows the flow on the stack its views are shown on,
  /// which `stackOf` tells from a view.
  public func start(stackOf: @escaping @MainActor (Stack.View) -> Stack?) -> [Stack.View] {
    let views = flow.screens().map(view(for:))
    following = flow.stack.follow { [weak self] _ in
      guard let self else { return }
      let models = self.flow.screens()
      guard
        let stack = self.made.lazy.compactMap({ ($0.view.value as? Stack.View).flatMap(stackOf) })
          .first
      else { return }  // not shown yet
      self.show(models, on: stack)
    }
    return views
  }

  /// The view of `model`: the one made for it, or a new one, told how to go back.
  private func view(for model: Flow.Screen) -> Stack.View {
    let id = model.id
    if let view = made.first(where: { $0.model == id })?.view.value as? Stack.View { return view }
    let view = makeView(model)
    (view as? any FlowShown)?.flowBack = { [self] in flow.back() }
    made.append((id, WeakObject(view as AnyObject)))
    return view
  }

  /// Makes `stack` show a view per model, keeping the views below that already match.
  private func show(_ models: [Flow.Screen], on stack: Stack) {
    // Where the flow's views begin: its first view until now (a new first screen replaces it).
    let first = made.first?.view.value
    let wanted = models.map(view(for:))
    let wantedObjects = wanted.map { $0 as AnyObject }
    made.removeAll { made in !wantedObjects.contains { made.view.value === $0 } }
    let shown = stack.stack.map { $0 as AnyObject }
    guard let base = shown.firstIndex(where: { $0 === first }) else {
      return  // the flow's first view is not on the stack: it was left (back to the menu)
    }
    var kept = 0
    while kept < wanted.count, base + kept < shown.count,
      shown[base + kept] === wantedObjects[kept]
    {
      kept += 1
    }
    // The views above the kept ones go, but the lowest of them, which the first new view
    // replaces in place: one step (in a browser, one entry of its history rewritten), never a
    // back then a forward. The flow's first view is always replaced so, never popped.
    var above = stack.stack.count - (base + kept)
    var added = wanted[kept...]
    while above > 1 {
      stack.pop()
      above -= 1
    }
    if above == 1 {
      if let first = added.popFirst() {
        stack.replace(with: first)
      } else {
        stack.pop()
      }
    }
    for view in added { stack.push(view) }
  }
}

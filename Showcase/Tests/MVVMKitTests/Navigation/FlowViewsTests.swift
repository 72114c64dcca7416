import MVVMKit
import MVVMKitTesting
import Testing

/// A flow's screens shown on a stack of views: one view per screen, made once and kept while the
/// flow shows its screen, the stack following each change of the flow's routes, and going back
/// from a view asking the flow.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct FlowViewsTests {
  /// A flow of named screens over "home".
  final class NamesFlow: RouteFlow {
    struct Screen: Identifiable {
      let id: String
    }
    let stack = RouteStack(root: "home")
    func screens() -> [Screen] { stack.routes.map(Screen.init(id:)) }
  }

  final class View: FlowShown {
    let name: String
    weak var stack: Stack?
    var flowBack: (@MainActor () -> Bool)?
    init(name: String) { self.name = name }
  }

  /// A stack of views that says what was done to it, with a menu under the flow's views.
  final class Stack: ViewStack {
    private(set) var stack: [View] = []
    private(set) var done: [String] = []
    init(_ views: [View]) {
      for view in views { add(view) }
    }
    private func add(_ view: View) {
      view.stack = self
      stack.append(view)
    }
    func push(_ view: View) {
      add(view)
      done.append("show " + view.name)
    }
    func pop() {
      done.append("hide " + (stack.popLast()?.name ?? "nothing"))
    }
    func replace(with view: View) {
      done.append("swap " + (stack.popLast()?.name ?? "nothing") + " for " + view.name)
      add(view)
    }
  }

  @Test func theStackFollowsTheFlowAndKeepsEachScreensView() throws {
    let flow = NamesFlow()
    flow.stack.push("list")
    var made: [String] = []
    let views = FlowViews<NamesFlow, Stack>(flow: flow) { screen in
      made.append(screen.id)
      return View(name: screen.id)
    }.start { $0.stack }
    #expect(views.map(\.name) == ["home", "list"])
    let stack = Stack([View(name: "menu")] + views)

    flow.stack.push("detail")
    #expect(stack.stack.map(\.name) == ["menu", "home", "list", "detail"])
    flow.stack.pop()
    #expect(stack.stack.map(\.name) == ["menu", "home", "list"])
    flow.stack.replace(with: ["start"])
    #expect(stack.stack.map(\.name) == ["menu", "start"])
    #expect(
      stack.done == ["show detail", "hide detail", "hide list", "swap home for start"])
    #expect(made == ["home", "list", "detail", "start"], "a view is made once for each screen")

    flow.stack.push("next")
    let top = try #require(stack.stack.last)
    #expect(top.flowBack?() == true, "going back from a view asks the flow")
    #expect(flow.stack.routes == ["start"])
    #expect(stack.stack.map(\.name) == ["menu", "start"])
    #expect(stack.stack.last?.flowBack?() == false, "at the flow's first screen")
  }

  @Test func aScreenReplacedInPlaceIsOneSwapNotABackAndAForward() {
    let flow = NamesFlow()
    flow.stack.push("USD-GBP")
    let views = FlowViews<NamesFlow, Stack>(flow: flow) { View(name: $0.id) }.start { $0.stack }
    let stack = Stack(views)
    flow.stack.replace(at: 1, with: "GBP-USD")
    #expect(stack.stack.map(\.name) == ["home", "GBP-USD"])
    #expect(stack.done == ["swap USD-GBP for GBP-USD"], "a browser's history rewritten, not popped")
    // Two screens replaced by one: the upper goes, the lower is swapped.
    flow.stack.push("a")
    flow.stack.replace(with: ["home", "b"])
    #expect(stack.stack.map(\.name) == ["home", "b"])
    #expect(stack.done.suffix(2) == ["hide a", "swap GBP-USD for b"])
  }
}

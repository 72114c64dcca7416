import Clocks
import MVVMKit
import MVVMKitTesting
import TerminalUI
import Testing
import WebUI

/// The screen the "Adding a screen" article adds (its snippet, compiled here as it is), walked in
/// both views as a user would: tapped to, shown, and left with Back, the flow's stack and the web
/// address following.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct AddingAScreenTests {
  let flow = BarFlow(find: { _ in ["Daiquiri", "Mojito"] }, clock: ImmediateClock())

  @Test func theNewScreenIsShownInTheTerminalAndBackGoesBackInTheFlow() async {
    let screens = terminalScreens(of: flow)
    let navigator = Navigator(root: screens[0])
    flow.drinks.ingredientTapped("Lime")
    #expect(flow.stack.routes == [.drinks, .ingredient(name: "Lime")])
    let shown = navigator.stack.last as? IngredientScreen
    #expect(shown?.viewModel.name == "Lime")
    await waitUntil { shown?.viewModel.drinks.value != nil }
    let frame = frame(of: navigator, width: 60, height: 20).plainText()
    #expect(frame.contains("Daiquiri") && frame.contains("Mojito"), "\(frame)")
    navigator.handle(.escape, terminalSize: (60, 20))
    #expect(flow.stack.routes == [.drinks], "Back asked the flow")
    #expect(navigator.stack.count == 1)
    #expect(navigator.stack.first is DrinksScreen)
  }

  @Test func theNewPageHasItsAddressAndBackGoesBackInTheFlow() async throws {
    let pages = webPages(of: flow)
    let tab = WebTab(
      page: pages[0], steps: [], address: { [flow] in flow.stack.top.path },
      navigate: { [flow] address in
        guard let route = BarRoute(path: address) else { return false }
        flow.stack.navigate(to: route)
        return true
      })
    let session = WebSession(tab, images: ImageRoutes())
    session.start()
    flow.drinks.ingredientTapped("Lime")
    #expect(session.page is IngredientPage)
    #expect(tab.address() == "/bar/ingredient/Lime")
    await session.waitUntilSettled()
    #expect(session.mainHTML.description.contains("<li>Daiquiri</li><li>Mojito</li>"))
    try session.receive(#"{"type":"key","key":"Escape"}"#)
    #expect(flow.stack.routes == [.drinks], "Back asked the flow")
    #expect(session.page is DrinksPage)
    #expect(tab.address() == "/bar")
    // The address opens the same stack a tap built.
    #expect(BarRoute(path: "/bar/ingredient/Lime")?.trail == [.drinks, .ingredient(name: "Lime")])
    session.close()
  }
}

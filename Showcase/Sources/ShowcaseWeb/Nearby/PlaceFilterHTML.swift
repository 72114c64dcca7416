import MVVMKit
import Nearby
import WebUI

/// What narrows a Nearby page's places, in the browser: the keyword field (searching as typing
/// pauses) and a switch between any hours and open now (the view models' "open-now" action, its
/// key the app's). The home and the lists share it, each
/// over its own view model's filter.
@MainActor
enum PlaceFilterHTML {
  /// The controls of `filtering`'s filter.
  static func controls(_ filtering: some PlaceFiltering, in context: RegionContext) -> HTML {
    let filter = filtering.filter
    return HTML.element("div", ["class": "filters"]) {
      HTML.field(
        "Keyword", id: "keyword",
        [
          "type": "search", "value": filtering.keywordText,
          "data-input": context.input("keyword") { [weak filtering] in
            filtering?.keywordChanged($0)
          },
          "placeholder": "a name, a type, a street",
        ])
      HTML.switch(
        "Hours", options: [(false, "Any hours"), (true, "Open now")], chosen: filter.openNow,
        name: "hours", keys: ActionKeys.nearby.keys(for: "open-now"), in: context
      ) { [weak filtering] openNow in
        if openNow != filter.openNow { filtering?.openNowToggled() }
      }
    }
  }
}

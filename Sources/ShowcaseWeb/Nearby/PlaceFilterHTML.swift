import MVVMKit
import Nearby
import WebUI

/// What narrows a Nearby page's places, in the browser: the keyword field (searching as typing
/// pauses) and a switch between any hours and open now. The home and the lists share it, each
/// over its own view model's filter.
@MainActor
enum PlaceFilterHTML {
  /// The controls of `filter`: typing calls `keywordChanged`, the switch `openNowToggled`.
  static func controls(
    _ filter: PlaceFilter, in context: RegionContext,
    keywordChanged: @escaping @MainActor (String) -> Void,
    openNowToggled: @escaping @MainActor () -> Void
  ) -> HTML {
    HTML.element("div", ["class": "filters"]) {
      HTML.field(
        "Keyword", id: "keyword",
        [
          "type": "search", "value": filter.keyword,
          "data-input": context.input("keyword", keywordChanged),
          "placeholder": "a name, a type, a street",
        ])
      HTML.switch(
        "Hours", options: [(false, "Any hours"), (true, "Open now")], chosen: filter.openNow,
        name: "hours", in: context
      ) { openNow in
        if openNow != filter.openNow { openNowToggled() }
      }
    }
  }
}

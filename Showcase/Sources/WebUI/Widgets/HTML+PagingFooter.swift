public import MVVMKit

extension HTML {
  /// The line under a paged list: where the user is ("24 of 60"), and what comes next: a "Load
  /// more" button that the page script presses as it scrolls into view (`loadMore`), "Loading
  /// more…", the failure with its retry (`retry`, if any), or the end (`Paging.endText`). Where the
  /// screen declares loading more as an action, `keys` are its keys (`aria-keyshortcuts`).
  public static func pagingFooter(
    _ paging: Paging, position: String?, loadMore: String, keys: [KeyShortcut] = [],
    retry: String?
  ) -> HTML {
    element("div", ["class": "paging", "role": "status"]) {
      if let position { element("span", ["class": "muted"]) { position + " · " } }
      switch paging.next {
      case .more:
        element(
          "button",
          [
            "type": "button", "data-action": loadMore, "data-when-visible": "click",
            "aria-keyshortcuts": shortcutsAttribute(keys),
          ]
        ) { "Load more" }
      case .loading:
        element("span", ["aria-busy": "true"]) { "Loading more…" }
      case .failed(let reason):
        errorBanner("Couldn't load more: " + reason, retry: retry)
      case .end:
        element("span", ["class": "muted"]) { paging.endText }
      }
    }
  }
}

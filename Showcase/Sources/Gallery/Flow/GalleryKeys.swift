public import MVVMKit

extension ActionKeys {
  /// The Gallery's keys, for every screen and every view: Tab (or `]`) and Shift-Tab (or `[`)
  /// change the topic; on a photo, ← and → go along the feed, Enter shows it alone (and back),
  /// `s` saves it, `o` opens its page.
  public static let gallery: ActionKeys = [
    "next-topic": [.tab, "]"], "previous-topic": [.backTab, "["],
    "previous": [.left, "h"], "next": [.right, "l"], "full-screen": [.enter], "detail": [.enter],
    "save": ["s"], "page": ["o"],
  ]
}

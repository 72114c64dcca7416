public import MVVMKit

extension ActionKeys {
  /// The Exchange rates app's keys, for every screen and every view: on the rates, `b` makes the
  /// selected currency the base, `p` pins it, `s` shows it the other way round; on a history, `1`,
  /// `3` and `y` choose a span, Tab (or `]`) and Shift-Tab (or `[`) step through them, `s` swaps.
  public static let exchangeRates: ActionKeys = [
    "make-base": ["b"], "pin": ["p"], "swap": ["s"],
    "span-30d": ["1"], "span-90d": ["3"], "span-1y": ["y"],
    "next-span": [.tab, "]"], "previous-span": [.backTab, "["],
  ]
}

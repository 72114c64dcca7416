/// What one tab starts with: the first page of its address, what else the address opens over it,
/// and what no message to the tab may carry.
@MainActor
public struct WebTab {
  /// The first page.
  public var page: any WebPage
  /// What else the address opens, one page each (a flow pushing a route), in order.
  public var steps: [Step]
  /// Takes every secret out of a text before it reaches the tab: the services' keys, which a
  /// server could echo in its data.
  public var redact: @MainActor (String) -> String
  /// The address of the screen shown (its route's path, with the fields that define it), for the
  /// tab's location bar and history; `nil` for a tab without addresses.
  public var address: @MainActor () -> String?
  /// Moves the tab's screens to `address`, as its history's Back and Forward do; `false` for an
  /// address of no screen of the tab's app.
  public var navigate: @MainActor (_ address: String) -> Bool
  /// A few words every page of the tab shows while they apply, read where the session follows
  /// what they read (an `@Observable` model): "Offline copy, 3 h old". `nil` for none.
  public var note: @MainActor () -> String?

  /// A tab showing `page`, then what `steps` open over it, its messages passed through `redact`;
  /// its screen's address read by `address`, and moved by `navigate`; every page saying `note`.
  public init(
    page: any WebPage, steps: [Step] = [],
    address: @escaping @MainActor () -> String? = { nil },
    navigate: @escaping @MainActor (_ address: String) -> Bool = { _ in false },
    redact: @escaping @MainActor (String) -> String = { $0 },
    note: @escaping @MainActor () -> String? = { nil }
  ) {
    self.page = page
    self.steps = steps
    self.address = address
    self.navigate = navigate
    self.redact = redact
    self.note = note
  }
}

extension WebTab {
  /// One more page an address opens over the first.
  public struct Step {
    /// Whether the step waits for the pages shown to load or fail first: what its page shows is
    /// found in what the one under it loads (a place in its list).
    public var waits: Bool
    /// Opens the page (a flow pushing a route).
    public var open: @MainActor () -> Void

    /// A step that opens a page with `open`, once the pages shown have settled if it `waits`.
    public init(waits: Bool, open: @escaping @MainActor () -> Void) {
      self.waits = waits
      self.open = open
    }
  }
}

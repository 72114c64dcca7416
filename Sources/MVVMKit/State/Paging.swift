/// A list loaded a page at a time: how many pages are in, and what comes after them. The pages
/// loaded are kept whatever happens to the next one.
///
/// The first page's own state is the list's ``Loadable``; `Paging` is about the pages after it.
///
/// ```swift
/// paging.startLoadingNext()
/// // … the page arrives
/// paging.pageLoaded(isLast: page.nextPageToken == nil)
/// // … or it fails
/// paging.nextFailed(LoadFailure(error).message)
/// ```
public struct Paging: Hashable, Sendable {
  /// What comes after the pages loaded.
  public enum Next: Hashable, Sendable {
    /// More pages, none loading.
    case more
    /// The next page is loading.
    case loading
    /// The next page failed, for this reason; it can be asked for again.
    case failed(String)
    /// The last page is loaded: that is everything.
    case end
  }

  /// How many pages are loaded.
  public private(set) var pagesLoaded = 0
  /// What comes after them.
  public private(set) var next = Next.more
  /// How many pages there are in all, when the source says (a feed that counts its pages).
  public private(set) var totalPages: Int?
  /// What the end says instead of "That's everything", when the source gives no more than a
  /// part: "The 20 nearest" (a search with no pages that stops at 20).
  public private(set) var endNote: String?

  /// No page loaded yet, more to come.
  public init() {}

  /// Whether the next page can be asked for now: there is one, and it is not loading.
  public var canLoadNext: Bool {
    switch next {
    case .more, .failed: true
    case .loading, .end: false
    }
  }

  /// Whether the last page is not loaded yet (it may be loading, or have failed).
  public var hasMore: Bool { next != .end }

  /// Whether the next page failed.
  public var hasFailure: Bool {
    if case .failed = next { true } else { false }
  }

  /// The next page started loading.
  public mutating func startLoadingNext() {
    next = .loading
  }

  /// A page arrived.
  ///
  /// - Parameters:
  ///   - isLast: Whether the source says there is no page after it.
  ///   - totalPages: How many pages there are in all, if the source says.
  ///   - endNote: With `isLast`, what the end says when the source gives no more than a part of
  ///     what there is ("The 20 nearest"); `nil` for "That's everything".
  public mutating func pageLoaded(isLast: Bool, totalPages: Int? = nil, endNote: String? = nil) {
    pagesLoaded += 1
    next = isLast ? .end : .more
    self.endNote = isLast ? endNote : nil
    if let totalPages { self.totalPages = totalPages }
  }

  /// What the end of the list says: ``endNote``, else "That's everything".
  public var endText: String { endNote ?? "That's everything" }

  /// The next page failed: the pages loaded stay.
  public mutating func nextFailed(_ reason: String) {
    next = .failed(reason)
  }
}

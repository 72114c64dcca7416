public import MVVMKit

/// A screen whose places a ``PlaceFilter`` narrows, the home's or a list's: the user's inputs on
/// its filter, written once for both. Each screen says what choosing a filter does to it; the
/// event that tells the app's flow is the same for both (``PlaceFilteringEvent``).
@MainActor
public protocol PlaceFiltering: EventSendingViewModel where Event: PlaceFilteringEvent {
  /// What the places are narrowed to.
  var filter: PlaceFilter { get }
  /// The keyword as it is typed, searched once typing pauses.
  var keywordTyping: KeywordTyping { get }
  /// The places are narrowed to `filter` (a link, a list's choice, the user's): they load again,
  /// keeping what they show meanwhile. Nothing happens for the filter already in use.
  func filterRequested(_ filter: PlaceFilter)
}

extension PlaceFiltering {
  /// The user chose `filter`: the places are narrowed to it, and the screen says so
  /// (``PlaceFilteringEvent/filterChanged(_:)``, for the app's flow). Nothing happens for the
  /// filter already in use.
  public func filterChosen(_ filter: PlaceFilter) {
    guard filter != self.filter else { return }
    filterRequested(filter)
    events.send(.filterChanged(filter))
  }

  /// What the filter can do: show only the places open now, or every place again.
  public var filterActions: [ScreenAction] {
    let openNow = filter.openNow
    return [
      ScreenAction(
        "open-now", title: openNow ? "any hours" : "open now", isOn: openNow, isProminent: false
      ) { [weak self] in self?.openNowToggled() }
    ]
  }

  /// "Open now" was switched: only places open now, or every place again.
  public func openNowToggled() {
    var filter = filter
    filter.openNow.toggle()
    filterChosen(filter)
  }

  /// What the keyword's field shows: the keyword being typed, else the filter's.
  public var keywordText: String {
    keywordTyping.draft ?? filter.keyword
  }

  /// The keyword was edited to `text`: once typing pauses for ``PlaceFilter/typingPause``, only
  /// places it matches (see ``keywordSubmitted(_:)``).
  public func keywordChanged(_ text: String) {
    keywordTyping.typed(text) { [weak self] in self?.keywordSubmitted(text) }
  }

  /// The keyword being typed was given up: the filter's stays, and what is not searched yet is
  /// not.
  public func keywordAbandoned() {
    keywordTyping.ended()
  }

  /// A keyword was entered (empty: none): only places it matches, at once.
  public func keywordSubmitted(_ keyword: String) {
    keywordTyping.ended()
    var filter = filter
    filter.setKeyword(keyword)
    filterChosen(filter)
  }
}

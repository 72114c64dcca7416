package import Cocktails
package import MVVMKit
package import WebUI

/// The Cocktails search in the browser: the search field with what it searches by and of which
/// drinks, the restaurants and the favourites in rows, the drinks in a grid; each section with
/// its own loading, empty and failed state.
package final class CocktailSearchPage: PageOf<CocktailSearchViewModel>, ViewModelPage {
  /// The drinks' and the favourites' cursors: the view model's, which its favourite action acts
  /// on, each shown while its section has the focus.
  private lazy var drinks = cursor(in: .drinks)
  private lazy var favourites = cursor(in: .favourites)

  /// The view model's cursor of `section`, shown while the section has the focus.
  private func cursor(in section: CocktailSearchSection) -> WebSelection<String> {
    WebSelection { [weak viewModel] in
      viewModel?.focusedSection == section ? viewModel?.cursor(in: section) : nil
    } select: { [weak viewModel] in
      viewModel?.select($0, in: section)
    }
  }

  package var title: String { "Cocktails" }
  package var actionKeys: ActionKeys { .cocktails }

  package var regions: [WebRegion] {
    [
      region("search") { $0.search },
      region("restaurants", isLive: true) { $0.restaurants },
      region("favourites", isLive: true) { $0.favouriteRow },
      region("drinks", isLive: true) { $0.drinkGrid },
    ]
  }

  // The field's region reads nothing that typing changes: a keystroke re-sends the results only.
  private func search(_ context: RegionContext) -> HTML {
    let input = context.input("query") { [weak self] text in
      // Typing is in the field: the cursor is there, as in the terminal.
      self?.viewModel.focus(on: .search)
      self?.viewModel.searchTextChanged(text)
    }
    return HTML {
      HTML.element("h1") { viewModel.title }
      HTML.field(
        "Search", id: "search",
        [
          "type": "search", "value": viewModel.searchText, "data-input": input,
          "placeholder": viewModel.searchPlaceholder,
        ])
      HTML.switch(
        "Search by", options: DrinkSearch.Field.allCases.map { ($0, $0.rawValue.capitalized) },
        chosen: viewModel.searchField, name: "by",
        keys: actionKeys.keys(for: "search-field"), in: context
      ) { [weak self] in self?.viewModel.searchFieldChanged(to: $0) }
      HTML.switch(
        "Drinks", options: DrinkSearch.Alcohol.allCases.map { ($0, $0.label) },
        chosen: viewModel.alcohol, name: "alcohol", keys: actionKeys.keys(for: "alcohol"),
        in: context
      ) { [weak self] in self?.viewModel.alcoholChanged(to: $0) }
    }
  }

  private func favouriteRow(_ context: RegionContext) -> HTML {
    let cards = viewModel.favouriteCards
    return HTML {
      HTML.sectionHeader(viewModel.favouritesTitle, detail: viewModel.favouritesNotice)
      HTML.section(
        for: viewModel.favouritesStatus, hasContent: false, loading: "", retry: nil
      ) {
        HTML.cards(
          cards.map { drinkCard($0, opening: "favourite-open-", withPicture: false, in: context) },
          ids: cards.map(\.id), selection: favourites, in: context, inOneRow: true)
      }
    }
  }

  private func restaurants(_ context: RegionContext) -> HTML {
    let status = viewModel.restaurantsStatus
    let retry = context.action("retry") { [weak self] in self?.viewModel.retryRestaurantsTapped() }
    return HTML {
      HTML.sectionHeader(
        viewModel.restaurantsTitle,
        detail: Self.detail(for: status) ?? viewModel.restaurantsSourceNote)
      HTML.section(
        for: status, hasContent: false, loading: viewModel.restaurantsLoadingText, retry: retry
      ) {
        HTML.cards(
          viewModel.restaurantCards.map {
            WebCard(title: $0.title, lines: $0.lines, isDimmed: status == .refreshing)
          }, selected: nil, inOneRow: true)
      }
    }
  }

  private func drinkGrid(_ context: RegionContext) -> HTML {
    let status = viewModel.drinksStatus
    let cards = viewModel.drinkCards
    let retry = context.action("retry") { [weak self] in self?.viewModel.retryDrinksTapped() }
    return HTML {
      HTML.sectionHeader(
        viewModel.drinksTitle, detail: Self.detail(for: status) ?? viewModel.sourceNote)
      if let placeholder = HTML.placeholder(
        for: status, hasContent: !cards.isEmpty, loading: viewModel.drinksLoadingText,
        retry: retry)
      {
        placeholder
      } else {
        if case .failed(let message) = status { HTML.errorBanner(message, retry: retry) }
        HTML.cards(
          cards.map { drinkCard($0, opening: "open-", withPicture: true, in: context) },
          ids: cards.map(\.id), selection: drinks, in: context,
          isDimmed: status == .refreshing || status.isFailure)
      }
    }
  }

  /// The card of a drink, found or kept: a click opens it (the action named `opening` and its
  /// id), its star keeps or forgets it, and `withPicture` its picture shows.
  private func drinkCard(
    _ card: DrinkCardViewModel, opening: String, withPicture: Bool, in context: RegionContext
  ) -> WebCard {
    WebCard(
      title: card.title, lines: card.lines,
      action: context.action(opening + card.id) { [weak self] in
        self?.viewModel.drinkSelected(id: card.id)
      },
      image: withPicture ? context.image(card.thumbnailURL, from: images) : nil,
      accessories: [favouriteStar(of: card.id, in: context)])
  }

  /// The star on the drink `id`'s card: keeps it as a favourite, or forgets it.
  private func favouriteStar(of id: String, in context: RegionContext) -> WebAccessory {
    let isOn = viewModel.isFavourite(id: id)
    return WebAccessory(
      label: "Favourite", symbol: isOn ? "★" : "☆", isPressed: isOn,
      action: context.action("favourite-" + id) { [weak self] in
        self?.viewModel.favouriteToggled(id: id)
      })
  }

  private static func detail(for status: ListStatus) -> String? {
    status == .refreshing ? "updating…" : nil
  }

  /// The keys move the cursor of the section that has the focus, as in the terminal, and Enter
  /// opens the drink it is on; from the field (or the restaurants, which open nothing) the first
  /// moving key goes to the drinks.
  package func handle(_ key: WebKey) -> Bool {
    switch viewModel.focusedSection {
    case .search, .restaurants:
      guard [.down, .up, .left, .right, .pageDown, .pageUp, .home, .end, .enter].contains(key),
        !viewModel.drinkCards.isEmpty
      else { return false }
      viewModel.focus(on: .drinks)
      return true
    case .favourites: return favourites.handle(key) { _ in viewModel.selectedDrinkChosen() }
    case .drinks: return drinks.handle(key) { _ in viewModel.selectedDrinkChosen() }
    }
  }

  package var retry: (@MainActor () -> Void)? {
    guard viewModel.hasFailure else { return nil }
    return { [weak self] in
      guard let viewModel = self?.viewModel else { return }
      if viewModel.restaurants.failure != nil { viewModel.retryRestaurantsTapped() }
      if viewModel.drinks.failure != nil { viewModel.retryDrinksTapped() }
    }
  }
}

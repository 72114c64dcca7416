public import Cocktails
import Foundation
public import ImageDecoding
import MVVMKit
public import TerminalUI

/// The Cocktails search screen in the terminal: the header with the search field (and what it
/// searches by, of which drinks), the restaurant cards, the favourites, and the grid of drinks.
/// Every section shows its own loading, empty and failed state.
public final class CocktailSearchScreen: ScreenOf<CocktailSearchViewModel>, ViewModelScreen {
  static let drinkCardWidth = 28
  static let restaurantCardWidth = 34
  static let drinkCardHeight = 5
  /// A drink's picture in its card: square, its three rows six columns wide (cells are about
  /// twice as tall as they are wide).
  static let cardPictureWidth = 6

  /// The drinks' cards in a grid `width` columns wide: on a wide terminal (120 columns and more)
  /// that shows the drinks' pictures, larger cards, two rows taller, whose picture grows with
  /// them (square in five rows, ten columns wide); else the usual ones. The least width a card
  /// takes, its height, and its picture's width.
  static func drinkCards(forWidth width: Int, withPictures: Bool)
    -> (minimumWidth: Int, height: Int, picture: Int)
  {
    width >= 120 && withPictures
      ? (40, 7, 10) : (drinkCardWidth, drinkCardHeight, cardPictureWidth)
  }

  /// Whether the drinks' cards show pictures: the terminal draws them, and a drink has one that
  /// can be had.
  private func drinksShowPictures(_ drawing: ImageDrawing) -> Bool {
    guard let images, drawing.showsPictures else { return false }
    return viewModel.drinkCards.contains { card in
      card.thumbnailURL.map { !images.isUnavailable($0) } ?? false
    }
  }

  private var field: TextFieldState
  /// The section the cursor is in: the view model's.
  private var focus: CocktailSearchSection { viewModel.focusedSection }
  // Each section's cards laid out and scrolled, their selection the view model's cursor.
  private var restaurantRow = CardGrid<String>(oneRow: true)
  private var favouriteRow = CardGrid<String>(oneRow: true)
  private var drinkGrid = CardGrid<String>()
  /// The cards the follower last followed: while the view model's cards are the same array, a
  /// frame compares them in constant time and does no work per drink.
  private var followedDrinkCards: [DrinkCardViewModel] = []
  /// The tick during which the drinks a change inserted are marked.
  private var drinksInsertedAt: Int?

  /// The drinks' pictures, where the service serves them (a live API); `nil`: cards without one.
  let images: ImageStore?

  /// The screen of `viewModel`, its search field holding the search typed so far, its cards
  /// showing the drinks' pictures from `images` when given.
  public init(viewModel: CocktailSearchViewModel, images: ImageStore? = nil) {
    self.images = images
    field = TextFieldState(text: viewModel.searchText)
    super.init(viewModel: viewModel)
  }

  /// "Cocktails", in the breadcrumb.
  public var title: String { "Cocktails" }

  /// The keys of the focused section, then Tab, ⇧Tab, / and retry where they apply.
  public var bindings: [KeyBinding] {
    var bindings: [KeyBinding] = []
    switch focus {
    case .search:
      bindings = [
        .typing("search"),
        KeyBinding([.enter, .down], "Enter", "results") { [weak self] in
          self?.viewModel.focus(on: .drinks)
        },
        KeyBinding([.escape], "Esc", "leave field") { [weak self] in
          self?.viewModel.focus(on: .drinks)
        },
      ]
    case .restaurants:
      // Nothing to move through while there are no cards (loading, empty, failed).
      if !viewModel.restaurantCards.isEmpty {
        bindings = KeyBinding.moving(horizontal: true) { [weak self] key in
          self?.moveInRestaurants(key)
        }
      }
    case .favourites:
      bindings = KeyBinding.choosing(horizontal: true) { [weak self] in
        self?.viewModel.selectedDrinkChosen()
      } move: { [weak self] key in
        self?.moveInFavourites(key)
      }
    case .drinks:
      // Nothing to open or move through while there are no cards (loading, empty, failed).
      if !viewModel.drinkCards.isEmpty {
        bindings = KeyBinding.choosing(horizontal: true) { [weak self] in
          self?.viewModel.selectedDrinkChosen()
        } move: { [weak self] key in
          self?.moveInDrinks(key)
        }
      }
    }
    let actions = viewModel.actions
    if focus == .search {
      // In the field, where t is typed, ^T changes what it searches.
      if let field = actions.first(where: { $0.id == "search-field" }) {
        bindings.append(
          KeyBinding([.ctrl("t")], "^T", field.title, isInStatusBar: false) { field.perform() })
      }
    } else {
      bindings += KeyBinding.actions(actions, keys: .cocktails) { [weak self] action in
        // What the field searches changed: the field takes the keys, for the words to type.
        if action == "search-field" { self?.viewModel.focus(on: .search) }
      }
    }
    bindings.append(
      KeyBinding([.tab], "Tab", "next section") { [weak self] in self?.cycleFocus(by: 1) })
    bindings.append(
      KeyBinding([.backTab], "⇧Tab", "previous section", isInStatusBar: false) { [weak self] in
        self?.cycleFocus(by: -1)
      })
    if focus != .search {
      bindings.append(
        KeyBinding([.character("/")], "/", "search", isInStatusBar: false) { [weak self] in
          self?.viewModel.focus(on: .search)
        })
    }
    if viewModel.restaurants.failure != nil || viewModel.drinks.failure != nil {
      bindings.append(
        .retry(inField: focus == .search) { [weak self] in self?.retry() })
    }
    return bindings
  }

  /// The key that retries where the user is: `r` types into the search field, so there it is ^R.
  private var retryHint: String? {
    KeyBinding.retryHint(in: bindings)
  }

  /// Whether the search field has the focus.
  public var isEditingText: Bool { focus == .search }

  /// Edits the search field, which searches as it changes.
  public func handleText(_ key: Key) -> Bool {
    guard focus == .search, key != .down, field.handle(key) else { return false }
    viewModel.searchTextChanged(field.text)
    return true
  }

  /// Starts loading both sections (where a chosen drink leads is the flow's to say).
  public func appeared() {
    viewModel.appeared()
  }

  // MARK: Drawing

  /// Draws the header, the restaurants, the favourites and the drinks in `rect`.
  public func draw(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let area = rect.inset(horizontal: 1)
    var (header, rest) = area.splitTop(4)
    drawHeader(in: header, on: &buffer)
    // The favourites take a line for their note while they have none. The restaurants take a
    // third of the rest, and the lines the drinks' grid cannot fill a row of cards with.
    let hasFavourites = !viewModel.favourites.drinks.isEmpty
    let favouritesHeight = hasFavourites ? min(6, max(4, rest.height / 4)) : 2
    let available = rest.height - favouritesHeight
    var restaurantsHeight = min(7, max(3, available / 3))
    let drinksBody = available - restaurantsHeight - 1
    let cardHeight = Self.drinkCards(
      forWidth: area.width, withPictures: drinksShowPictures(buffer.images)
    ).height
    if drinksBody >= cardHeight {
      restaurantsHeight = min(7, restaurantsHeight + drinksBody % cardHeight)
    }
    let restaurants: Rect
    let favourites: Rect
    (restaurants, rest) = rest.splitTop(restaurantsHeight)
    (favourites, rest) = rest.splitTop(favouritesHeight)
    drawRestaurants(in: restaurants, on: &buffer, tick: tick)
    drawFavourites(in: favourites, on: &buffer)
    drawDrinks(in: rest, on: &buffer, tick: tick)
  }

  private func drawHeader(in rect: Rect, on buffer: inout ScreenBuffer) {
    buffer.draw(viewModel.title, x: rect.x, y: rect.y, maxWidth: rect.width, style: .strong)
    let box = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 3)
    buffer.drawBox(
      box, title: "Search " + viewModel.searchSummary, style: .focused(focus == .search))
    // The text is the view model's: a search it was given (a link, the flow) shows here too.
    field.follow(viewModel.searchText)
    field.draw(
      in: box.inset(horizontal: 2, vertical: 1), on: &buffer,
      placeholder: viewModel.searchPlaceholder, isFocused: focus == .search)
    buffer.addMouseTarget(MouseTarget(box) { [weak self] in self?.viewModel.focus(on: .search) })
  }

  private func drawRestaurants(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let (header, body) = rect.splitTop(1)
    let status = viewModel.restaurantsStatus
    let cards = viewModel.restaurantCards
    restaurantRow.update(to: cards.map(\.id))
    viewModel.cursor(in: .restaurants).map { restaurantRow.select(id: $0) }
    // One row of cards, scrolled sideways so the selected card is shown.
    let shown = restaurantRow.layoutRow(in: body, minimumCardWidth: Self.restaurantCardWidth)
    var headerDetail =
      detail(for: status, tick: tick) ?? viewModel.restaurantsSourceNote.map { "(\($0))" }
    if let position = restaurantRow.position {
      headerDetail = [headerDetail, "· " + position].compactMap(\.self).joined(separator: " ")
    }
    buffer.drawSectionHeader(viewModel.restaurantsTitle, detail: headerDetail, in: header)
    guard
      buffer.drawPlaceholder(
        for: status, hasContent: false, loading: viewModel.restaurantsLoadingText,
        retryHint: retryHint,
        tick: tick, in: body)
    else { return }
    buffer.addMouseTarget(wheel(over: body, in: .restaurants))
    for slot in shown {
      let card = cards[slot.index]
      let isSelected = focus == .restaurants && slot.index == restaurantRow.selection
      buffer.addMouseTarget(
        MouseTarget(slot.rect) { [weak self] in
          self?.viewModel.select(card.id, in: .restaurants)
        })
      // A card too short for every line keeps the last one (the rating) beside its title.
      var (title, lines) = (card.title, card.lines)
      if body.height - 3 < lines.count, let last = lines.popLast() { title += "  " + last }
      buffer.drawCard(
        title: title, lines: lines, in: slot.rect,
        isSelected: isSelected, isDimmed: status == .refreshing)
    }
  }

  private func drawFavourites(in rect: Rect, on buffer: inout ScreenBuffer) {
    guard !rect.isEmpty else { return }
    let (header, body) = rect.splitTop(1)
    let cards = viewModel.favouriteCards
    favouriteRow.update(to: cards.map(\.id))
    viewModel.cursor(in: .favourites).map { favouriteRow.select(id: $0) }
    let shown = favouriteRow.layoutRow(in: body, minimumCardWidth: Self.drinkCardWidth)
    buffer.drawSectionHeader(
      viewModel.favouritesTitle,
      detail: [viewModel.favouritesNotice, favouriteRow.position.map { "· " + $0 }]
        .compactMap(\.self).joined(separator: " "), in: header)
    guard
      buffer.drawPlaceholder(
        for: viewModel.favouritesStatus, hasContent: false, loading: "", retryHint: nil, tick: 0,
        in: body)
    else { return }
    buffer.addMouseTarget(wheel(over: body, in: .favourites))
    let choice = drinkChoice(in: .favourites, cards: cards)
    for slot in shown {
      let card = cards[slot.index]
      let isSelected = focus == .favourites && slot.index == favouriteRow.selection
      buffer.addMouseTarget(choice(slot, isSelected))
      buffer.drawCard(
        title: card.title, lines: card.lines, in: slot.rect, isSelected: isSelected)
    }
  }

  private func drawDrinks(in rect: Rect, on buffer: inout ScreenBuffer, tick: Int) {
    let (header, body) = rect.splitTop(1)
    let status = viewModel.drinksStatus
    let cards = viewModel.drinkCards
    // The selected drink stays selected, and where it was on screen, when the results change.
    let wasEmpty = drinkGrid.count == 0
    if followDrinks() {
      drinksInsertedAt = wasEmpty || drinkGrid.inserted.isEmpty ? nil : tick
    }
    // The new cards are marked for one tick: the frame is drawn again to unmark them.
    if drinksInsertedAt == tick { Animation.nextFrame() }
    // Where the drinks come from, when a sample: said beside their title.
    var headerDetail = detail(for: status, tick: tick) ?? viewModel.sourceNote.map { "(\($0))" }
    defer { buffer.drawSectionHeader(viewModel.drinksTitle, detail: headerDetail, in: header) }
    guard
      buffer.drawPlaceholder(
        for: status, hasContent: !viewModel.drinkCards.isEmpty,
        loading: viewModel.drinksLoadingText,
        retryHint: retryHint, tick: tick, in: body)
    else { return }
    var grid = body
    if case .failed(let message) = status {
      buffer.drawErrorBanner(message, retryHint: retryHint, in: grid)
      grid = grid.splitTop(2).rest
    }
    let size = Self.drinkCards(
      forWidth: grid.width, withPictures: drinksShowPictures(buffer.images))
    let shown = drinkGrid.layout(
      in: grid, minimumCardWidth: size.minimumWidth, cardHeight: size.height)
    images?.keepLoading(only: Set(shown.compactMap { cards[$0.index].thumbnailURL }))
    // Where the cards on screen are: "1–9 of 54 · more below".
    if let position = drinkGrid.position {
      headerDetail = [headerDetail, "· " + position].compactMap(\.self).joined(separator: " ")
    }
    buffer.addMouseTarget(wheel(over: grid, in: .drinks))
    let isDimmed = status == .refreshing || status.isFailure
    let choice = drinkChoice(in: .drinks, cards: cards)
    for slot in shown {
      let card = cards[slot.index]
      let isSelected = focus == .drinks && slot.index == drinkGrid.selection
      buffer.addMouseTarget(choice(slot, isSelected))
      let picture = buffer.drawCard(
        title: viewModel.title(of: card), lines: card.lines, in: slot.rect,
        isSelected: isSelected, isDimmed: isDimmed,
        isNew: drinksInsertedAt == tick && drinkGrid.inserted.contains(card.id),
        pictureWidth: pictureColumns(
          of: card.thumbnailURL, images: buffer.images, width: size.picture))
      if let images, let picture {
        ImageView(store: images, url: card.thumbnailURL).draw(in: picture, on: &buffer, tick: tick)
      }
    }
  }

  /// The mouse target of a drink's card in `section`, given the card's slot and whether it is
  /// selected: a click selects it (the section takes the focus), a click on it selected opens it.
  private func drinkChoice(in section: CocktailSearchSection, cards: [DrinkCardViewModel])
    -> (_ slot: (index: Int, rect: Rect), _ isSelected: Bool) -> MouseTarget
  {
    let select: @MainActor (Int) -> Void = { [weak self] index in
      guard cards.indices.contains(index) else { return }
      self?.viewModel.select(cards[index].id, in: section)
    }
    let open: @MainActor () -> Void = { [weak self] in self?.viewModel.selectedDrinkChosen() }
    return { slot, isSelected in
      .choice(slot.rect, index: slot.index, isSelected: isSelected, select: select, open: open)
    }
  }

  /// The columns a card gives its picture: none without one, once it could not be had, or when
  /// pictures are not shown (the title then takes them).
  private func pictureColumns(
    of url: URL?, images drawing: ImageDrawing, width: Int = cardPictureWidth
  ) -> Int {
    guard let images, let url, drawing.showsPictures, !images.isUnavailable(url) else { return 0 }
    return width
  }

  private func detail(for status: ListStatus, tick: Int) -> String? {
    status == .refreshing ? "\(Spinner.frame(tick)) updating…" : nil
  }

  // MARK: Keys

  private func cycleFocus(by step: Int) {
    // The favourites take the focus only when there is one to choose.
    let order: [CocktailSearchSection] =
      viewModel.favourites.drinks.isEmpty
      ? [.search, .restaurants, .drinks] : [.search, .restaurants, .favourites, .drinks]
    let index = order.firstIndex(of: focus) ?? 0
    viewModel.focus(on: order[(index + step + order.count) % order.count])
  }

  /// Moves along the restaurants; ↓ from them goes to the drinks. ↑ stays: a moving key never
  /// enters the search field, where the next `k` would be typed (`/`, Tab or a click go there).
  /// The wheel over `section`, shown in `rect`: it takes the focus there and scrolls the section,
  /// a row sideways, as it is laid out.
  private func wheel(over rect: Rect, in section: CocktailSearchSection) -> MouseTarget {
    .scrolling(rect) { [weak self] in
      self?.viewModel.focus(on: section)
    } move: { [weak self] key in
      self?.move(in: section, section == .drinks ? key : key == .up ? .left : .right)
    }
  }

  /// Moves the cursor of `section` by `key`, or the focus out of it past its edge.
  private func move(in section: CocktailSearchSection, _ key: Key) {
    switch section {
    case .search: break
    case .restaurants: moveInRestaurants(key)
    case .favourites: moveInFavourites(key)
    case .drinks: moveInDrinks(key)
    }
  }

  private func moveInRestaurants(_ key: Key) {
    restaurantRow.update(to: viewModel.cardIDs(in: .restaurants))
    viewModel.cursor(in: .restaurants).map { restaurantRow.select(id: $0) }
    switch restaurantRow.move(key) {
    case .pastEnd: viewModel.focus(on: belowRestaurants)
    default: restaurantRow.selectedID.map { viewModel.select($0, in: .restaurants) }
    }
  }

  /// Moves along the favourites; ↑ goes to the restaurants, ↓ to the drinks.
  private func moveInFavourites(_ key: Key) {
    favouriteRow.update(to: viewModel.cardIDs(in: .favourites))
    viewModel.cursor(in: .favourites).map { favouriteRow.select(id: $0) }
    switch favouriteRow.move(key) {
    case .pastStart: viewModel.focus(on: .restaurants)
    case .pastEnd: viewModel.focus(on: .drinks)
    default: favouriteRow.selectedID.map { viewModel.select($0, in: .favourites) }
    }
  }

  /// Moves through the drinks' grid, a page being the rows on screen less one for context; ↑
  /// from the first row goes to the favourites, or the restaurants while there are none.
  private func moveInDrinks(_ key: Key) {
    followDrinks()
    if drinkGrid.move(key) == .pastStart {
      viewModel.focus(on: viewModel.favourites.drinks.isEmpty ? .restaurants : .favourites)
    } else {
      drinkGrid.selectedID.map { viewModel.select($0, in: .drinks) }
    }
  }

  /// What ↓ from the restaurants reaches: the favourites, when there is one.
  private var belowRestaurants: CocktailSearchSection {
    viewModel.favourites.drinks.isEmpty ? .drinks : .favourites
  }

  /// Takes the grid to the view model's drinks, in constant time while they are the same array,
  /// its selection on the view model's cursor.
  ///
  /// - Returns: Whether the drinks changed.
  @discardableResult
  private func followDrinks() -> Bool {
    let cards = viewModel.drinkCards
    var changed = false
    if cards != followedDrinkCards {
      followedDrinkCards = cards
      changed = drinkGrid.update(to: cards.map(\.id))
    }
    viewModel.cursor(in: .drinks).map { drinkGrid.select(id: $0) }
    return changed
  }

  private func retry() {
    if viewModel.restaurants.failure != nil { viewModel.retryRestaurantsTapped() }
    if viewModel.drinks.failure != nil { viewModel.retryDrinksTapped() }
  }
}

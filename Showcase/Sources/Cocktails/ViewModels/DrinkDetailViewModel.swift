public import Foundation
public import MVVMKit
import MVVMKitNetworking
public import Observation

/// A drink's detail: name, category, glass, tags, instructions and every ingredient with its
/// measure. When the drink it was opened with lacks the recipe, it loads the full record. The drink
/// can be kept as a favourite (the app's ``Favourites``), and a favourite's record is kept whole
/// once loaded, for its recipe to show offline.
@MainActor @Observable
public final class DrinkDetailViewModel: Identifiable {
  /// The drink's id.
  public nonisolated let id: String
  /// The drink: loaded, or loading while only a summary is known.
  public private(set) var drink: Loadable<Drink>
  /// The favourite drinks, shared with the app's other screens.
  public let favourites: Favourites

  @ObservationIgnored private let service: any DrinkService
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case lookup }

  /// No drink has the id that was asked for: asking again cannot mend it.
  struct DrinkNotFound: LocalizedError, RetryableError {
    let id: String
    var errorDescription: String? { "There is no drink with the id \(id)." }
    var isRetryable: Bool { false }
  }

  /// The detail of `drink`, loading its full record from `service` if it lacks the recipe;
  /// `favourites` are the app's (kept for the screen's life only by default).
  public init(
    drink: Drink, service: any DrinkService, favourites: Favourites? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.id = drink.id
    self.drink = drink.hasRecipe ? .loaded(drink) : .loading(previous: drink)
    self.favourites = favourites ?? Favourites(store: nil)
    self.service = service
    self.tasks = TaskOwner(clock: clock)
  }

  /// The detail of the drink `id`, loaded from `service` when it appears.
  public init(
    drinkID: String, service: any DrinkService, favourites: Favourites? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.id = drinkID
    self.drink = .idle
    self.favourites = favourites ?? Favourites(store: nil)
    self.service = service
    self.tasks = TaskOwner(clock: clock)
  }

  // MARK: Inputs

  /// The detail appeared: loads the full record unless it is here already or loading.
  public func appeared() {
    guard drink.value?.hasRecipe != true else { return }
    load()
  }

  /// Retry was tapped after a failed load.
  public func retryTapped() {
    load()
  }

  /// The drink is kept as a favourite, or forgotten if it is one; nothing before even its name
  /// is known.
  public func favouriteToggled() {
    guard let drink = drink.value else { return }
    favourites.toggle(drink)
  }

  // MARK: Outputs

  /// Whether the drink is a favourite.
  public var isFavourite: Bool { favourites.contains(id: id) }

  /// What the favourite switch says: "★ Favourite" when the drink is one, else "☆ Favourite".
  public var favouriteLabel: String { isFavourite ? "★ Favourite" : "☆ Favourite" }

  /// The drink's name; "Loading…" until it is known, and the id when it could not be loaded.
  public var name: String {
    if let name = drink.value?.name { return name }
    return drink.failure == nil ? "Loading…" : "Drink \(id)"
  }

  /// "Category · Alcoholic", with whichever parts are known.
  public var kind: String {
    [drink.value?.category, drink.value?.alcoholic].compactMap(\.self).joined(separator: " · ")
  }

  /// The glass, such as "Highball glass".
  public var glass: String? { drink.value?.glass }
  /// The drink's picture, at its full size (`strDrinkThumb`).
  public var pictureURL: URL? { drink.value?.thumbnailURL }

  /// "IBA: Unforgettables" when the drink is on an IBA list.
  public var iba: String? { drink.value?.iba.map { "IBA: \($0)" } }

  /// The tags, joined: "IBA, Classic".
  public var tags: String? {
    guard let tags = drink.value?.tags, !tags.isEmpty else { return nil }
    return tags.joined(separator: ", ")
  }

  /// The instructions, once known; once the drink's whole record is, a sentence saying it has
  /// none, rather than no section at all.
  public var instructions: String? {
    if let instructions = drink.value?.instructions { return instructions }
    guard case .loaded = drink else { return nil }  // a summary: the record will say
    return "No instructions were given for this drink."
  }

  /// The ingredients, with their measures apart, for a view that lines the measures up.
  public var ingredients: [Ingredient] { drink.value?.ingredients ?? [] }

  /// One line per ingredient: "1 1/2 oz Light rum", or "Soda water" without a measure.
  public var ingredientLines: [String] { drink.value?.ingredients.map(\.line) ?? [] }

  /// What the detail says while the recipe loads.
  public let recipeLoadingText = "Loading the recipe…"

  /// What the detail shows for its state.
  public var status: ListStatus {
    drink.listStatus(emptyMessage: "", isEmpty: { _ in false })
  }

  // MARK: Work

  private func load() {
    tasks.load(.lookup, into: \.drink, on: self, policy: .dropIfRunning) { [service, id] in
      guard let drink = try await service.drink(id: id) else { throw DrinkNotFound(id: id) }
      return drink
    } onLoaded: { viewModel, drink in
      viewModel.favourites.update(drink)
    }
  }
}

extension DrinkDetailViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "drink": drink,
        "status": status,
        "name": name,
        "kind": kind,
        "ingredientLines": ingredientLines,
        "isFavourite": isFavourite,
      ])
  }
}

extension DrinkDetailViewModel: ActingViewModel {
  /// What the screen can do: keep the drink as a favourite, or forget it, once its name is known.
  public var actions: [ScreenAction] {
    [
      ScreenAction(
        "favourite", title: isFavourite ? "unfavourite" : "favourite",
        isEnabled: drink.value != nil, isOn: isFavourite
      ) { [weak self] in self?.favouriteToggled() }
    ]
  }
}

extension DrinkDetailViewModel: RetryingViewModel, AppearingViewModel {
  /// Whether the drink has loaded or failed.
  public var isSettled: Bool { drink.isSettled }
  /// Whether the drink failed.
  public var hasFailure: Bool { drink.failure != nil }
  /// Whether asking again may load the drink: not when no drink has its id.
  public var canRetry: Bool { drink.failure?.isRetryable == true }
}

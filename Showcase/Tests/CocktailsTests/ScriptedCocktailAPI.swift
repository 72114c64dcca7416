import Cocktails
import MVVMKitNetworking
import MVVMKitTesting

/// TheCocktailDB and the restaurant API as a view model test scripts them: answers per call,
/// queued (the last one stays), every call recorded, chosen calls held until the test releases
/// them, and a held call that its task cancels ends as a cancelled request does.
@MainActor final class ScriptedCocktailAPI {
  /// Answers to searches, by query; no drinks unless set.
  var searches: [String: [Result<[Drink], APIError>]] = [:]
  /// Answers to `filter.php?i=`, by ingredient; no drinks unless set.
  var ingredients: [String: [Result<[Drink], APIError>]] = [:]
  /// Answers to `filter.php?a=`, by kind; no drinks unless set.
  var kinds: [DrinkSearch.Alcohol: [Result<[Drink], APIError>]] = [:]
  /// Answers to lookups, by id; no drink unless set.
  var lookups: [String: [Result<Drink?, APIError>]] = [:]
  /// Answers to the restaurant list; none unless set.
  var restaurants: [Result<[Restaurant], APIError>] = [.success([])]
  /// The calls, held and released as the test says.
  let script = CallScript()
  /// Every call, in order: `search "rum"`, `ingredient "gin"`, `kind alcoholic`, `lookup 11000`,
  /// `restaurants`.
  var calls: [String] { script.calls }
  /// The calls that ended because their task was cancelled while held.
  var cancelled: [String] { script.cancelled }

  /// The drink service the view model under test talks to.
  var drinks: TestDrinkService {
    TestDrinkService(
      searchDrinks: { (query: String) async throws(APIError) -> [Drink] in
        try await self.search(query)
      },
      drinksWithIngredient: { (name: String) async throws(APIError) -> [Drink] in
        try await self.ingredient(name)
      },
      drinksOfKind: { (kind: DrinkSearch.Alcohol) async throws(APIError) -> [Drink] in
        try await self.kind(kind)
      },
      drink: { (id: String) async throws(APIError) -> Drink? in try await self.lookup(id) })
  }

  /// The restaurant service the view model under test talks to.
  var restaurantService: TestRestaurantService {
    TestRestaurantService { () async throws(APIError) -> [Restaurant] in
      try await self.restaurantList()
    }
  }

  private func search(_ query: String) async throws(APIError) -> [Drink] {
    try await script.arrive(#"search "\#(query)""#)
    return try CallScript.next(&searches[query, default: []])?.get() ?? []
  }

  private func ingredient(_ name: String) async throws(APIError) -> [Drink] {
    try await script.arrive(#"ingredient "\#(name)""#)
    return try CallScript.next(&ingredients[name, default: []])?.get() ?? []
  }

  private func kind(_ kind: DrinkSearch.Alcohol) async throws(APIError) -> [Drink] {
    try await script.arrive("kind \(kind.rawValue)")
    return try CallScript.next(&kinds[kind, default: []])?.get() ?? []
  }

  private func lookup(_ id: String) async throws(APIError) -> Drink? {
    try await script.arrive("lookup \(id)")
    return try CallScript.next(&lookups[id, default: []])?.get() ?? nil
  }

  private func restaurantList() async throws(APIError) -> [Restaurant] {
    try await script.arrive("restaurants")
    return try CallScript.next(&restaurants)?.get() ?? []
  }

  /// Holds `call` (such as `search "rum"` or `restaurants`) until ``release(_:)``.
  func hold(_ call: String) {
    script.hold(call)
  }

  /// Lets the held `call` answer, now and from now on.
  func release(_ call: String) {
    script.release(call)
  }

  /// Waits until `count` calls were made in all.
  func waitForCalls(_ count: Int) async {
    await script.waitForCalls(count)
  }

  /// Waits until a held call is cancelled.
  func waitForCancellation() async {
    await script.waitForCancellation()
  }
}

import Clocks
import Foundation
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import MVVMKitStorage
import MVVMKitTesting
import SnapshotTesting
import TerminalUI
import Testing

@testable import Cocktails
@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// Every state of the Cocktails screens, as text, at 100x30 and 60x20.
@MainActor @Suite(.snapshots(record: .missing), .timeLimit(.scaled(minutes: 1)))
struct CocktailsScreenSnapshotTests {
  let client = StubHTTPClient()
  let base = URL(string: "http://cocktails.test/")!

  private func makeViewModel() -> CocktailSearchViewModel {
    CocktailSearchViewModel(
      drinkService: CocktailDBService(client: client, baseURL: base),
      restaurantService: RestaurantAPIService(client: client, baseURL: base),
      clock: ImmediateClock())
  }

  private func stubBundled(search: String = "", restaurants: Bool = true) async throws {
    let drinks = try await CocktailsBundle.client().send(
      Endpoint<DrinksResponse>(path: "search.php", query: ["s": search]).request(baseURL: base))
    await client.stub("search.php", with: .response(drinks))
    if restaurants {
      let list = try await CocktailsBundle.client().send(
        HTTPRequest(url: base.appendingPathComponent("restaurants")))
      await client.stub("restaurants", with: .response(list))
    }
  }

  private func loadedScreen(query: String? = nil) async throws -> (
    CocktailSearchViewModel, CocktailSearchScreen
  ) {
    try await stubBundled(search: query ?? "")
    let viewModel = makeViewModel()
    if let query { viewModel.searchTextChanged(query) }
    let screen = CocktailSearchScreen(viewModel: viewModel)
    screen.appeared()
    await viewModel.tasks.idle()
    return (viewModel, screen)
  }

  @Test func aCardWhosePictureCouldNotBeHadGivesItsTitleThePictureColumn() async throws {
    let name = "Whitecap Margarita Sour"  // wider than a card's title beside a picture
    try await stubBundled()
    await client.stub(
      "search.php",
      with: .json(
        #"{"drinks": [{"idDrink": "1", "strDrink": "\#(name)", "strDrinkThumb": "http://cocktails.test/img/1.jpg", "strCategory": "Cocktail", "strAlcoholic": "Alcoholic", "strGlass": "Margarita glass"}]}"#
      ))
    await client.stub("img/1.jpg/small", with: .status(404))
    let viewModel = makeViewModel()
    let images = ImageStore(loader: ImageLoader(client: client), colors: .greyscale)
    let screen = CocktailSearchScreen(viewModel: viewModel, images: images)
    screen.appeared()
    await viewModel.tasks.idle()
    let card = { frame(of: screen, width: 120, height: 40).plainText() }
    // Asked for, then failed: the card's picture column gives way to the title.
    #expect(!card().contains("│ \(name) "), "cut beside the picture loading")
    await waitUntil { images.isIdle }
    #expect(images.isUnavailable(URL(string: "http://cocktails.test/img/1.jpg/small")!))
    #expect(card().contains("│ \(name) "), "\(card())")
    #expect(!card().contains("Image unavailable"))
  }

  /// On a wide terminal, a drink's card grows and its picture with it: a card seven rows tall
  /// (five inside) whose picture is square in ten columns, not six by three.
  @Test func onAWideTerminalACardsPictureGrowsWithTheCard() async throws {
    try await stubBundled()
    await client.stub(
      "search.php",
      with: .json(
        #"{"drinks": [{"idDrink": "1", "strDrink": "Sour", "strDrinkThumb": "http://cocktails.test/img/1.jpg", "strCategory": "Cocktail", "strAlcoholic": "Alcoholic", "strGlass": "Rocks glass"}]}"#
      ))
    let grey = [UInt8](repeating: 128, count: 40 * 40 * 3)
    let png = try PictureEncoder.encode(rgb: grey, width: 40, height: 40, for: .kitty).get()
    await client.stub(
      "img/1.jpg/small",
      with: .response(
        HTTPResponse(statusCode: 200, headers: ["Content-Type": "image/png"], body: Data(png))))
    let viewModel = makeViewModel()
    let images = ImageStore(loader: ImageLoader(client: client), colors: .greyscale)
    let screen = CocktailSearchScreen(viewModel: viewModel, images: images)
    screen.appeared()
    await viewModel.tasks.idle()
    func card(width: Int) -> [Substring] {
      let lines = frame(of: screen, width: width, height: 40).plainText().split(separator: "\n")
      guard let title = lines.firstIndex(where: { $0.contains("Sour") && $0.contains("│") })
      else { return [] }
      return Array(lines[(title - 1)...].prefix { !$0.contains("╰") || $0.contains("╭") })
    }
    _ = card(width: 160)
    await waitUntil { images.isIdle }
    #expect(
      card(width: 160).count == 6,
      "seven rows at 160 columns:\n\(card(width: 160).joined(separator: "\n"))")
    #expect(card(width: 100).count == 4, "five at 100")
  }

  @Test func loaded() async throws {
    let (_, screen) = try await loadedScreen()
    assertFrames(screen, named: "loaded")
  }

  @Test func helpOverTheSearch() async throws {
    let (_, screen) = try await loadedScreen()
    assertFrames(screen, named: "search", showingHelp: true)
  }

  @Test func searchResults() async throws {
    let (viewModel, screen) = try await loadedScreen(query: "rum")
    #expect(viewModel.drinksTitle == "3 Items found")
    assertFrames(screen, named: "rum")
  }

  @Test func loading() async throws {
    let pending = PendingResponse()
    await client.stub("search.php", with: .pending(pending))
    await client.stub("restaurants", with: .pending(pending))
    let viewModel = makeViewModel()
    let screen = CocktailSearchScreen(viewModel: viewModel)
    screen.appeared()
    assertFrames(screen, named: "loading")
    await pending.fail(.cancelled)
    await viewModel.tasks.idle()
  }

  @Test func emptyResults() async throws {
    await client.stub("search.php", with: .json(#"{"drinks": null}"#))
    await client.stub("restaurants", with: .json(#"{"restaurants": []}"#))
    let viewModel = makeViewModel()
    viewModel.searchTextChanged("xyz")
    let screen = CocktailSearchScreen(viewModel: viewModel)
    screen.appeared()
    await viewModel.tasks.idle()
    assertFrames(screen, named: "empty")
  }

  @Test func restaurantsFailed() async throws {
    try await stubBundled()
    await client.stub("restaurants", with: .failure(.transport("connection refused")))
    let viewModel = makeViewModel()
    let screen = CocktailSearchScreen(viewModel: viewModel)
    screen.appeared()
    await viewModel.tasks.idle()
    assertFrames(screen, named: "restaurants-failed")
  }

  @Test func drinksFailed() async throws {
    try await stubBundled()
    await client.stub("search.php", with: .status(500, body: "Internal Server Error"))
    let viewModel = makeViewModel()
    let screen = CocktailSearchScreen(viewModel: viewModel)
    screen.appeared()
    await viewModel.tasks.idle()
    assertFrames(screen, named: "drinks-failed")
  }

  @Test func detail() async throws {
    let detail = DrinkDetailViewModel(
      drinkID: "11000", service: CocktailDBService.bundled(), clock: ImmediateClock())
    let screen = DrinkDetailScreen(viewModel: detail)
    screen.appeared()
    await detail.tasks.idle()
    assertFrames(screen, named: "detail")
    assertFrames(screen, named: "detail", showingHelp: true)
  }

  @Test func aFavouriteThatCannotBeKeptIsSaidOnTheDetail() async throws {
    let detail = DrinkDetailViewModel(
      drinkID: "11000", service: CocktailDBService.bundled(),
      favourites: Favourites(store: TestFavouriteStore.refusing), clock: ImmediateClock())
    let screen = DrinkDetailScreen(viewModel: detail)
    screen.appeared()
    await detail.tasks.idle()
    detail.favouriteToggled()  // what f does
    let lines = frame(of: screen, width: 80, height: 24).plainText()
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("☆ Favourite"), "not kept")
    #expect(lines.contains("! Mojito could not be kept (disk full)."), "\(lines)")
  }

  @Test func detailFailed() async throws {
    await client.stub("lookup.php", with: .failure(.timeout))
    let detail = DrinkDetailViewModel(
      drinkID: "11000", service: CocktailDBService(client: client, baseURL: base),
      clock: ImmediateClock())
    let screen = DrinkDetailScreen(viewModel: detail)
    screen.appeared()
    await detail.tasks.idle()
    assertFrames(screen, named: "detail-failed")
  }

  @Test func tooSmall() async throws {
    let (_, screen) = try await loadedScreen()
    #expect(
      frame(of: screen, width: 59, height: 20).plainText().contains(
        "Terminal too small: 59x20, needs at least 60x20"))
    #expect(
      frame(of: screen, width: 60, height: 19).plainText().contains(
        "Terminal too small: 60x19, needs at least 60x20"))
    #expect(
      frame(of: screen, width: 40, height: 12).plainText().contains("Make it larger, or q to quit"))
  }
}

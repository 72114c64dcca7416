import Cocktails
import Foundation
import ImageDecoding
import MVVMKitNetworking
import ShowcaseTerminal
import TerminalUI

/// What a frame of the Cocktails search screen costs at 200x60: drawn and diffed whole, a
/// one-cell change, an unchanged frame, and a key (moving in the grid, scrolling a 4,000-card
/// grid by a row, typing in the search field, opening a drink's detail and going back), each key
/// handled, its frame drawn and diffed against the last as the app does. Moving in the grid is
/// measured again with every card's picture shown (a CC0 photo from the Gallery's set,
/// loaded and decoded before the keys), as the app draws them online, and once more with a pause
/// before each key, as a user types (the median key: the caches have gone cold meanwhile).
///
/// `swift run -c release RenderCost` (the best of five rounds of each, per operation);
/// `swift run -c release RenderCost WORD` measures only the operations whose names contain WORD
/// (to profile one).
@main
@MainActor
enum RenderCost {
  static let size = (width: 200, height: 60)
  static let rounds = 5

  static func main() async throws {
    let bundled = try await Scene(drinks: CocktailDBService.bundled())
    let large = try await Scene(drinks: ManyDrinks(count: 4_000))
    let picture = try Data(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Showcase/Sources/Gallery/Resources/photos/coffee.png")
        .standardized)
    let pictures = try await Scene(
      drinks: CocktailDBService.bundled(),
      images: ImageStore(loader: ImageLoader(client: OnePicture(picture: picture))))
    print("Cocktails search screen at \(size.width)x\(size.height), per operation:")

    report("full frame, drawn and diffed whole", operations: 200) { _ in
      bundled.renderer.invalidate()
      return bundled.drawAndRender()
    }
    var frame = bundled.frame()
    var changed = frame
    changed[100, 30] = Cell("x")
    var renderer = Renderer(colors: true)
    _ = renderer.render(frame)
    report("one-cell change, diffed", operations: 2_000) { step in
      swap(&frame, &changed)
      return renderer.render(frame)
    }
    report("unchanged frame, drawn and diffed", operations: 500) { _ in bundled.drawAndRender() }
    report("→/← in the grid, 54 drinks", operations: 500) { step in
      bundled.press(step.isMultiple(of: 2) ? .right : .left)
    }
    report("→/← in the grid, 4,000 drinks", operations: 500) { step in
      large.press(step.isMultiple(of: 2) ? .right : .left)
    }
    report("→/← in the grid, 54 drinks with pictures", operations: 500) { step in
      pictures.press(step.isMultiple(of: 2) ? .right : .left)
    }
    // As a user types: each key after a pause, in which this machine lets the caches go cold.
    // The gap to the row above is the price of cold caches, which KeyCost's keys pay too.
    try await reportAfterPause("pictures again, each key after 2 ms idle", keys: 300) { step in
      pictures.press(step.isMultiple(of: 2) ? .right : .left)
    }
    // Down from the last row shown: each key scrolls the grid by one row (5 rounds of 100 keys
    // go 500 rows down a grid of 572).
    for _ in 0..<(large.visibleRows - 1) { _ = large.press(.down) }
    report("↓ scrolling the 4,000-drink grid a row", operations: 100) { _ in large.press(.down) }
    _ = bundled.press(.character("/"))
    report("typing in the search field (x, ⌫)", operations: 500) { step in
      bundled.press(step.isMultiple(of: 2) ? .character("x") : .backspace)
    }
    _ = bundled.press(.escape)
    report("opening a drink's detail, and back (Enter, Esc)", operations: 200) { step in
      bundled.press(step.isMultiple(of: 2) ? .enter : .escape)
    }
  }

  /// Runs `operation` `operations` times a round and prints the best round's time per operation
  /// and the bytes the last operation wrote.
  static func report(
    _ name: String, operations: Int, _ operation: (Int) -> String
  ) {
    guard isMeasured(name) else { return }
    var best = Duration.seconds(1_000)
    var bytes = 0
    for _ in 0..<rounds {
      let start = ContinuousClock.now
      for step in 0..<operations { bytes = operation(step).utf8.count }
      best = min(best, ContinuousClock.now - start)
    }
    printRow(name, best / operations, bytes: bytes)
  }

  /// Runs `operation` `keys` times, each after sleeping for 2 ms, and prints the median time of
  /// one (the sleeps not counted).
  static func reportAfterPause(
    _ name: String, keys operations: Int, _ operation: (Int) -> String
  ) async throws {
    guard isMeasured(name) else { return }
    var times: [Duration] = []
    var bytes = 0
    for step in 0..<operations {
      try await Task.sleep(for: .milliseconds(2))
      let start = ContinuousClock.now
      bytes = operation(step).utf8.count
      times.append(ContinuousClock.now - start)
    }
    printRow(name, times.sorted()[operations / 2], bytes: bytes)
  }

  /// Whether the operation `name` is measured: every one, or those containing the word given.
  static func isMeasured(_ name: String) -> Bool {
    CommandLine.arguments.dropFirst().first.map { name.contains($0) } ?? true
  }

  /// Prints `name`'s time per operation, in microseconds, and the bytes it wrote.
  static func printRow(_ name: String, _ time: Duration, bytes: Int) {
    let microseconds = Double(time.components.attoseconds) / 1e12
    let padded = name.padding(toLength: 50, withPad: " ", startingAt: 0)
    print("  \(padded) \(String(format: "%8.1f", microseconds)) µs   \(bytes) bytes")
  }

  /// The search screen in a navigator, its sources loaded, and the renderer it is drawn with.
  @MainActor
  final class Scene {
    let viewModel: CocktailSearchViewModel
    let navigator: Navigator
    var renderer = Renderer(colors: true)

    init(drinks: any DrinkService, images: ImageStore? = nil) async throws {
      viewModel = CocktailSearchViewModel(
        drinkService: drinks, restaurantService: RestaurantAPIService.bundled())
      let screen = CocktailSearchScreen(viewModel: viewModel, images: images)
      navigator = Navigator(root: screen)
      screen.appeared()
      while !(viewModel.drinks.isSettled && viewModel.restaurants.isSettled) {
        try await Task.sleep(for: .milliseconds(1))
      }
      guard viewModel.drinks.failure == nil, viewModel.restaurants.failure == nil else {
        throw CocoaError(.fileReadCorruptFile)
      }
      _ = drawAndRender()
      _ = press(.escape)  // from the search field to the grid
      // The pictures the grid shows, loaded and decoded.
      while let images, !images.isIdle { try await Task.sleep(for: .milliseconds(1)) }
      _ = drawAndRender()
    }

    /// The rows of cards the grid shows.
    var visibleRows: Int { (RenderCost.size.height - 1 - 4 - 7 - 1) / 5 }

    func frame() -> ScreenBuffer {
      TerminalUI.frame(
        of: navigator, width: RenderCost.size.width, height: RenderCost.size.height)
    }

    func drawAndRender() -> String {
      renderer.render(frame())
    }

    /// Handles `key` as the app does, then draws and diffs the frame.
    func press(_ key: Key) -> String {
      navigator.handle(key, terminalSize: RenderCost.size)
      return drawAndRender()
    }
  }
}

/// Answers every request with the same picture.
struct OnePicture: HTTPClient {
  let picture: Data

  func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    HTTPResponse(statusCode: 200, headers: ["Content-Type": "image/png"], body: picture)
  }
}

/// A drink service that finds `count` drinks for every search: the bundled ones over and over,
/// each with an id and a name of its own.
struct ManyDrinks: DrinkService {
  let count: Int

  func searchDrinks(matching query: String) async throws(APIError) -> [Drink] {
    let bundled = try await CocktailDBService.bundled().searchDrinks(matching: "")
    return (0..<count).map { index in
      let drink = bundled[index % bundled.count]
      return Drink(
        id: "\(100_000 + index)", name: "\(drink.name) #\(index + 1)", category: drink.category,
        alcoholic: drink.alcoholic, glass: drink.glass, instructions: drink.instructions,
        thumbnailURL: drink.thumbnailURL, tags: drink.tags, iba: drink.iba,
        ingredients: drink.ingredients)
    }
  }

  func drinks(withIngredient name: String) async throws(APIError) -> [Drink] {
    try await searchDrinks(matching: name)
  }

  func drinks(alcohol: DrinkSearch.Alcohol) async throws(APIError) -> [Drink] {
    try await searchDrinks(matching: "")
  }

  func drink(id: String) async throws(APIError) -> Drink? {
    nil
  }
}

import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The drinks' pictures: in the cards and beside the recipe when the server serves them
/// (`strDrinkThumb`, and its `/small` size for cards), never attempted on the bundled data.
@Suite(.timeLimit(.scaled(minutes: 1))) struct CocktailsPicturesTests {
  /// A photo from the source tree, as a drink's picture.
  static let pictureFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Sources/Gallery/Resources/photos/coffee.png")
    .standardizedFileURL
  static let picture: Data = {
    do { return try Data(contentsOf: pictureFile) } catch { return Data() }
  }()

  /// Runs `arguments` against a server with one drink whose picture it serves; the paths asked.
  func run(_ arguments: [String]) async throws -> (output: String, asked: [String]) {
    try await serve { url in
      try await runShowcase(
        ["cocktails", "--once", "--width", "100", "--height", "30"] + arguments + [
          "--cocktail-api", url.absoluteString, "--restaurant-api", url.absoluteString,
        ],
        // In true colour a picture is half blocks; without colour, characters.
        environment: ["COLORTERM": "truecolor", "NO_COLOR": ""]
      ).output
    }
  }

  /// Runs `test` against a server with one drink whose picture it serves; the paths asked.
  func serve<Value: Sendable>(_ test: @escaping @Sendable (URL) async throws -> Value)
    async throws -> (output: Value, asked: [String])
  {
    let asked = Asked()
    let output = try await LocalHTTPServer.run { router in
      router.get("search.php") { request, _ in
        let base = "http://\(request.head.authority ?? "")/"
        return LocalHTTPServer.json(
          #"{"drinks":[{"idDrink":"1","strDrink":"Espresso Rum","strCategory":"Coffee","strGlass":"Cup","strDrinkThumb":"\#(base)images/espresso.png","strInstructions":"Stir.","strIngredient1":"Rum","strMeasure1":"1 oz"}]}"#
        )
      }
      router.get("lookup.php") { request, _ in
        let base = "http://\(request.head.authority ?? "")/"
        return LocalHTTPServer.json(
          #"{"drinks":[{"idDrink":"1","strDrink":"Espresso Rum","strCategory":"Coffee","strGlass":"Cup","strDrinkThumb":"\#(base)images/espresso.png","strInstructions":"Stir.","strIngredient1":"Rum","strMeasure1":"1 oz"}]}"#
        )
      }
      router.get("restaurants") { _, _ in LocalHTTPServer.json(#"{"restaurants":[]}"#) }
      router.get("images/**") { request, _ in
        await asked.add(request.uri.path)
        return Response(
          status: .ok, headers: [.contentType: "image/png"],
          body: ResponseBody(byteBuffer: ByteBuffer(bytes: Self.picture)))
      }
    } test: { url in
      try await test(url)
    }
    return (output, await asked.paths)
  }

  actor Asked {
    private(set) var paths: [String] = []
    func add(_ path: String) { paths.append(path) }
  }

  @Test func aCardShowsTheSmallPictureAndTheDetailTheFullOne() async throws {
    #expect(!Self.picture.isEmpty)
    let search = try await run(["--query", "espresso"])
    #expect(search.asked == ["/images/espresso.png/small"])
    let card = search.output.split(separator: "\n").first { $0.contains("Espresso Rum") } ?? ""
    #expect(card.contains("▀"), "the picture beside the name: \(card)")
    let detail = try await run(["--drink", "1"])
    #expect(detail.asked == ["/images/espresso.png"], "\(detail.output)")
    #expect(
      detail.output.split(separator: "\n").contains { $0.contains("Stir.") && $0.contains("▀") },
      "\(detail.output)")
  }

  @Test func theWebCardAndDrinkShowThePictureThroughTheServer() async throws {
    let page = try await serve { url in
      try await WebSecurityTests.settledPage(
        try CocktailsCommand.parse([
          "--cocktail-api", url.absoluteString, "--restaurant-api", url.absoluteString,
          "--query", "espresso",
        ]))
    }
    #expect(
      page.output.contains(
        #"<img src="/images/1" alt="" loading="lazy"><strong>Espresso Rum</strong>"#))
    #expect(page.asked == [], "the browser asks for the picture, not the first response")
  }

  @Test func theBundledDrinksAskForNoPictureAndSayNothingOfIt() async throws {
    let run = try await runShowcase(
      ["cocktails", "--once", "--query", "rum", "--width", "100", "--height", "30"],
      environment: [
        "COCKTAIL_API_URL": "", "RESTAURANT_API_URL": "", "COLORTERM": "truecolor", "NO_COLOR": "",
      ])
    #expect(run.status == 0)
    #expect(!run.output.contains("▀"))
    #expect(!run.output.lowercased().contains("image"))
  }
}

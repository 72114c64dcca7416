import Cocktails
import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import Testing

/// The Cocktails options of the second round, end to end: `showcase cocktails --once` by
/// ingredient, of one kind, with the favourites of `--data-dir`, on the bundled data and on a
/// TheCocktailDB-shaped server on loopback.
@Suite(.timeLimit(.scaled(minutes: 1))) final class CocktailsOnceTests {
  private let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "cocktails-once-\(UUID().uuidString)")

  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  @Test func anIngredientFindsTheDrinksMadeWithIt() async throws {
    let run = try await runShowcase([
      "cocktails", "--once", "--ingredient", "Gin", "--width", "80", "--height", "24",
    ])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n")
    #expect(lines[1].hasPrefix(" ╭ Search by ingredient · All drinks ─"))
    #expect(lines[2].hasPrefix(" │ Gin "))
    #expect(lines.contains { $0.hasPrefix(" 11 Items found (sample, no photos)") })
    #expect(lines.contains { $0.contains("│ Negroni ") })
  }

  @Test func noAlcoholKeepsOnlyTheDrinksWithout() async throws {
    let run = try await runShowcase([
      "cocktails", "--once", "--ingredient", "lime juice", "--alcoholic", "no", "--width", "100",
      "--height", "30",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains(" ╭ Search by ingredient · Non-alcoholic ─"))
    #expect(run.output.contains("│ Virgin Mojito "))
    #expect(!run.output.contains("│ Mojito "))
  }

  @Test func aQueryAndAnIngredientTogetherAreRefused() async throws {
    let run = try await runShowcase(["cocktails", "--once", "--query", "x", "--ingredient", "y"])
    #expect(run.status == 64)
    #expect(
      run.output.hasPrefix(
        "Error: --query searches names and --ingredient an ingredient: give one.\n"))
  }

  @Test func theFavouritesOfTheDataDirectoryAreListedAndLeftAsTheyWere() async throws {
    let file = try FavouritesFile(directory: directory)
    try file.keep(
      Drink(id: "11007", name: "Margarita", category: "Ordinary Drink", alcoholic: "Alcoholic"),
      at: Date(timeIntervalSince1970: 1))
    let path = directory.appendingPathComponent(FavouritesFile.fileName).path
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let run = try await runShowcase([
      "cocktails", "--once", "--data-dir", directory.path, "--width", "80", "--height", "30",
    ])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n")
    let favourites = try #require(lines.firstIndex { $0.hasPrefix(" Favourites") })
    #expect(lines[favourites + 2].hasPrefix(" │ Margarita "))
    #expect(lines[favourites + 3].hasPrefix(" │ Ordinary Drink, Alcoholic "))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "--once only looks")
  }

  @Test func aLiveServerAnswersTheIngredientAndTheKind() async throws {
    let run = try await LocalHTTPServer.run { router in
      router.get("api/json/v1/1/filter.php") { request, _ in
        let query = request.uri.queryParameters
        if query["i"] == "Gin" {
          return LocalHTTPServer.json(
            #"{"drinks":[{"strDrink":"Negroni","strDrinkThumb":null,"idDrink":"11003"},{"strDrink":"Gin Fizz","strDrinkThumb":null,"idDrink":"11410"}]}"#
          )
        }
        if query["a"] == "Alcoholic" {
          return LocalHTTPServer.json(
            #"{"drinks":[{"strDrink":"Negroni","strDrinkThumb":null,"idDrink":"11003"}]}"#)
        }
        return LocalHTTPServer.json(#"{"drinks":"no data found"}"#)
      }
    } test: { url in
      try await runShowcase(
        [
          "cocktails", "--once", "--ingredient", "Gin", "--alcoholic", "yes", "--width", "80",
          "--height", "24", "--cocktail-api",
          url.appendingPathComponent("api/json/v1/1/").absoluteString,
        ], queued: false)
    }
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("\n 1 Item found (from TheCocktailDB)\n"), "the credit it asks for")
    #expect(run.output.contains("│ Negroni "))
    #expect(!run.output.contains("Gin Fizz"))
  }

  @Test func oneBadRestaurantOrOneNameThatIsNotUTF8LeavesTheOthersShown() async throws {
    let run = try await LocalHTTPServer.run { router in
      router.get("restaurants/restaurants") { _, _ in
        LocalHTTPServer.json(
          #"{"restaurants":[{"id":"r1","name":"Four","openingHours":"Mon","address":"1 Street","rating":"four"},{"id":"r2","name":"Noodle & Co","openingHours":"Tue–Sun","address":"3 Wardour Street","rating":4.3}]}"#
        )
      }
      router.get("drinks/search.php") { _, _ in
        // "Mojito" spelt with a Latin-1 "ó": one byte that is not UTF-8.
        var body = Data(#"{"drinks":[{"idDrink":"1","strDrink":"Moj"#.utf8)
        body.append(0xF3)
        body.append(
          contentsOf: Data(
            #"ito","strCategory":"Cocktail","strAlcoholic":"Alcoholic","strGlass":"Highball glass"}]}"#
              .utf8))
        return Response(
          status: .ok, headers: [.contentType: "application/json"],
          body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
      }
    } test: { url in
      try await runShowcase(
        [
          "cocktails", "--once", "--query", "moj", "--width", "100", "--height", "30",
          "--restaurant-api", url.appendingPathComponent("restaurants/").absoluteString,
          "--cocktail-api", url.appendingPathComponent("drinks/").absoluteString,
        ], queued: false)
    }
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains(" Restaurants · 1 of 2 restaurants could not be read"), "\(run.output)")
    #expect(run.output.contains("│ Noodle & Co "))
    #expect(run.output.contains("│ Moj\u{FFFD}ito "), "\(run.output)")
  }

  @Test func aDrinkThatCannotBeReadIsCountedInTheDrinksTitle() async throws {
    let run = try await LocalHTTPServer.run { router in
      router.get("drinks/search.php") { _, _ in
        LocalHTTPServer.json(
          #"{"drinks":[{"idDrink":"1","strDrink":"Mojito","strCategory":"Cocktail","strAlcoholic":"Alcoholic","strGlass":"Highball glass"},{"idDrink":"2","strDrink":12345}]}"#
        )
      }
    } test: { url in
      try await runShowcase(
        [
          "cocktails", "--once", "--query", "moj", "--width", "100", "--height", "30",
          "--cocktail-api", url.appendingPathComponent("drinks/").absoluteString,
        ], queued: false)
    }
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains(" 1 Item found · 1 of 2 drinks could not be read (from TheCocktailDB)"),
      "\(run.output)")
    #expect(run.output.contains("│ Mojito "), "\(run.output)")
  }

  @Test func withAPlacesKeyTheRestaurantsAreCocktailBarsNearTheLocation() async throws {
    actor Bodies {
      var seen: [String] = []
      func append(_ body: String) { seen.append(body) }
    }
    let bodies = Bodies()
    let key = "AIzaSy-bars-test-key"
    let run = try await LocalHTTPServer.run { router in
      router.post("v1/places:searchText") { request, _ in
        let body = String(buffer: try await request.body.collect(upTo: 1 << 16))
        await bodies.append(body)
        guard request.headers.first(where: { $0.name.rawName == "X-Goog-Api-Key" })?.value == key
        else { return LocalHTTPServer.json("{}", status: .forbidden) }
        return LocalHTTPServer.json(
          #"{"places": [{"id": "bar-1", "displayName": {"text": "Swift Soho"}, "shortFormattedAddress": "12 Old Compton St, London", "location": {"latitude": 51.5133, "longitude": -0.1317}, "rating": 4.6, "currentOpeningHours": {"openNow": true}}]}"#
        )
      }
    } test: { url in
      try await runShowcase(
        [
          "cocktails", "--once", "--query", "rum", "--width", "100", "--height", "30",
          "--places-api", url.appendingPathComponent("v1/").absoluteString, "--places-key", key,
          "--location", "51.5136,-0.1347",
        ], queued: false)
    }
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains(" Cocktail bars · Google Maps"), "\(run.output)")
    #expect(run.output.contains("│ Swift Soho "))
    #expect(run.output.contains("│ Open now "))
    #expect(run.output.contains("│ 12 Old Compton St, London "))
    #expect(!run.output.contains(key))
    let body = try #require(await bodies.seen.first)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    #expect(json["textQuery"] as? String == "cocktail bar")
    #expect(json["pageSize"] as? Int == 20)
    let circle = try #require(
      (json["locationBias"] as? [String: Any])?["circle"] as? [String: Any])
    let center = try #require(circle["center"] as? [String: Double])
    #expect(center == ["latitude": 51.5136, "longitude": -0.1347])
    #expect(circle["radius"] as? Double == 1500)
  }

  @Test func liveWithoutAKeySaysWhatTheBarsNeedAndTheDrinksStillShow() async throws {
    let run = try await runShowcase(
      [
        "cocktails", "--once", "--query", "rum", "--width", "100", "--height", "30",
        "--live", "--cocktail-api", "http://127.0.0.1:9/", "--offline",
      ],
      environment: ["GOOGLE_PLACES_API_KEY": ""], queued: false)
    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.replacing("\n", with: " ").contains("Google Places API (New), which needs a key"),
      "\(run.output)")
  }
}

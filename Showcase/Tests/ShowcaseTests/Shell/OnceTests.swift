import Foundation
import LocalHTTPServer
import MVVMKitTesting
import Testing

/// `showcase … --once`: one frame as plain text, for scripts.
@Suite(.timeLimit(.scaled(minutes: 1))) struct OnceTests {
  private func showcase(_ arguments: [String], environment: [String: String] = [:]) async throws
    -> (status: Int32, output: String)
  {
    try await runShowcase(arguments, environment: environment)
  }

  @Test func printsOneFrameWithoutEscapeCodes() async throws {
    let run = try await showcase([
      "cocktails", "--once", "--width", "80", "--height", "24", "--query", "margarita",
    ])
    #expect(run.status == 0)
    #expect(!run.output.contains("\u{1B}"))
    #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).count == 25)
    #expect(run.output.contains("1 Item found"))
    #expect(run.output.contains("│ Margarita"))
  }

  @Test(arguments: [(["--width", "59"], "59x30"), (["--height", "12", "--width", "40"], "40x12")])
  func aFrameAskedForBelowTheSmallestIsRefused(size: [String], named: String) async throws {
    let run = try await showcase(["cocktails", "--once"] + size)
    #expect(run.status == 64)
    #expect(
      run.output == """
        Error: Terminal too small: \(named), needs at least 60x20.
        Usage: showcase cocktails <options>
          See 'showcase cocktails --help' for more information.

        """)
  }

  @Test func aFrameSizedBelowTheSmallestByTheVariablesIsRefused() async throws {
    let run = try await showcase(
      ["cocktails", "--once"], environment: ["COLUMNS": "40", "LINES": "10"])
    #expect(run.status == 64)
    #expect(run.output.hasPrefix("Error: Terminal too small: 40x10, needs at least 60x20.\n"))
  }

  /// `--images`: with `none`, a photo's frame leaves the photo out, its room too, and with
  /// `kitty` `--once` still prints text (half-blocks). A mode it does not know is refused
  /// (`ArgumentErrorTests`).
  @Test func onceDrawsTextWhateverTheImagesMode() async throws {
    let photo = [
      "gallery", "--once", "--photo", "892f19b8-c7ad-57aa-be4c-f8f4d348cb20", "--width", "80",
      "--height", "20",
    ]
    let none = try await showcase(photo + ["--images", "none"])
    #expect(none.status == 0)
    #expect(none.output.contains(" The astronaut Eileen Collins"))
    let blocks = try await showcase(photo + ["--images", "blocks"])
    #expect(blocks.status == 0)
    // The photo, as characters, is the frame's first rows; with none, the title is the first.
    let firstRow = { (output: String) in output.split(separator: "\n").first.map(String.init) }
    #expect(firstRow(blocks.output)?.trimmingCharacters(in: .whitespaces).isEmpty == false)
    #expect(none.output.hasPrefix(" The astronaut Eileen Collins\n"), "\(none.output)")
    let kitty = try await showcase(photo + ["--images", "kitty"])
    #expect(kitty.status == 0)
    #expect(kitty.output == blocks.output, "a frame printed once is text, whatever the terminal")
  }

  @Test func widthDefaultsToColumns() async throws {
    let run = try await showcase(
      ["cocktails", "--once", "--drink", "11007"], environment: ["COLUMNS": "64", "LINES": "21"])
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(run.status == 0)
    #expect(lines.count == 22)
    #expect(lines.first == " Margarita")
    #expect(lines.allSatisfy { $0.count <= 64 })
  }

  @Test func theLiveAPIOptionsPointTheAppAtAServer() async throws {
    let run = try await LocalHTTPServer.run { router in
      router.get("api/search.php") { _, _ in
        LocalHTTPServer.json(
          #"{"drinks": [{"idDrink": "1", "strDrink": "Server Sour", "strCategory": "Cocktail"}]}"#)
      }
      router.get("places/restaurants") { _, _ in
        LocalHTTPServer.json(
          #"{"restaurants": [{"id": "x", "name": "Loopback Diner", "openingHours": "24/7", "address": "127.0.0.1", "rating": 5}]}"#
        )
      }
    } test: { url in
      try await showcase(
        [
          "cocktails", "--once", "--cocktail-api", url.appendingPathComponent("api").absoluteString,
        ],
        environment: ["RESTAURANT_API_URL": url.appendingPathComponent("places").absoluteString])
    }
    #expect(run.status == 0)
    #expect(run.output.contains("Server Sour"))
    #expect(run.output.contains("Loopback Diner"))
    #expect(run.output.contains("1 Item found"))
  }

  @Test func aServerThatIsDownShowsTheErrorInItsSectionAndExitsWithOne() async throws {
    let base = try await LocalHTTPServer.closedPortURL()
    let run = try await showcase(["cocktails", "--once", "--restaurant-api", base.absoluteString])
    #expect(run.status == 1, "a section failed")
    #expect(run.output.contains("✗ The server could not be reached (connection refused)."))
    #expect(run.output.contains("54 Items found"))
  }

  @Test func controlCharactersInTheQueryAreDrawnVisiblyNeverSent() async throws {
    let run = try await showcase([
      "cocktails", "--once", "--query", "ab\u{1B}]2;INJECTED\u{07}cd\u{202E}x",
    ])
    #expect(!run.output.contains("\u{1B}"))
    #expect(!run.output.contains("\u{07}"))
    #expect(!run.output.contains("\u{202E}"))
    #expect(run.output.contains("│ ab␛]2;INJECTED␇cd�x"))
  }

  @Test func aBadValueIsQuotedWithoutItsControlCharacters() async throws {
    let run = try await showcase(["cocktails", "--once", "--cocktail-api", "\u{1B}]2;X\u{07}"])
    #expect(run.status == 64)
    #expect(
      run.output.contains(
        "--cocktail-api needs an http or https URL, such as http://127.0.0.1:8080/; got “␛]2;X␇”."))
    #expect(!run.output.contains("\u{1B}]"))
    let width = try await showcase(["cocktails", "--once", "--width", "\u{1B}[2J"])
    #expect(width.status == 64)
    #expect(width.output.contains("Error: The value '␛[2J' is invalid for '--width <COLUMNS>'"))
  }

  @Test func framesAreBounded() async throws {
    let huge = try await showcase([
      "cocktails", "--once", "--width", "100000", "--height", "100000",
    ])
    #expect(huge.status == 64)
    #expect(huge.output.contains("Error: --width must be from 1 to 1000; got 100000."))
    let columns = try await showcase(
      ["cocktails", "--once", "--drink", "11007"],
      environment: ["COLUMNS": "100000", "LINES": "20"])
    #expect(columns.status == 0)
    #expect(columns.output.split(separator: "\n", omittingEmptySubsequences: false).count == 21)
    #expect(columns.output.contains(" Margarita"))
  }

  @Test func badValuesGetArgumentParsersError() async throws {
    let run = try await showcase(["cocktails", "--once", "--cocktail-api", "not a url"])
    #expect(run.status == 64)
    #expect(run.output.contains("--cocktail-api needs an http or https URL"))
    let width = try await showcase(["cocktails", "--once", "--width", "wide"])
    #expect(width.status == 64)
    #expect(width.output.contains("Error: The value 'wide' is invalid for '--width <COLUMNS>'"))
  }

  @Test func aFrameThatCannotBeWrittenIsSaidAndExitsOne() async throws {
    let run = try await runShowcase(
      ["rates", "--once"], launcher: ["/bin/sh", "-c", #"exec "$0" "$@" > /dev/full"#])
    #expect(run.status == 1)
    #expect(run.output == "showcase could not write its output: the disk it goes to is full.\n")
  }

  @Test func theRecordingsPathIsSaidWithoutItsControlCharacters() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "escape-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a\u{1B}[31mred\u{7}.json")
    let run = try await runShowcase(["rates", "--once", "--record", file.path])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.hasSuffix("Recorded the session to \(folder.path)/a␛[31mred␇.json.\n"))
    #expect(!run.output.contains("\u{1B}[31m"))
    #expect(FileManager.default.fileExists(atPath: file.path))
  }
}

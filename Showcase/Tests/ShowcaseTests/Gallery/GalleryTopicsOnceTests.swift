import MVVMKitTesting
import Testing

/// `showcase gallery --once --topic NAME`, `--query TEXT` and `--photo ID` on the bundled sample:
/// a topic's photos, a search's, a photo by its Openverse id, and what is refused.
@Suite(.timeLimit(.scaled(minutes: 1))) struct GalleryTopicsOnceTests {
  @Test func aTopicShowsItsPhotosWithTheTopicMarked() async throws {
    let run = try await runShowcase([
      "gallery", "--once", "--topic", "animals", "--width", "80", "--height", "24",
      "--images", "none",
    ])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == " All photos  Space  [Animals]  Textures  Science  Objects")
    #expect(lines[1] == " Search / to search photos")
    #expect(run.output.contains("Chelsea the cat\n"))
    #expect(run.output.contains("Silhouette of a horse\n"))
    #expect(!run.output.contains("Greek coins"))
  }

  @Test func aQueryShowsThePhotosWhoseTitleOrTagsMatchIt() async throws {
    let run = try await runShowcase([
      "gallery", "--once", "--query", "cat", "--width", "80", "--height", "24", "--images", "none",
    ])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == " All photos  Space  Animals  Textures  Science  Objects  [“cat”]")
    #expect(lines[1] == " Search cat")
    #expect(lines[3] == " ▌           Chelsea the cat")
    #expect(lines[4] == " ▌           Stefan van der Walt")
    #expect(lines[5] == " ▌           CC0 1.0 · scikit-image")
    #expect(run.output.contains(" That's everything\n"))
    let none = try await runShowcase([
      "gallery", "--once", "--query", "tree bark", "--width", "80", "--height", "24",
    ])
    #expect(none.status == 0, "\(none.output)")
    #expect(none.output.contains("No photos match “tree bark”."), "\(none.output)")
  }

  /// At 60 columns the topics and a search do not all fit: the row starts late enough to show
  /// the search, marked, after "…"; a long one is cut.
  @Test(arguments: [
    ("cat", " …  Space  Animals  Textures  Science  Objects  [“cat”]"),
    ("photographs of the night sky", " …  Science  Objects  [“photographs of the night sky”]"),
    (
      "photographs of the night sky over the mountains in winter",
      " …  [“photographs of the night sky over the mountains in w…"
    ),
  ])
  func aSearchTheRowCannotHoldWithTheTopicsIsStillShown(query: String, row: String) async throws {
    let run = try await runShowcase([
      "gallery", "--once", "--query", query, "--width", "60", "--height", "20", "--images", "none",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.split(separator: "\n").first.map(String.init) == row)
  }

  @Test(arguments: [
    (
      ["--topic", "best"],
      "Error: --topic needs all, space, animals, textures, science or objects; got “best”.\n"
    ),
    (
      ["--topic", "space", "--query", "moon"],
      "Error: --topic and --query both choose the photos shown: give one of them.\n"
    ),
    (
      ["--query", "  "],
      "Error: --query needs 1 to 200 characters of words, without control characters.\n"
    ),
    (
      ["--photo", "4011"],
      "Error: --photo needs an Openverse id, a UUID such as 892f19b8-c7ad-57aa-be4c-f8f4d348cb20; got “4011”.\n"
    ),
    (
      ["--openverse-api", "http://127.0.0.1:9/v1/", "--gallery-api", "http://127.0.0.1:9/v1/"],
      "Error: --openverse-api and --gallery-api name two feeds: give one of them (or of their variables).\n"
    ),
  ])
  func whatCannotBeShownIsRefusedInWords(arguments: [String], message: String) async throws {
    let run = try await runShowcase(["gallery", "--once"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.hasPrefix(message), "\(run.output)")
  }

  @Test func aPhotoIsOpenedByItsIdWhereverItIsAndOneThatIsNotSaysSo() async throws {
    let run = try await runShowcase([
      "gallery", "--once", "--photo", "c17b67a4-cb1b-5822-b310-2d21b21c7b42", "--width", "80",
      "--height", "24", "--images", "none",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.hasPrefix(" Greek coins from Pompeii\n"), "on page 3, loaded by its id")
    #expect(run.output.contains(" Licence  Public Domain Mark 1.0\n"), "\(run.output)")
    let missing = try await runShowcase([
      "gallery", "--once", "--photo", "00000000-0000-0000-0000-000000000000", "--images", "none",
    ])
    #expect(missing.status == 1)
    #expect(
      missing.output.contains("Openverse has no photo 00000000-0000-0000-0000-000000000000."),
      "\(missing.output)")
    // Asking again cannot mend it: no retry is offered.
    #expect(!missing.output.contains("retry"), "\(missing.output)")
  }

  @Test func aPhotoAskedForWhenTheFeedFailedIsASectionThatFailed() async throws {
    let run = try await runShowcase([
      "gallery", "--once", "--photo", "fd727c36-cdbe-597b-96a5-d64216ad8743", "--offline",
      "--width", "80", "--height", "24",
    ])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("✗ "), "\(run.output)")
  }
}

import MVVMKitTesting
import Testing

/// `--once` on a big screen prints a list as full as the screen: the frame waits for the pages the
/// list loads to fill its room, with pictures or without (`--images none` draws no picture, and
/// loads none, but still tells the list its room).
@Suite(.timeLimit(.scaled(minutes: 1))) struct OnceFillsBigScreensTests {
  /// The last line of `output` above its `count` last ones.
  private func line(_ output: String, fromTheEnd count: Int) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    return lines.dropLast(count - 1).last.map(String.init) ?? ""
  }

  @Test(arguments: ["none", "blocks"])
  func theGalleryLoadsPagesUntilTheScreenIsFull(images: String) async throws {
    let mid = try await runShowcase([
      "gallery", "--once", "--width", "120", "--height", "40", "--images", images,
    ])
    #expect(mid.status == 0, "\(mid.output)")
    #expect(line(mid.output, fromTheEnd: 3) == " 1–10 of 14 · more below · More to load")
    let big = try await runShowcase([
      "gallery", "--once", "--width", "200", "--height", "60", "--images", images,
    ])
    #expect(big.status == 0, "\(big.output)")
    #expect(line(big.output, fromTheEnd: 3) == " That's everything")
    #expect(!big.output.contains("Loading"))
  }

  @Test func aPlaceListLoadsItsNextPageUntilTheScreenIsFull() async throws {
    let run = try await runShowcase([
      "nearby", "--once", "--type", "restaurant", "--width", "100", "--height", "60",
    ])
    #expect(run.status == 0, "\(run.output)")
    // Twenty on the first page, the other five on the second.
    #expect(run.output.hasPrefix(" Restaurants "))
    #expect(run.output.split(separator: "\n").first?.hasSuffix(" 25 places · by distance") == true)
    #expect(run.output.split(separator: "\n").filter { $0.contains(" ★ ") }.count == 25)
    #expect(run.output.contains("\n That's everything\n"))
    #expect(!run.output.contains("Loading more"))
  }
}

import MVVMKitTesting
import Testing

/// `showcase gallery --once --feature NAME`: another feed of the sample, its pages and its name.
@Suite(.timeLimit(.scaled(minutes: 1))) struct GalleryFeedsOnceTests {
  @Test func upcomingShowsTheSampleWithTheFewestVotesFirst() async throws {
    let run = try await runShowcase([
      "gallery", "--once", "--feature", "upcoming", "--width", "80", "--height", "24",
    ])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == " Popular  [Upcoming]  Fresh today  Editors' choice")
    #expect(lines[1].hasSuffix("  Silhouette of a horse"), "the first photo")
  }

  @Test func aFeedOfNoNameIsRefused() async throws {
    let run = try await runShowcase(["gallery", "--once", "--feature", "best"])
    #expect(run.status == 64)
    #expect(
      run.output.hasPrefix(
        "Error: --feature needs popular, upcoming, fresh_today or editors; got “best”.\n"))
  }

  @Test func aPhotoOnALaterPageIsFoundWithoutPage() async throws {
    let run = try await runShowcase([
      "gallery", "--once", "--photo", "4011", "--width", "80", "--height", "24",
    ])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("\n Greek coins from Pompeii\n"))
    let missing = try await runShowcase(["gallery", "--once", "--photo", "9999"])
    #expect(missing.status == 64)
    #expect(
      missing.output.hasPrefix("Error: --photo: no photo 9999 in the feed's first 3 pages.\n"))
  }

  @Test func aPhotoAskedForWhenTheFeedFailedIsASectionThatFailed() async throws {
    let run = try await runShowcase([
      "gallery", "--once", "--photo", "4003", "--offline", "--width", "80", "--height", "24",
    ])
    #expect(run.status == 1, "\(run.output)")
    #expect(run.output.contains("✗ "), "\(run.output)")
  }
}

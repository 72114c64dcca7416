import Testing

@testable import Showcase
@testable import ShowcaseTerminal
@testable import ShowcaseWeb

/// The numbers the inspector writes every frame, by hand rather than through a format style.
@MainActor @Suite struct InspectorNumberTests {
  @Test(arguments: [
    (0.0, "0 %"), (0.5, "50 %"), (1.0, "100 %"), (0.125, "12.5 %"), (0.3333, "33.3 %"),
    (0.9999, "100 %"),
  ])
  func percents(rate: Double, text: String) {
    #expect(Inspector.percent(rate) == text)
  }

  @Test(arguments: [
    (0, "0 B"), (999, "999 B"), (1_000, "1.0 kB"), (1_234, "1.2 kB"), (9_960, "10.0 kB"),
    (58_400, "58 kB"), (999_499, "999 kB"), (3_400_000, "3.4 MB"), (12_600_000, "13 MB"),
  ])
  func byteCounts(bytes: Int, text: String) {
    #expect(Inspector.describe(bytes: bytes) == text)
  }
}

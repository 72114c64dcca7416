import Foundation
import MVVMKitTesting
import Testing

/// `--inspect`, `--latency`, `--fail-rate` and `--offline` on the command line, for any app.
@Suite(.timeLimit(.scaled(minutes: 1))) final class InspectorOnceTests: Sendable {
  private let cacheDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("showcase-inspector-\(UUID().uuidString)").path

  deinit {
    try? FileManager.default.removeItem(atPath: cacheDirectory)
  }

  @Test func inspectPrintsThePanelBesideTheFrame() async throws {
    let run = try await runShowcase([
      "cocktails", "--once", "--inspect", "--width", "120", "--height", "36",
    ])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 36)
    #expect(lines[0].hasSuffix("╭ Inspector ───────────────────────────╮"))
    #expect(lines[1].hasSuffix("│ State · CocktailSearchViewModel      │"))
    #expect(lines.contains { $0.hasSuffix("│ drinks: loaded(54 drinks)            │") })
    #expect(lines.contains { $0.hasSuffix("│ GET restaurants.mvvmkit.dev/v1/resta │") })
  }

  @Test func withoutAWidthThePanelIsBesideAFrameOfTheUsualHundredColumns() async throws {
    let run = try await runShowcase(
      ["cocktails", "--once", "--inspect"], environment: ["COLUMNS": "", "LINES": ""])
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 30)
    #expect(lines[0].count == 150)
    #expect(lines[0].hasSuffix("╭ Inspector ─────────────────────────────────────╮"))
    #expect(lines.contains { $0.hasPrefix(" 54 Items found (sample, no photos) · ") })
  }

  @Test(arguments: ["rates", "meditation", "nearby", "gallery"])
  func offlineFailsEveryAppsSourcesAndTheStatusBarSaysSo(app: String) async throws {
    let run = try await runShowcase(
      [app, "--once", "--offline", "--width", "100", "--height", "30"]
        + (app == "rates" ? ["--cache-dir", cacheDirectory] : [])
        + (app == "meditation" ? ["--data-dir", cacheDirectory] : []))
    #expect(run.status == 1)
    #expect(run.output.split(separator: "\n").last?.contains("│  ⚠ faults: offline  │") == true)
  }

  @Test func aFailRateOfAllFailsAndNoneLoads() async throws {
    let all = try await runShowcase(["nearby", "--once", "--fail-rate", "100%"])
    #expect(all.status == 1)
    #expect(all.output.contains("⚠ faults: 100 % failing"))
    let none = try await runShowcase(["nearby", "--once", "--fail-rate", "0", "--latency", "0"])
    #expect(none.status == 0)
    #expect(!none.output.contains("⚠"))
  }

  @Test(arguments: [
    (
      ["--fail-rate", "150"], "--fail-rate needs a percentage from 0 to 100, such as 50; got “150”."
    ),
    (
      ["--fail-rate", "half"],
      "--fail-rate needs a percentage from 0 to 100, such as 50; got “half”."
    ),
    (["--latency=-5"], "--latency must be from 0 to 600000 milliseconds; got -5."),
  ])
  func aBadFaultIsRefusedWithItsReason(arguments: [String], message: String) async throws {
    let run = try await runShowcase(["cocktails", "--once"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.contains(message))
  }
}

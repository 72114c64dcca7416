import Testing

@testable import Showcase

/// What each app's `--help` says first: where its data comes from, the same way for every app,
/// naming `--live` and the option of each of its services.
@Suite struct HelpTests {
  @Test func eachAppSaysItRunsOnItsSampleUnlessLiveOrAServerIsNamed() {
    for (name, app) in ShowcaseCommand.apps {
      let discussion = app.configuration.discussion
      #expect(discussion.hasPrefix("Runs on "), "\(name)")
      #expect(discussion.contains("--live"), "\(name)")
      for api in app.liveAPIs {
        #expect(discussion.contains("--\(api.option)"), "\(name): --\(api.option)")
      }
    }
  }

  /// An app's help opens its options with its own (`--base`), the ones every app shares after.
  @Test func eachAppsHelpListsItsOwnOptionsFirst() {
    for (name, app) in ShowcaseCommand.apps {
      let help = ShowcaseCommand.helpMessage(for: app, columns: 100)
      let options = help.components(separatedBy: "OPTIONS:\n").last ?? ""
      let first = options.split(separator: "\n").first?.split(separator: " ").first
      #expect(first != nil && first != "--once", "\(name): \(first ?? "none")")
      #expect(help.contains("  --once "), "\(name): the shared options are still there")
    }
  }
}

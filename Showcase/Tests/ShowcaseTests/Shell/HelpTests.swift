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
}

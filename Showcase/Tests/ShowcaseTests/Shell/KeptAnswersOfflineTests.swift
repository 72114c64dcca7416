import Foundation
import MVVMKitTesting
import Testing

/// Live apps' answers kept on disk: the Gallery's Openverse search (a GET) and Nearby's Places
/// search (a POST), seen once, are shown again with no network at all (a network namespace of
/// its own, `unshare -n`), the Gallery's with `--offline` too, the status bar saying how old
/// they are; a cache that never saw them fails as the network did.
@Suite(.timeLimit(.scaled(minutes: 1))) struct KeptAnswersOfflineTests {
  private let home = FileManager.default.temporaryDirectory.appendingPathComponent(
    "kept-answers-\(UUID().uuidString)")
  private let arguments = [
    "gallery", "--once", "--query", "tree bark", "--width", "100", "--height", "30", "--images",
    "none",
  ]

  private func environment(api: String, cache: String = "cache") -> [String: String] {
    ["OPENVERSE_API_URL": api, "XDG_CACHE_HOME": home.appendingPathComponent(cache).path]
  }

  @Test func aSearchSeenOnceIsShownAgainWithNoNetworkAndOffline() async throws {
    defer { removeIfPresent(home) }
    let server = GalleryOpenverseTests.Server()
    let (api, online) = try await GalleryOpenverseTests.serve(server) { api in
      (api, try await runShowcase(arguments, environment: environment(api: api)))
    }
    #expect(online.status == 0, "\(online.output)")
    let lines = online.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[3] == " ▌           Tree bark, Kew")
    #expect(
      FileManager.default.fileExists(
        atPath: home.appendingPathComponent("cache/mvvmkit/http-cache.sqlite").path))

    // The server is gone, and so is the network.
    let unshared = try await runShowcase(
      arguments, environment: environment(api: api), launcher: ["/usr/bin/unshare", "-n"])
    #expect(unshared.status == 0, "\(unshared.output)")
    // The same frame, but for the status bar, which says how old what it shows is.
    let unsharedLines = unshared.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(unsharedLines.count == 31)
    #expect(unsharedLines.prefix(29) == lines.prefix(29))
    #expect(
      unsharedLines[29].hasPrefix(
        " “tree bark”  │  ⚠ Offline copy, under a minute old  │  Enter open"))
    let offline = try await runShowcase(
      arguments + ["--offline"], environment: environment(api: api))
    #expect(offline.status == 0, "\(offline.output)")
    // The same frame, but for the status bar, which says how old it is, and that the network is
    // switched off.
    let offlineLines = offline.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(offlineLines.count == 31)
    #expect(offlineLines.prefix(29) == lines.prefix(29))
    #expect(
      offlineLines[29].hasPrefix(
        " “tree bark”  │  ⚠ Offline copy, under a minute old · faults: offline  │  Enter open"))

    // Nothing kept: the search fails as the network does, and says so.
    let never = try await runShowcase(
      arguments, environment: environment(api: api, cache: "empty"),
      launcher: ["/usr/bin/unshare", "-n"])
    #expect(never.status == 1)
    #expect(never.output.contains("The server could not be reached"))
    #expect(server.seen.value.filter { !$0.path.hasSuffix("/thumb/") }.count == 1)
  }

  @Test func cacheDirKeepsTheAnswersThereAndNowhereElse() async throws {
    defer { removeIfPresent(home) }
    let folder = home.appendingPathComponent("chosen").path
    let server = GalleryOpenverseTests.Server()
    let (api, online) = try await GalleryOpenverseTests.serve(server) { api in
      (
        api,
        try await runShowcase(
          arguments + ["--cache-dir", folder], environment: environment(api: api))
      )
    }
    #expect(online.status == 0, "\(online.output)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder) == ["http-cache.sqlite"])
    // (FoundationNetworking makes an empty folder of its own in the user's cache directory.)
    #expect(
      !FileManager.default.fileExists(atPath: home.appendingPathComponent("cache/mvvmkit").path))
    // Offline, the folder given shows what it kept; the usual one has nothing.
    let kept = try await runShowcase(
      arguments + ["--offline", "--cache-dir", folder], environment: environment(api: api))
    #expect(kept.status == 0, "\(kept.output)")
    #expect(kept.output.contains(" ▌           Tree bark, Kew"))
    let usual = try await runShowcase(arguments + ["--offline"], environment: environment(api: api))
    #expect(usual.status == 1)
    #expect(server.seen.value.filter { !$0.path.hasSuffix("/thumb/") }.count == 1)
  }

  @Test func aPlacesSearchSeenOnceIsShownAgainWithNoNetwork() async throws {
    defer { removeIfPresent(home) }
    let nearby = ["nearby", "--once", "--type", "cafe", "--width", "100", "--height", "30"]
    let cache = ["XDG_CACHE_HOME": home.appendingPathComponent("cache").path]
    let (api, online) = try await NearbyNearestTests.serve(3) { api in
      let environment = [
        "PLACES_API_URL": api, "GOOGLE_PLACES_API_KEY": NearbyNearestTests.key,
        "NEARBY_LOCATION": "",
      ]
      return (
        environment, try await runShowcase(nearby, environment: environment.merging(cache) { $1 })
      )
    }
    #expect(online.status == 0, "\(online.output)")
    #expect(online.output.contains("\n Cafe 3  "))
    let unshared = try await runShowcase(
      nearby, environment: api.merging(cache) { $1 }, launcher: ["/usr/bin/unshare", "-n"])
    #expect(unshared.status == 0, "\(unshared.output)")
    let lines = online.output.split(separator: "\n", omittingEmptySubsequences: false)
    let unsharedLines = unshared.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(unsharedLines.count == 31)
    #expect(unsharedLines.prefix(29) == lines.prefix(29))
    #expect(unsharedLines[29].contains("│  ⚠ Offline copy, under a minute old  │"))
    #expect(!lines[29].contains("Offline copy"))
  }
}

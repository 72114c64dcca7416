import MVVMKitStorage
import Testing

struct UserDirectoryTests {
  @Test(arguments: [
    (UserDirectory.cache, ["XDG_CACHE_HOME": "/c", "HOME": "/h"], "/c/cocktails"),
    (.cache, ["HOME": "/h"], "/h/.cache/cocktails"),
    (.cache, ["XDG_CACHE_HOME": "", "HOME": "/h"], "/h/.cache/cocktails"),
    (.data, ["XDG_DATA_HOME": "/d", "HOME": "/h"], "/d/cocktails"),
    (.data, ["HOME": "/h"], "/h/.local/share/cocktails"),
    (.data, ["XDG_DATA_HOME": "", "HOME": "/h"], "/h/.local/share/cocktails"),
  ])
  func followsXDGWithAnEmptyVariableAsUnsetInTheAppsOwnFolder(
    directory: UserDirectory, environment: [String: String], path: String
  ) {
    #expect(directory.url(app: "cocktails", environment: environment).path == path)
  }

  @Test func twoAppsNeverShareAFolder() {
    let environment = ["HOME": "/h"]
    #expect(
      UserDirectory.cache.url(app: "cocktails", environment: environment)
        != UserDirectory.cache.url(app: "gallery", environment: environment))
  }
}

import MVVMKitStorage
import Testing

struct UserDirectoryTests {
  @Test(arguments: [
    (UserDirectory.cache, ["XDG_CACHE_HOME": "/c", "HOME": "/h"], "/c/mvvmkit"),
    (.cache, ["HOME": "/h"], "/h/.cache/mvvmkit"),
    (.cache, ["XDG_CACHE_HOME": "", "HOME": "/h"], "/h/.cache/mvvmkit"),
    (.data, ["XDG_DATA_HOME": "/d", "HOME": "/h"], "/d/mvvmkit"),
    (.data, ["HOME": "/h"], "/h/.local/share/mvvmkit"),
    (.data, ["XDG_DATA_HOME": "", "HOME": "/h"], "/h/.local/share/mvvmkit"),
  ])
  func followsXDGWithAnEmptyVariableAsUnset(
    directory: UserDirectory, environment: [String: String], path: String
  ) {
    #expect(directory.url(environment: environment).path == path)
  }
}

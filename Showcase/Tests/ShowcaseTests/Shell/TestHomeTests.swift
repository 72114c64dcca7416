import Foundation
import Gallery
import MVVMKitStorage
import TestHome
import Testing

@testable import Showcase

/// The apps the tests run in their own process keep their files in the tests' own home (see
/// `TestHome`), never in the data, cache or pictures directories of whoever runs the tests.
@Suite struct TestHomeTests {
  @Test func theTestsAppsKeepTheirFilesInTheTestsOwnHome() throws {
    let home = try #require(test_home_directory().map { String(cString: $0) })
    #expect(home.hasPrefix(FileManager.default.temporaryDirectory.path))
    #expect(try FolderOption<DataFolder>.parse([]).url.path == home + "/data/mvvmkit")
    #expect(KeptAnswers.directory.path == home + "/cache/mvvmkit")
    #expect(PhotoFiles.defaultDirectory().path == home + "/pictures")
  }
}

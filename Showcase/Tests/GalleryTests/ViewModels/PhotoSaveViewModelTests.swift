import Clocks
import Foundation
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Gallery

@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct PhotoSaveViewModelTests {
  @Test func savingSaysSavingThenTheFileAndAFailureSaysWhy() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("photo-save-\(UUID().uuidString)")
    defer {
      do { try FileManager.default.removeItem(at: folder) } catch { Issue.record(error) }
    }
    let photo = PhotoFilesTests.photo(4001, "The astronaut")
    let saving = PhotoSaveViewModel(photo: photo, files: PhotoFiles(directory: folder)) { _ in
      PhotoFilesTests.png
    }
    #expect(saving.notice == nil)
    saving.saveTapped()
    #expect(saving.notice == "Saving…")
    await saving.tasks.idle()
    #expect(saving.notice == "Saved “4001 The astronaut.png” in \(folder.path)")

    let failing = PhotoSaveViewModel(photo: photo, files: PhotoFiles(directory: folder)) { _ in
      throw APIError.transport("connection reset")
    }
    failing.saveTapped()
    await failing.tasks.idle()
    #expect(failing.notice == "Not saved: The server could not be reached (connection reset).")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "4001 The astronaut.png", "4001 The astronaut.xmp",
      ])
  }
}

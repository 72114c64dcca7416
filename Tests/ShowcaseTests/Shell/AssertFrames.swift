import SnapshotTesting
import TerminalUI

/// Asserts the text snapshots of `screen` at 100x30 and 60x20, named `name-WIDTHxHEIGHT`.
@MainActor
func assertFrames(
  _ screen: any TerminalScreen, named name: String,
  fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  for (width, height) in [(100, 30), (60, 20)] {
    assertSnapshot(
      of: frame(of: screen, width: width, height: height).plainText(), as: .lines,
      named: "\(name)-\(width)x\(height)", fileID: fileID, file: file, testName: testName,
      line: line, column: column)
  }
}

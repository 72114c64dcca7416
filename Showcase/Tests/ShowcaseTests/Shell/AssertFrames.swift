import SnapshotTesting
import TerminalUI

/// Asserts the text snapshots of `screen` at 60x20, 100x30 and 200x60, named `name-WIDTHxHEIGHT`
/// (`name-help-WIDTHxHEIGHT` with the `?` help shown over it).
@MainActor
func assertFrames(
  _ screen: any TerminalScreen, named name: String, showingHelp: Bool = false,
  fileID: StaticString = #fileID, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  for (width, height) in [(60, 20), (100, 30), (200, 60)] {
    assertSnapshot(
      of: frame(of: screen, width: width, height: height, showingHelp: showingHelp).plainText(),
      as: .lines, named: "\(name)\(showingHelp ? "-help" : "")-\(width)x\(height)", fileID: fileID,
      file: file, testName: testName, line: line, column: column)
  }
}

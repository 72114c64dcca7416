import Foundation
import MVVMKitTesting
import Testing

/// The commands the README and the manual in `docs/` show: each still runs as written, and the
/// frame the README shows is the one the showcase prints today.
// Three minutes: two dozen processes one after another take 20 s on an idle machine, and three
// times that with both cores busy (two busy loops beside the run).
@Suite(.timeLimit(.scaled(minutes: 3))) struct DocumentedCommandTests {
  /// The repository's root, from this file's place in it (`Showcase/Tests/ShowcaseTests/Shell`).
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// How the documents run the showcase: from the repository's root, where a reader is.
  static let run = "swift run --package-path Showcase showcase "

  private static let documents = ["README.md", "docs/Showcase.md", "docs/ReferenceApps.md"]

  /// A `swift run --package-path Showcase showcase … --once …` line of a shell block: its arguments, and the status its
  /// comment promises ("exits 1"), 0 otherwise.
  struct Example: CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    var description: String { arguments.joined(separator: " ") }
  }

  static func examples(in text: String) -> [Example] {
    var examples: [Example] = []
    var inShellBlock = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        inShellBlock = trimmed == "```sh"
        continue
      }
      guard inShellBlock, trimmed.hasPrefix(Self.run), trimmed.contains("--once") else { continue }
      let parts = trimmed.split(separator: "#", maxSplits: 1)
      let command = parts[0].dropFirst(Self.run.count).split(separator: " ").map(String.init)
      let comment = parts.count > 1 ? parts[1] : ""
      examples.append(Example(arguments: command, status: comment.contains("exits 1") ? 1 : 0))
    }
    return examples
  }

  @Test func everyOneFrameExampleRunsAsItSays() async throws {
    var examples: [Example] = []
    for document in Self.documents {
      examples += Self.examples(
        in: try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8))
    }
    #expect(examples.count == 25)
    // In the documents' order, sharing one cache and one log, as a reader trying them would.
    let home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "documented-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = [
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "XDG_DATA_HOME": home.appendingPathComponent("data").path,
    ]
    for example in examples {
      // From the repository's root, where the documents' commands are typed.
      let run = try await runShowcase(
        example.arguments, environment: environment, directory: Self.root)
      #expect(run.status == example.status, "showcase \(example): \(run.output.suffix(300))")
      #expect(!run.output.isEmpty, "showcase \(example) printed nothing")
    }
  }

  @Test func theReadmesFrameIsTheOneTheShowcasePrints() async throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let marker = "<!-- frame: showcase "
    let start = try #require(readme.range(of: marker))
    let commandEnd = try #require(readme[start.upperBound...].range(of: " -->\n```text\n"))
    let arguments = readme[start.upperBound..<commandEnd.lowerBound].split(separator: " ")
      .map(String.init)
    let frameEnd = try #require(readme[commandEnd.upperBound...].range(of: "\n```\n"))
    let shown = String(readme[commandEnd.upperBound..<frameEnd.lowerBound])

    let run = try await runShowcase(arguments)
    #expect(
      arguments == ["cocktails", "--once", "--query", "rum", "--width", "80", "--height", "22"])
    #expect(run.status == 0)
    #expect(run.output == shown + "\n")
  }
}

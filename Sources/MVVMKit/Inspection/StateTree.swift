import CustomDump
import Foundation

/// A view model's state as lines of text, for an inspector: each output and its value, one per
/// line, with ``Loadable`` values by their case and previous value ("drinks: loading(previous: 54
/// drinks)"), long collections counted ("54 drinks"), child view models folded, and secrets
/// redacted.
///
/// Values are written by swift-custom-dump's `customDump`, to a depth of ``valueDepth``.
public struct StateTree: Hashable, Sendable, CustomStringConvertible {
  /// One line: its depth in the tree (0 for an output) and its text.
  public struct Line: Hashable, Sendable {
    /// How deep in the tree the line is: 0 for an output, more for the lines of its value.
    public var depth: Int
    /// The text, such as "drinks: loaded(54 drinks)".
    public var text: String

    /// A line of `text` at `depth`.
    public init(depth: Int, text: String) {
      self.depth = depth
      self.text = text
    }
  }

  /// The type of the view model, such as "CocktailSearchViewModel".
  public var title: String
  /// The lines, in the order of the view model's outputs.
  public var lines: [Line]

  /// How deep a value is written before its contents are shown as "…".
  public static let valueDepth = 2

  /// The state of `viewModel`.
  ///
  /// - Parameters:
  ///   - secrets: Text never shown (API keys): replaced by "REDACTED" wherever it appears.
  ///   - inlineLimit: Collections with more elements than this are shown by their count.
  @MainActor
  public init(of viewModel: some StateInspectable, secrets: [String] = [], inlineLimit: Int = 3) {
    let mirror = viewModel.inspectedState
    var builder = Builder(secrets: secrets.filter { !$0.isEmpty }, inlineLimit: inlineLimit)
    for (offset, child) in mirror.children.enumerated() {
      builder.add(child.value, label: child.label ?? "\(offset)")
    }
    title = Builder.typeName(of: viewModel)
    lines = builder.lines
  }

  /// The name of `value`'s type without its module or generic arguments: "RatesViewModel".
  public static func typeName(of value: Any) -> String {
    Builder.typeName(of: value)
  }

  /// The lines, indented two spaces a level.
  public var description: String {
    lines.map { String(repeating: "  ", count: $0.depth) + $0.text }.joined(separator: "\n")
  }

  private struct Builder {
    let secrets: [String]
    let inlineLimit: Int
    var lines: [Line] = []

    mutating func add(_ value: Any, label: String) {
      let text = describe(value)
      let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
      lines.append(Line(depth: 0, text: redacted("\(label): \(parts.first ?? "")")))
      // A value written over several lines: customDump's indentation (two spaces) as depth.
      for part in parts.dropFirst() {
        let indent = part.prefix { $0 == " " }.count
        lines.append(Line(depth: indent / 2, text: redacted(String(part.dropFirst(indent)))))
      }
    }

    /// A value as the inspector shows it.
    func describe(_ value: Any) -> String {
      let value = Self.unwrapped(value)
      guard let value else { return "nil" }
      if value is any StateInspectable {
        return "▸ \(Self.typeName(of: value))"
      }
      if let loadable = value as? any LoadableInspection {
        return describe(loadable)
      }
      return summary(of: value) ?? dump(value)
    }

    private func describe(_ loadable: any LoadableInspection) -> String {
      let held = loadable.heldValue.map { summary(of: $0) ?? dump($0) }
      switch loadable.caseName {
      case "loading": return held.map { "loading(previous: \($0))" } ?? "loading"
      case "loaded": return "loaded(\(held ?? "nil"))"
      case "failed":
        let quoted = dump(loadable.failureMessage ?? "")
        return held.map { "failed(\(quoted), previous: \($0))" } ?? "failed(\(quoted))"
      default: return loadable.caseName
      }
    }

    /// A long collection by its count ("54 drinks"), a child view model by its type; `nil` for
    /// any other value.
    private func summary(of value: Any) -> String? {
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .collection?, .set?, .dictionary?:
        guard mirror.children.count > inlineLimit, let first = mirror.children.first else {
          return nil
        }
        let noun =
          mirror.displayStyle == .dictionary
          ? "entries" : Self.pluralNoun(for: Self.typeName(of: first.value))
        return "\(mirror.children.count.formatted()) \(noun)"
      default:
        return nil
      }
    }

    private func dump(_ value: Any) -> String {
      var text = ""
      customDump(value, to: &text, maxDepth: StateTree.valueDepth)
      return text
    }

    private func redacted(_ text: String) -> String {
      secrets.reduce(text) { $0.replacing($1, with: "REDACTED") }
    }

    /// The value inside any levels of `Optional`, or `nil`.
    static func unwrapped(_ value: Any) -> Any? {
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .optional else { return value }
      return mirror.children.first.flatMap { unwrapped($0.value) }
    }

    /// The name of a value's type without its module or generic arguments.
    static func typeName(of value: Any) -> String {
      let name = String(describing: type(of: value))
      return String(name.prefix { $0 != "<" })
    }

    /// "Drink" → "drinks", "RateRow" → "rate rows", "URL" → "urls", "Entry" → "entries".
    static func pluralNoun(for typeName: String) -> String {
      // Words start at a capital, and a run of capitals ("URL") is one word.
      var words: [String] = []
      let characters = Array(typeName)
      for (index, character) in characters.enumerated() {
        let previousIsUpper = index > 0 && characters[index - 1].isUppercase
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        if words.isEmpty || (character.isUppercase && (!previousIsUpper || nextIsLower)) {
          words.append(String(character))
        } else {
          words[words.count - 1].append(character)
        }
      }
      var last = words.popLast()?.lowercased() ?? "value"
      if last.hasSuffix("y"), let before = last.dropLast().last, !"aeiou".contains(before) {
        last = last.dropLast() + "ies"
      } else if ["s", "x", "ch", "sh"].contains(where: last.hasSuffix) {
        last += "es"
      } else {
        last += "s"
      }
      return (words.map { $0.lowercased() } + [last]).joined(separator: " ")
    }
  }
}

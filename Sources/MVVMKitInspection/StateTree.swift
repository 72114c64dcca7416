import CustomDump
import Foundation
public import MVVMKit

/// A view model's state as lines of text, for an inspector: each output and its value, with
/// `Loadable` values by their case and previous value ("drinks: loading(previous: 54 drinks)"),
/// long collections counted ("54 drinks"), child view models folded ("▸ DetailViewModel"), and
/// secrets redacted. A value is one line; a long struct or class value (a loaded record) is a
/// line for its type and one a level deeper for each of its properties.
///
/// Values are written by swift-custom-dump's `customDump`, to a depth of ``valueDepth``, and
/// joined onto one line.
public struct StateTree: Hashable, Sendable, CustomStringConvertible {
  /// One line: its depth in the tree (0 for an output) and its text.
  public struct Line: Hashable, Sendable {
    /// How deep in the tree the line is: 0 for an output, more for the lines of its value.
    public var depth: Int
    /// The text, such as "drinks: loaded(54 drinks)".
    public var text: String

    /// A line of `text` at `depth`.
    public init(depth: Int, text: String) {
      (self.depth, self.text) = (depth, text)
    }
  }

  /// The type of the view model, such as "CocktailSearchViewModel".
  public var title: String
  /// The lines, in the order of the view model's outputs.
  public var lines: [Line]

  /// How deep a value is written before its contents are shown as "…".
  public static let valueDepth = 2

  /// How long a struct's one line may be before its properties get a line each.
  private enum DisplayLimit {
    static let expandsBeyond = 40
    /// How many characters of a long text are shown, before an ellipsis.
    static let longText = 60
  }

  /// The state of `viewModel`, each line passed through `redact`, which replaces what must never
  /// be shown (API keys, in any form they take: MVVMKitNetworking's `Redaction` does).
  ///
  /// - Parameters:
  ///   - viewModel: The view model, through the outputs it lists.
  ///   - redact: Applied to every line.
  ///   - inlineLimit: Collections with more elements than this are shown by their count.
  @MainActor
  public init(
    of viewModel: some StateInspectable, redacting redact: @escaping (String) -> String = { $0 },
    inlineLimit: Int = 3
  ) {
    let mirror = viewModel.inspectedState
    var builder = Builder(redact: redact, inlineLimit: inlineLimit)
    for (offset, child) in mirror.children.enumerated() {
      builder.add(child.value, label: child.label ?? "\(offset)")
    }
    title = Builder.typeName(of: viewModel)
    lines = builder.lines
  }

  /// `value` on one line as the tree writes it: a long collection by its count, a child view
  /// model folded, a `Loadable` by its case, anything else by customDump.
  static func oneLine(_ value: Any) -> String {
    Builder(redact: { $0 }, inlineLimit: 3).oneLine(value)
  }

  /// A duration as an inspector writes it, in one style for every duration: "340 ms" under a
  /// second, then seconds to a tenth ("15.2 s", "3 s"), then minutes and seconds ("2 min 05 s").
  public static func describe(_ duration: Duration) -> String {
    let milliseconds = Int((Double(duration / .microseconds(1)) / 1000).rounded())
    let sign = milliseconds < 0 ? "-" : ""
    let magnitude = abs(milliseconds)
    if magnitude < 1_000 { return "\(sign)\(magnitude) ms" }
    if magnitude < 60_000 {
      let tenths = (magnitude + 50) / 100
      let fraction = tenths % 10 == 0 ? "" : ".\(tenths % 10)"
      return "\(sign)\(tenths / 10)\(fraction) s"
    }
    let seconds = (magnitude + 500) / 1_000
    let rest = seconds % 60
    return "\(sign)\(seconds / 60) min \(rest < 10 ? "0" : "")\(rest) s"
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
    let redact: (String) -> String
    let inlineLimit: Int
    var lines: [Line] = []

    /// The lines of one output: one, or, for a long struct or class value, its type, a line
    /// for each of its properties, and the closing parenthesis.
    mutating func add(_ value: Any, label: String) {
      guard let value = Self.unwrapped(value) else { return append("\(label): nil") }
      var (opening, closing, inner) = ("", "", value)
      if let loadable = value as? any LoadableInspection, let held = loadable.heldValue {
        (opening, closing, inner) = (Self.opening(of: loadable), ")", held)
      }
      let fields = Mirror(reflecting: inner)
      let line = oneLine(value)
      guard DisplayLimit.expandsBeyond < line.count, Self.isRecord(inner, fields) else {
        return append("\(label): \(line)")
      }
      append("\(label): \(opening)\(Self.typeName(of: inner))(")
      for (offset, field) in fields.children.enumerated() {
        append("\(field.label ?? "\(offset)"): \(oneLine(field.value))", depth: 1)
      }
      append(")" + closing)
    }

    private mutating func append(_ text: String, depth: Int = 0) {
      lines.append(Line(depth: depth, text: redacted(text)))
    }

    /// A value on one line: "54 drinks" for a long collection, "▸ DetailViewModel" for a child
    /// view model, a `Loadable` by its case, anything else as customDump writes it.
    func oneLine(_ value: Any) -> String {
      guard let value = Self.unwrapped(value) else { return "nil" }
      if value is any StateInspectable { return "▸ \(Self.typeName(of: value))" }
      if let loadable = value as? any LoadableInspection {
        guard let held = loadable.heldValue else {
          guard loadable.caseName == "failed" else { return loadable.caseName }
          return "failed(\(OneLineDump.of(loadable.failureMessage ?? "", maxDepth: 1)))"
        }
        return Self.opening(of: loadable) + oneLine(held) + ")"
      }
      if let text = value as? String, text.count > DisplayLimit.longText {
        return OneLineDump.of(text.prefix(DisplayLimit.longText) + "…", maxDepth: 1)
      }
      if let duration = value as? Duration { return StateTree.describe(duration) }
      if let summary = summary(of: value) { return summary }
      let text = OneLineDump.of(value, maxDepth: StateTree.valueDepth)
      guard Mirror(reflecting: value).displayStyle == .enum else { return text }
      return Self.withoutTypeName(text)
    }

    /// An enum case as customDump writes it, without its type's name, as the view model's code
    /// writes it: "ListStatus.failed("No.")" → ".failed("No.")".
    static func withoutTypeName(_ text: String) -> String {
      let name = text.prefix { $0 != "(" }
      guard let dot = name.lastIndex(of: ".") else { return text }
      return String(text[dot...])
    }

    /// What a `Loadable` holding a value writes before it: `loaded(`, `loading(previous: `,
    /// `failed("The message.", previous: `.
    private static func opening(of loadable: any LoadableInspection) -> String {
      switch loadable.caseName {
      case "loading": return "loading(previous: "
      case "failed":
        return "failed(\(OneLineDump.of(loadable.failureMessage ?? "", maxDepth: 1)), previous: "
      default: return loadable.caseName + "("
      }
    }

    /// Whether `value` is a struct or class with properties, written one a line when long.
    private static func isRecord(_ value: Any, _ mirror: Mirror) -> Bool {
      guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return false }
      return !mirror.children.isEmpty && !(value is any CustomDumpStringConvertible)
    }

    /// A long collection by its count ("54 drinks"); `nil` for any other value.
    /// A collection by its count ("54 drinks") when it has more than `inlineLimit` elements, or
    /// when written out it would be longer than ``DisplayLimit/expandsBeyond``; `nil` for any
    /// other value.
    private func summary(of value: Any) -> String? {
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .collection?, .set?, .dictionary?:
        guard let first = mirror.children.first else { return nil }
        let count = mirror.children.count
        guard
          count > inlineLimit
            || OneLineDump.of(value, maxDepth: StateTree.valueDepth).count
              > DisplayLimit.expandsBeyond
        else { return nil }
        let noun =
          mirror.displayStyle == .dictionary
          ? "entries" : Self.pluralNoun(for: Self.typeName(of: first.value))
        return "\(count.formatted()) \(count == 1 ? Self.singular(noun) : noun)"
      default:
        return nil
      }
    }

    /// "drinks" → "drink", "entries" → "entry", "addresses" → "address".
    static func singular(_ noun: String) -> String {
      if noun.hasSuffix("ies") { return noun.dropLast(3) + "y" }
      if ["ses", "xes", "ches", "shes"].contains(where: noun.hasSuffix) {
        return String(noun.dropLast(2))
      }
      return noun.hasSuffix("s") ? String(noun.dropLast()) : noun
    }

    private func redacted(_ text: String) -> String {
      redact(text)
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

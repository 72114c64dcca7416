import Foundation

/// A Creative Commons licence or public-domain tool, as Openverse names it: a code (`by-nc-nd`,
/// `cc0`, `pdm`) and a version (`4.0`). It knows its name ("CC BY-NC-ND 4.0") and what it does
/// not allow: a photo under `by-nc*` may not be used commercially, one under `by-nd*` not changed.
public struct Licence: Hashable, Sendable {
  /// The code, lowercased: `by`, `by-sa`, `by-nc`, `by-nd`, `by-nc-sa`, `by-nc-nd`, `cc0`, `pdm`,
  /// `sampling+`, `nc-sampling+`.
  public var code: String
  /// The version, such as `4.0`, when it has one.
  public var version: String?

  /// The licence `code` (any case) at `version`.
  public init(code: String, version: String? = nil) {
    self.code = code.lowercased()
    self.version = version.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Its name: "CC BY-NC-ND 4.0", "CC0 1.0", "Public Domain Mark 1.0".
  public var name: String {
    let base =
      switch code {
      case "cc0": "CC0"
      case "pdm": "Public Domain Mark"
      default: "CC " + code.uppercased()
      }
    return version.map { "\(base) \($0)" } ?? base
  }

  /// The conditions of the licence, by the parts of its code.
  private var parts: Set<Substring> { Set(code.split(separator: "-")) }

  /// Whether it forbids commercial use (an `nc` licence).
  public var forbidsCommercialUse: Bool { parts.contains("nc") }
  /// Whether it forbids changes (an `nd` licence).
  public var forbidsChanges: Bool { parts.contains("nd") }

  /// What a photo under it may not be used for, said before it is saved: "CC BY-NC-ND 4.0 does
  /// not allow commercial use or changes"; `nil` for a licence that allows both.
  public var restriction: String? {
    switch (forbidsCommercialUse, forbidsChanges) {
    case (true, true): "\(name) does not allow commercial use or changes"
    case (true, false): "\(name) does not allow commercial use"
    case (false, true): "\(name) does not allow changes"
    case (false, false): nil
    }
  }
}

/// The name of a ``ScreenAction``: what the app's ``ActionKeys`` maps to keys, the same on every
/// screen that offers the action ("favourite" on a list and on a detail).
public struct ActionID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The name: lower case, words joined by a hyphen ("make-base").
  public var rawValue: String

  /// The action named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The action named `value`.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  /// The name.
  public var description: String { rawValue }
}

/// A row of the rates list: a currency, its rate against the base, and the amount converted.
public struct RateRow: Identifiable, Hashable, Sendable {
  /// The currency's code, such as "USD".
  public let id: String
  /// The currency's name, such as "United States Dollar" (the code when the name is unknown).
  public let name: String
  /// Units of this currency per unit of the base: "1.33988".
  public let rate: String
  /// The amount converted, with this currency's minor units: "133.99", "21,070".
  public let converted: String

  /// The currency's code.
  public var code: String { id }
}

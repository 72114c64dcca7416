/// A row of the rates list: a currency, its rate against the base and the inverse, and the amount
/// converted.
public struct RateRow: Identifiable, Hashable, Sendable {
  /// The currency's code, such as "USD".
  public let id: String
  /// The currency's name, such as "United States Dollar" (the code when the name is unknown).
  public let name: String
  /// Units of this currency per unit of the base: "1.33988".
  public let rate: String
  /// Units of the base per unit of this currency: "0.746335".
  public let inverse: String
  /// The amount converted, with this currency's minor units: "133.99", "21,070".
  public let converted: String
  /// Whether the currency is pinned to the top of the list.
  public let isPinned: Bool

  /// A row of `id` named `name`, at `rate` (and `inverse`), converting the amount to `converted`.
  public init(
    id: String, name: String, rate: String, inverse: String, converted: String,
    isPinned: Bool = false
  ) {
    self.id = id
    self.name = name
    self.rate = rate
    self.inverse = inverse
    self.converted = converted
    self.isPinned = isPinned
  }

  /// The currency's code.
  public var code: String { id }
}

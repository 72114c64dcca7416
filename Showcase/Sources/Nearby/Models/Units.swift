/// How distances read: metres and kilometres, or feet and miles.
public enum Units: String, Hashable, Sendable, CaseIterable {
  /// "350 m", "1.2 km".
  case metric
  /// "900 ft", "1.4 mi".
  case imperial

  /// `metres` as the user reads it: metres under 1 km and km with one decimal above (feet under
  /// a tenth of a mile and miles with one decimal above, in imperial).
  public func distance(_ metres: Double) -> String {
    switch self {
    case .metric:
      metres < 999.5 ? "\(Int(metres.rounded())) m" : "\(Self.oneDecimal(metres / 1000)) km"
    case .imperial:
      metres / 1609.344 < 0.095
        ? "\(Int((metres / 0.3048 / 10).rounded()) * 10) ft"
        : "\(Self.oneDecimal(metres / 1609.344)) mi"
    }
  }

  private static func oneDecimal(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}

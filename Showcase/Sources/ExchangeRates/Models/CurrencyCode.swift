/// Currency codes as the rates APIs write them: three ASCII capital letters (ISO 4217).
public enum CurrencyCode {
  /// `text` upper-cased when it is three ASCII letters, such as "gbp" → "GBP"; `nil` otherwise
  /// ("POUNDS", "ÄÖÜ", "G B").
  public static func normalized(_ text: String) -> String? {
    let upper = text.uppercased()
    guard upper.unicodeScalars.count == 3,
      upper.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) })
    else { return nil }
    return upper
  }
}

extension BinaryInteger {
  /// The number with its thousands grouped by commas, as a view model writes a count for its
  /// view: `4000.groupedDigits` is "4,000", `-1234567` "-1,234,567".
  ///
  /// Always the English grouping, so a screen reads the same on every machine and in every test;
  /// and written by hand, since a view model's text is read on every frame, where a format style
  /// (through ICU) costs a key a good part of its time. An app that follows the user's locale
  /// formats with `formatted()` where it reads a count once.
  ///
  /// - Complexity: O(*d*), where *d* is the number of digits.
  public var groupedDigits: String {
    let digits = String(self.magnitude)
    var grouped = ""
    grouped.reserveCapacity(digits.count + digits.count / 3 + 1)
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return self < 0 ? "-" + grouped : grouped
  }
}

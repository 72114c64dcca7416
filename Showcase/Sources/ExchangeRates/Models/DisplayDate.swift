import Foundation

/// Dates as the API writes them (`yyyy-MM-dd`, in UTC) and as people read them ("30 Oct 2026").
enum DisplayDate {
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// "2026-10-30" as "30 Oct 2026"; other text as it is.
  static func long(_ day: String) -> String {
    let parts = day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]) else { return day }
    return "\(parts[2]) \(months[parts[1] - 1]) \(parts[0])"
  }

  /// Whether `text` is a real day written `yyyy-MM-dd`, such as "2026-10-30" (not "2026-02-30").
  static func isDay(_ text: String) -> Bool {
    guard text.utf8.count == 10, let date = date(text) else { return false }
    return day(of: date) == text
  }

  /// The day `text` names, as `yyyy-MM-dd`: written so ("2024-01-06", or with slashes), as the
  /// screen writes days ("6 Jan 2024"), with the month's full name ("6 January 2024"), or month
  /// first ("Jan 6, 2024"); any case, extra spaces. `nil` for anything else, or no real day
  /// ("30 Feb 2024"). Numbers alone in another order (6/1/2024) are left out: which is the month
  /// cannot be known.
  static func parse(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if isDay(trimmed) { return trimmed }
    let slashed = trimmed.replacingOccurrences(of: "/", with: "-")
    if slashed != trimmed, isDay(slashed) { return slashed }
    let words = trimmed.lowercased().split(whereSeparator: { $0 == " " || $0 == "," })
    guard words.count == 3 else { return nil }
    // A month by its name or the start of it, three letters at least: "jan", "sept", "march".
    func month(_ word: Substring) -> Int? {
      guard word.count >= 3 else { return nil }
      return fullMonths.firstIndex { $0.lowercased().hasPrefix(word) }.map { $0 + 1 }
    }
    let (day, monthNumber, year): (Int?, Int?, Int?) =
      Int(words[0]) != nil
      ? (Int(words[0]), month(words[1]), Int(words[2]))
      : (Int(words[1]), month(words[0]), Int(words[2]))
    guard let day, let monthNumber, let year, (1000...9999).contains(year) else { return nil }
    let candidate = String(format: "%04d-%02d-%02d", year, monthNumber, day)
    return isDay(candidate) ? candidate : nil
  }

  private static let fullMonths = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// `date`'s day in UTC, as `yyyy-MM-dd`.
  static func day(of date: Date) -> String {
    let components = calendar.dateComponents([.year, .month, .day], from: date)
    return String(
      format: "%04d-%02d-%02d", components.year ?? 0, components.month ?? 0, components.day ?? 0)
  }

  /// The number of days from `first` to `last` (both `yyyy-MM-dd`); `nil` for other text.
  static func days(from first: String, to last: String) -> Int? {
    guard let start = date(first), let end = date(last) else { return nil }
    return calendar.dateComponents([.day], from: start, to: end).day
  }

  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
  }()

  private static func date(_ day: String) -> Date? {
    let parts = day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
  }

  /// The day `days` before `day`, as `yyyy-MM-dd`.
  static func day(_ day: String, minus days: Int) -> String {
    guard let date = date(day), let earlier = calendar.date(byAdding: .day, value: -days, to: date)
    else {
      return day
    }
    return Self.day(of: earlier)
  }
}

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

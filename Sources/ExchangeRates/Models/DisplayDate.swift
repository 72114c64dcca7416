import Foundation

/// Dates as the API writes them (`yyyy-MM-dd`, in UTC) and as people read them ("30 Oct 2026").
enum DisplayDate {
  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

  /// "2026-10-30" as "30 Oct 2026"; other text as it is.
  static func long(_ day: String) -> String {
    let parts = day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3, (1...12).contains(parts[1]) else { return day }
    return "\(parts[2]) \(months[parts[1] - 1]) \(parts[0])"
  }

  /// The day `days` before `day`, as `yyyy-MM-dd`.
  static func day(_ day: String, minus days: Int) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let parts = day.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3,
      let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])),
      let earlier = calendar.date(byAdding: .day, value: -days, to: date)
    else { return day }
    let components = calendar.dateComponents([.year, .month, .day], from: earlier)
    return String(format: "%04d-%02d-%02d", components.year ?? 0, components.month ?? 0, components.day ?? 0)
  }
}

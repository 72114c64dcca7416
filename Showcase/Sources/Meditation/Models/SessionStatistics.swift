public import Foundation

/// The home board's figures, from the sessions recorded, as of a moment, in a calendar (its time
/// zone decides where a day ends).
public struct SessionStatistics: Hashable, Sendable {
  /// Seconds listened today.
  public var secondsToday: Int
  /// Sessions since the start of this week (Monday).
  public var sessionsThisWeek: Int
  /// Days in a row with a session, up to today (or up to yesterday while today has none yet).
  public var streak: Int
  /// Seconds listened in all.
  public var totalSeconds: Int
  /// Minutes listened on each of the last seven days, oldest first, today last: to the nearest
  /// minute, and at least 1 on a day with any listening (11 s today never reads 0).
  public var lastSevenDays: [Int]
  /// The seconds listened on each of the last seven days, oldest first, today last.
  public var secondsOnLastSevenDays: [Int]
  /// The weekday of each of the last seven days, as the calendar numbers them (1 is Sunday).
  public var lastSevenWeekdays: [Int]

  /// The figures for `sessions` as of `now` in `calendar`.
  public init(sessions: [MeditationSession], now: Date, calendar: Calendar) {
    var calendar = calendar
    calendar.firstWeekday = 2  // Monday
    let today = calendar.startOfDay(for: now)
    func dayIndex(_ date: Date) -> Int {
      calendar.dateComponents([.day], from: today, to: calendar.startOfDay(for: date)).day ?? 0
    }
    var secondsByDay: [Int: Int] = [:]  // 0 today, -1 yesterday…
    for session in sessions { secondsByDay[dayIndex(session.ended), default: 0] += session.seconds }
    secondsToday = secondsByDay[0] ?? 0
    totalSeconds = sessions.reduce(0) { $0 + $1.seconds }
    secondsOnLastSevenDays = (-6...0).map { secondsByDay[$0] ?? 0 }
    lastSevenDays = (-6...0).map { day in
      let seconds = secondsByDay[day] ?? 0
      return seconds == 0 ? 0 : max(1, (seconds + 30) / 60)
    }
    lastSevenWeekdays = (-6...0).map { offset in
      calendar.date(byAdding: .day, value: offset, to: today).map {
        calendar.component(.weekday, from: $0)
      } ?? 0
    }
    let weekStart = calendar.dateInterval(of: .weekOfYear, for: now)?.start ?? today
    sessionsThisWeek = sessions.filter { $0.ended >= weekStart && $0.ended <= now }.count
    var day = secondsByDay[0] == nil ? -1 : 0
    var streak = 0
    while secondsByDay[day] != nil {
      streak += 1
      day -= 1
    }
    self.streak = streak
  }

  /// Whole minutes listened today.
  public var minutesToday: Int { secondsToday / 60 }
  /// Whole minutes listened in all.
  public var totalMinutes: Int { totalSeconds / 60 }
}

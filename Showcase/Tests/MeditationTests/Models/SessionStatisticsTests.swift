import Foundation
import Meditation
import Testing

@Suite struct SessionStatisticsTests {
  /// Tokyo: no daylight saving, and far from UTC, so a day's end is never UTC's.
  private let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    return calendar
  }()

  private func date(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    return formatter.date(from: text)!
  }

  @Test func aStreakCountsDaysInARowAcrossMidnight() {
    let sessions = [
      MeditationSession(ended: date("2026-11-20T23:50:00+09:00"), seconds: 600),
      MeditationSession(ended: date("2026-11-21T00:10:00+09:00"), seconds: 300),
      MeditationSession(ended: date("2026-11-22T08:00:00+09:00"), seconds: 720),
    ]
    let statistics = SessionStatistics(
      sessions: sessions, now: date("2026-11-22T21:00:00+09:00"), calendar: calendar)
    #expect(statistics.streak == 3)
    #expect(statistics.minutesToday == 12)
    #expect(statistics.totalMinutes == 27)
    #expect(statistics.lastSevenDays == [0, 0, 0, 0, 10, 5, 12])
  }

  @Test func aDayWithAnyListeningNeverReadsZeroMinutes() {
    let sessions = [
      MeditationSession(ended: date("2026-11-20T08:00:00+09:00"), seconds: 89),
      MeditationSession(ended: date("2026-11-21T08:00:00+09:00"), seconds: 90),
      MeditationSession(ended: date("2026-11-22T08:00:00+09:00"), seconds: 11),
    ]
    let statistics = SessionStatistics(
      sessions: sessions, now: date("2026-11-22T21:00:00+09:00"), calendar: calendar)
    #expect(statistics.lastSevenDays == [0, 0, 0, 0, 1, 2, 1], "11 s today is 1, not 0")
  }

  @Test func aMissedDayEndsTheStreakAndTodayWithoutASessionKeepsYesterdays() {
    let sessions = [
      MeditationSession(ended: date("2026-11-18T07:00:00+09:00"), seconds: 600),
      MeditationSession(ended: date("2026-11-20T07:00:00+09:00"), seconds: 600),
      MeditationSession(ended: date("2026-11-21T07:00:00+09:00"), seconds: 600),
    ]
    let statistics = SessionStatistics(
      sessions: sessions, now: date("2026-11-22T06:00:00+09:00"), calendar: calendar)
    #expect(statistics.streak == 2, "the 19th was missed; the 22nd has no session yet")
    #expect(statistics.minutesToday == 0)
    #expect(statistics.sessionsThisWeek == 3, "Monday the 16th to Sunday the 22nd")
    let afterTheWeek = SessionStatistics(
      sessions: sessions, now: date("2026-11-23T06:00:00+09:00"), calendar: calendar)
    #expect(afterTheWeek.sessionsThisWeek == 0)
    #expect(afterTheWeek.streak == 0)
  }
}

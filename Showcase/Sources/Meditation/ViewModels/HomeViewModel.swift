public import Foundation
public import MVVMKit
public import MVVMKitNetworking
import MVVMKitStorage
public import Observation

/// The home board: a greeting, the real figures of the sessions recorded (minutes today, sessions
/// this week, the streak, minutes in all, the last seven days), the way into a session, and after
/// one, what it added.
@MainActor @Observable
public final class HomeViewModel: EventSendingViewModel {
  /// One-shot events for the view.
  public enum Event: Hashable, Sendable {
    /// A new session opens.
    case sessionOpened
    /// A timer of `minutes` starts.
    case timerOpened(minutes: Int)
  }

  /// The timers the board offers, in minutes.
  public let timerChoices = [5, 10, 20]
  /// The timer chosen on the board, in minutes: what starting a timer starts.
  public private(set) var timerMinutes = 10

  /// "Hello Ada!"
  public let greeting: String
  /// The action that opens a session.
  public let actionTitle = "COME BACK TO LIFE"
  /// What the board says while the log is read.
  public let statisticsLoadingText = "Reading your sessions…"
  /// What the board says when the log cannot be read, in place of a retry.
  public let statisticsFailedHint = "No figures until it can be read."
  /// The chart's title.
  public let lastSevenDaysTitle = "Last 7 days"
  /// The figures, as of the last load.
  public private(set) var statistics: Loadable<SessionStatistics> = .idle
  /// The last session that ended here, until the next one.
  public private(set) var lastSession: MeditationSession?
  /// Whether the last session was recorded: `false` when it was too short, or the log could not
  /// take it (``notice`` says why).
  public private(set) var lastSessionWasRecorded = false
  /// A notice about the log: why there is none, why it was rebuilt, or why it cannot be written.
  public private(set) var notice: String?
  /// The events.
  public let events = EventQueue<Event>()

  @ObservationIgnored private let store: (any SessionStore)?
  @ObservationIgnored private let now: @Sendable () -> Date
  @ObservationIgnored private let calendar: Calendar
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case statistics }

  /// The home board of `name`, whose sessions are in `store`.
  ///
  /// - Parameters:
  ///   - storeNotice: Why there is no store, when opening it failed; otherwise the store's own
  ///     notice (rebuilt, read-only) is shown.
  ///   - now: The moment the figures are as of.
  ///   - calendar: Where days and weeks begin (its time zone).
  public init(
    name: String, store: (any SessionStore)?, storeNotice: String? = nil,
    now: @escaping @Sendable () -> Date = { Date() }, calendar: Calendar = .current,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    greeting = "Hello \(name)!"
    self.store = store
    notice = storeNotice ?? store?.notice
    self.now = now
    self.calendar = calendar
    tasks = TaskOwner(clock: clock)
  }

  /// The board appeared: loads the figures.
  public func appeared() {
    load()
  }

  /// The action was tapped: a new session opens.
  public func sessionTapped() {
    events.send(.sessionOpened)
  }

  /// The timer of `minutes` was chosen, not started.
  public func timerChosen(_ minutes: Int) {
    guard timerChoices.contains(minutes) else { return }
    timerMinutes = minutes
  }

  /// The timer was started: of `minutes`, else of the one chosen.
  public func timerTapped(minutes: Int? = nil) {
    if let minutes { timerChosen(minutes) }
    events.send(.timerOpened(minutes: timerMinutes))
  }

  /// What the timer choice says: "Timer: 10 min".
  public var timerTitle: String { "Timer: \(timerMinutes) min" }

  /// A timer of `minutes`, played by `player` on `clock`, whose time sat this board records when
  /// it ends, as a session's.
  public func makeSitting(minutes: Int, player: any Player, clock: any Clock<Duration>)
    -> SessionViewModel
  {
    SessionViewModel(sittingFor: minutes, player: player, clock: clock) { sat in
      self.sessionEnded(listened: sat)
    }
  }

  /// A session on `catalog`'s songs, played by `player` on `clock`, whose time listened this
  /// board records when it ends (the session holds the board until then, so a session released
  /// as the app quits is still recorded).
  public func makeSession(
    catalog: any SongCatalog = SongCatalogService.bundled(), player: any Player,
    clock: any Clock<Duration>, picking: [Int] = []
  ) -> SessionViewModel {
    SessionViewModel(catalog: catalog, player: player, clock: clock, picking: picking) {
      listened in
      self.sessionEnded(listened: listened)
    }
  }

  /// A session ended after `listened`: records it (unless too short) and says what it added.
  public func sessionEnded(listened: Duration) {
    guard listened > .zero else { return }  // opened and closed: nothing to say
    let session = MeditationSession(ended: now(), seconds: Int(listened.components.seconds))
    lastSession = session
    lastSessionWasRecorded = false
    guard session.isWorthRecording else { return }
    do {
      lastSessionWasRecorded = try store?.record(session) ?? false
      if !lastSessionWasRecorded, notice == nil {
        notice = store?.notice ?? "There is no meditation log, so sessions are not recorded."
      }
    } catch {
      notice = error.message
    }
    load()
  }

  /// The summary's heading: "Session complete", or "No session yet" before one has ended.
  public var summaryTitle: String { lastSession == nil ? "No session yet" : "Session complete" }

  /// What the summary says until ``summary`` does: that no session has ended to sum up (a
  /// summary opened at its address), or that the one that ended is being recorded
  /// (``isRecordingSession``).
  public var summaryPlaceholder: String {
    lastSession == nil
      ? "No session has ended yet: a session's summary shows here when it ends."
      : "Recording the session…"
  }

  /// Whether a session has ended and its summary waits for the figures it adds to.
  public var isRecordingSession: Bool { lastSession != nil && summary == nil }

  /// After a session: "You meditated 12 min · streak 3 days" once the figures include it; "You
  /// meditated 12 min · not recorded" when the log could not take it (``notice`` says why); or
  /// why it was too short to record.
  public var summary: String? {
    guard let session = lastSession else { return nil }
    guard session.isWorthRecording else {
      return "Sessions under \(MeditationSession.shortest.components.seconds) s are not recorded."
    }
    let time = Self.time(seconds: session.seconds)
    guard lastSessionWasRecorded else { return "You meditated \(time) · not recorded" }
    guard let streak = statistics.value?.streak else { return nil }
    return "You meditated \(time) · streak \(Self.count(streak, "day"))"
  }

  /// The figures as label and value, in board order.
  public var figures: [(label: String, value: String)] {
    guard let statistics = statistics.value else { return [] }
    return [
      ("Today", Self.time(seconds: statistics.secondsToday)),
      ("This week", Self.count(statistics.sessionsThisWeek, "session")),
      ("Streak", Self.count(statistics.streak, "day")),
      ("In all", Self.time(seconds: statistics.totalSeconds)),
    ]
  }

  /// A time listened, as the board and the summary say it: "15 s" under a minute, else whole
  /// minutes: "0 min", "12 min", "1,250 min".
  static func time(seconds: Int) -> String {
    (1..<60).contains(seconds) ? "\(seconds) s" : "\((seconds / 60).groupedDigits) min"
  }

  /// The last seven days, oldest first: "Mon" (today as "Today"), the seconds listened, and
  /// the time as the board says it ("19 s", "12 min"): a bar of seconds is never called a minute.
  public var lastSevenDays: [(day: String, seconds: Int, time: String)] {
    guard let statistics = statistics.value else { return [] }
    var english = Calendar(identifier: .gregorian)
    english.locale = Locale(identifier: "en_US")
    let names = english.shortWeekdaySymbols  // "Sun" … "Sat", as `weekday` numbers them from 1
    return zip(statistics.lastSevenWeekdays, statistics.secondsOnLastSevenDays).enumerated().map {
      offset, day in
      let name = offset == 6 ? "Today" : names.indices.contains(day.0 - 1) ? names[day.0 - 1] : ""
      return (name, day.1, Self.time(seconds: day.1))
    }
  }

  /// What a full bar of the last seven days stands for, in seconds: the longest day's time, and
  /// never less than five minutes, so that a day of seconds is a short bar, not a full one.
  public var lastSevenDaysScale: Int {
    max(Self.shortestScale, lastSevenDays.map(\.seconds).max() ?? 0)
  }

  /// The least a full bar stands for: five minutes.
  public static let shortestScale = 300

  private func load() {
    let (now, calendar) = (now(), calendar)
    tasks.load(.statistics, into: \.statistics, on: self) { [store] in
      SessionStatistics(sessions: try store?.sessions() ?? [], now: now, calendar: calendar)
    }
  }

  /// "1 day", "3 days".
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}

extension HomeViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "greeting": greeting,
        "statistics": statistics,
        "lastSession": lastSession as Any,
        "lastSessionWasRecorded": lastSessionWasRecorded,
        "notice": notice as Any,
        "summary": summary as Any,
      ])
  }
}

extension HomeViewModel: ActingViewModel {
  /// What the home can do: open a session, start the timer chosen (``timerTitle``), and choose a
  /// shorter or a longer one (each while there is one).
  public var actions: [ScreenAction] {
    let index = timerChoices.firstIndex(of: timerMinutes) ?? 0
    return [
      ScreenAction("session") { [weak self] in self?.sessionTapped() },
      ScreenAction("timer") { [weak self] in
        self?.timerTapped()
      },
      ScreenAction(
        "shorter-timer", title: "shorter timer", isEnabled: index > 0, isProminent: false
      ) { [weak self] in
        guard let self else { return }
        timerChosen(timerChoices[index - 1])
      },
      ScreenAction(
        "longer-timer", title: "longer timer", isEnabled: index < timerChoices.count - 1,
        isProminent: false
      ) { [weak self] in
        guard let self else { return }
        timerChosen(timerChoices[index + 1])
      },
    ]
  }
}

extension HomeViewModel: Settling, AppearingViewModel {
  /// Whether the figures have loaded or failed.
  public var isSettled: Bool { statistics.isSettled }
  /// Whether the figures failed.
  public var hasFailure: Bool { statistics.failure != nil }
}

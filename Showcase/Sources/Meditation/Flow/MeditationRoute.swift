public import MVVMKit

/// Every screen of the Meditation app, with what defines it: where a user is, as a value that a
/// ``RouteStack`` holds, a deep link names and a URL carries.
public enum MeditationRoute: AddressableRoute {
  /// The home board: the week's sessions, and the start of a new one.
  case home
  /// A session, its songs picked by their ids (none yet: picking).
  case session(songs: [Int])
  /// A timer: a sitting of `minutes` in silence.
  case timer(minutes: Int)
  /// The board after a session ended.
  case summary

  /// The lengths a timer can have, in minutes: from one to three hours.
  public static let timerMinutes = 1...180

  /// The routes an address of this route opens, bottom first: the screens it is reached from,
  /// then it; what a link, a reload or a bookmark puts on the stack.
  public var trail: [Self] {
    self == .home ? [self] : [.home, self]
  }

  /// The first segment of every path of the app.
  public static let app = "meditation"

  /// The route's address: `/meditation`, `/meditation/session?songs=1,2`, `/meditation/timer/10`,
  /// `/meditation/summary`.
  public var path: String {
    switch self {
    case .home:
      RoutePath([Self.app]).description
    case .session(let songs):
      RoutePath(
        [Self.app, "session"],
        query: songs.isEmpty ? [:] : ["songs": songs.map(String.init).joined(separator: ",")]
      ).description
    case .timer(let minutes):
      RoutePath([Self.app, "timer", String(minutes)]).description
    case .summary:
      RoutePath([Self.app, "summary"]).description
    }
  }

  /// The route `path` names (see ``path``); `nil` for an address of no screen of the app, or
  /// songs that are not numbers.
  public init?(path: String) {
    guard let path = RoutePath(path), path.segments.first == Self.app else { return nil }
    switch Array(path.segments.dropFirst()) {
    case []:
      self = .home
    case ["session"]:
      let list = path.query["songs"] ?? ""
      let songs = list.split(separator: ",").map { Int($0) }
      guard songs.allSatisfy({ $0 != nil }) else { return nil }
      self = .session(songs: songs.compactMap { $0 })
    case ["summary"]:
      self = .summary
    case let segments where segments.count == 2 && segments[0] == "timer":
      guard let minutes = Int(segments[1]), Self.timerMinutes.contains(minutes) else { return nil }
      self = .timer(minutes: minutes)
    default:
      return nil
    }
  }
}

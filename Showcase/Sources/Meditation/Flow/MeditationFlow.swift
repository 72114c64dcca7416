public import Foundation
public import MVVMKit
public import Observation

/// The Meditation app's flow: where the user is (a ``RouteStack`` of ``MeditationRoute``s), the
/// home board's view model, the session's (made here, and only here, on the app's catalogue,
/// player and clock), and where a session's end leads: back to the board, or to its summary.
/// Views render ``screens()``. A session's own Back goes through its view model (the player goes
/// back to the songs first); the flow's ``RouteFlow/back()`` closes it.
@MainActor @Observable
public final class MeditationFlow: RouteFlow {
  /// What a route shows: its view model.
  public enum Screen: Identifiable {
    /// The home board.
    case home(HomeViewModel)
    /// A session: picking, then the player.
    case session(SessionViewModel)
    /// The board after a session ended: what it added.
    case summary(HomeViewModel)

    /// What tells this screen from another on the stack: its view model, and for the summary its
    /// place (it shows the board's view model too).
    public var id: AnyHashable {
      switch self {
      case .home(let viewModel): ObjectIdentifier(viewModel)
      case .session(let viewModel): ObjectIdentifier(viewModel)
      case .summary: "summary"
      }
    }
  }

  /// Where the user is.
  public let stack: RouteStack<MeditationRoute>
  /// The home board, at the bottom of every stack: it records each session that ends.
  public let home: HomeViewModel
  /// The bytes of a song's recording, by its address, for a view that plays the recording itself
  /// rather than through the session's player (a browser's `<audio>`, which the web serves from
  /// its own origin); `nil` when the songs' sound is generated.
  @ObservationIgnored public let recordings: (@Sendable (URL) async throws -> Data)?

  @ObservationIgnored private let catalog: any SongCatalog
  @ObservationIgnored private let makePlayer: @MainActor () -> any Player
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private lazy var made = RouteModels<MeditationRoute, Screen>(
    isSameScreen: { old, new in
      switch (old, new) {
      case (.home, .home), (.summary, .summary), (.session, .session): true
      case (.timer(let a), .timer(let b)): a == b
      default: false
      }
    },
    make: { [unowned self] route, _ in makeScreen(for: route) })
  @ObservationIgnored private var listening: [EventSubscription] = []

  /// The app on `home`, its sessions on `catalog`'s songs, each played by a new player from
  /// `makePlayer` on `clock`, showing `routes` over the board (the board alone when empty); the
  /// songs' recordings, for a view that plays them itself, from `recordings`.
  public init(
    home: HomeViewModel, catalog: any SongCatalog, clock: any Clock<Duration>,
    makePlayer: @escaping @MainActor () -> any Player, routes: [MeditationRoute] = [],
    recordings: (@Sendable (URL) async throws -> Data)? = nil
  ) {
    self.home = home
    self.recordings = recordings
    self.catalog = catalog
    self.clock = clock
    self.makePlayer = makePlayer
    stack = RouteStack(root: .home, path: routes.filter { $0 != .home })
    listening.append(
      home.events.listen { [weak self] event in
        switch event {
        case .sessionOpened: self?.stack.push(.session(songs: []))
        case .timerOpened(let minutes): self?.stack.push(.timer(minutes: minutes))
        }
      })
  }

  /// The app of `name`, whose sessions are recorded in `store` (`storeNotice` says why there is
  /// none), played on `catalog`'s songs by a new player from `makePlayer` on `clock`: the board's
  /// view model is made here; the songs' recordings, for a view that plays them itself, from
  /// `recordings`.
  public convenience init(
    name: String, store: (any SessionStore)?, storeNotice: String?, catalog: any SongCatalog,
    clock: any Clock<Duration>, makePlayer: @escaping @MainActor () -> any Player,
    routes: [MeditationRoute] = [], recordings: (@Sendable (URL) async throws -> Data)? = nil
  ) {
    self.init(
      home: HomeViewModel(name: name, store: store, storeNotice: storeNotice), catalog: catalog,
      clock: clock, makePlayer: makePlayer, routes: routes, recordings: recordings)
  }

  /// The screens of the routes on the stack, bottom first (see ``RouteModels``): a session keeps
  /// its view model while its route stands (its songs picked or not).
  public func screens() -> [Screen] {
    made.models(for: stack.routes)
  }

  /// The session on top, if one is.
  public var session: SessionViewModel? {
    guard case .session(let session) = screens().last else { return nil }
    return session
  }

  private func makeScreen(for route: MeditationRoute) -> Screen {
    switch route {
    case .home:
      return .home(home)
    case .summary:
      return .summary(home)
    case .session(let songs):
      return .session(
        follow(
          home.makeSession(catalog: catalog, player: makePlayer(), clock: clock, picking: songs)))
    case .timer(let minutes):
      return .session(
        follow(home.makeSitting(minutes: minutes, player: makePlayer(), clock: clock)))
    }
  }

  /// Takes `session`'s closing where it leads.
  private func follow(_ session: SessionViewModel) -> SessionViewModel {
    listening.append(
      session.events.listen { [weak self, weak session] event in
        switch event {
        case .closed: self?.closed(session)
        }
      })
    return session
  }

  /// A session closed: a finished one gives way to its summary; one left goes back to the board.
  private func closed(_ session: SessionViewModel?) {
    switch stack.top {
    case .session, .timer: break
    default: return
    }
    if session?.state == .finished {
      stack.replaceTop(with: .summary)
    } else {
      stack.pop()
    }
  }
}

import Foundation
public import MVVMKit
public import Observation

/// The Exchange rates app's flow: where the user is (a ``RouteStack`` of ``RatesRoute``s), the
/// app's service, offline cache and clock, the view model of each route on the stack (made here,
/// and only here), and where each view model's events lead. Views render ``screens()``.
@MainActor @Observable
public final class RatesFlow: RouteFlow {
  /// What a route shows: its view model.
  public enum Screen: Identifiable {
    /// Every currency against a base.
    case rates(RatesViewModel)
    /// A currency's history against a base.
    case history(RateHistoryViewModel)

    /// What tells this screen from another on the stack: its view model.
    public var id: ObjectIdentifier { ObjectIdentifier(viewModel) }

    /// The view model, whatever the screen.
    public var viewModel: AnyObject {
      switch self {
      case .rates(let viewModel): viewModel
      case .history(let viewModel): viewModel
      }
    }
  }

  /// Where the user is.
  public let stack: RouteStack<RatesRoute>

  @ObservationIgnored private let service: any ExchangeRateService
  @ObservationIgnored private let cache: (any RatesStore)?
  @ObservationIgnored private let cacheNotice: String?
  @ObservationIgnored private let pins: (any PinStore)?
  @ObservationIgnored private let pinsNotice: String?
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private lazy var made = RouteModels<RatesRoute, Screen>(
    isSameScreen: Self.isSameScreen
  ) { [unowned self] route, below in
    makeScreen(for: route, over: below)
  } update: { route, screen in
    // Rates asked for anew (a URL): the same screen, given the new base, amount and day.
    guard case .rates(let base, let amount, let day) = route, case .rates(let rates) = screen
    else { return }
    rates.baseSelected(base)
    if rates.amount != amount { rates.amountChanged("\(amount)") }
    if rates.day != day { rates.dayChanged(day ?? "") }
  }
  /// The flow's listening to each screen's events, kept while the flow lives.
  @ObservationIgnored private var subscriptions: [EventSubscription] = []
  /// The flow's following of each rates screen's base, amount and day (which the route keeps).
  @ObservationIgnored private var observations: [ObservationToken] = []

  /// The app on `service`, its rates kept in `cache` (or `cacheNotice` saying why there is
  /// none) and its pins in `pins` (or `pinsNotice`), its time on `clock`, showing `routes` (the
  /// first at the bottom; 1 GBP when empty).
  public init(
    service: any ExchangeRateService, cache: (any RatesStore)? = nil, cacheNotice: String? = nil,
    pins: (any PinStore)? = nil, pinsNotice: String? = nil,
    clock: any Clock<Duration> = ContinuousClock(), routes: [RatesRoute] = []
  ) {
    self.service = service
    self.cache = cache
    self.cacheNotice = cacheNotice
    self.pins = pins
    self.pinsNotice = pinsNotice
    self.clock = clock
    stack = RouteStack(
      root: routes.first ?? .rates(base: "GBP", amount: 1), path: Array(routes.dropFirst()))
  }

  /// The screens of the routes on the stack, bottom first (see ``RouteModels``): the rates stay the
  /// same view model as the base and the amount change.
  public func screens() -> [Screen] {
    made.models(for: stack.routes)
  }

  nonisolated private static func isSameScreen(_ old: RatesRoute, _ new: RatesRoute) -> Bool {
    switch (old, new) {
    case (.rates, .rates): true
    case (.history(let a, let b), .history(let c, let d)): a == c && b == d
    default: false
    }
  }

  private func makeScreen(for route: RatesRoute, over below: [Screen]) -> Screen {
    switch route {
    case .rates(let base, let amount, let day):
      let rates = RatesViewModel(
        base: base, amount: amount, day: day, service: service, cache: cache,
        cacheNotice: cacheNotice, pins: pins, pinsNotice: pinsNotice, clock: clock)
      follow(rates)
      return .rates(rates)
    case .history(let base, let currency):
      // The rates of either currency of the pair: a pair reversed is of the same day.
      let rates = below.lazy.compactMap { screen -> RatesViewModel? in
        if case .rates(let rates) = screen, rates.base == base || rates.base == currency {
          rates
        } else {
          nil
        }
      }.last
      // The history ends on the day of the rates below, when they have loaded; else today. Their
      // currency names tell it a code no currency has.
      let history = RateHistoryViewModel(
        base: base, target: currency, asOf: rates?.rates.value?.date, service: service,
        cache: cache, clock: clock, knownCurrencies: { [weak rates] in rates?.currencyNames.value })
      follow(history)
      return .history(history)
    }
  }

  /// Takes `rates`' events where they lead, and keeps its base and amount in its route.
  private func follow(_ rates: RatesViewModel) {
    let events = rates.events.listen { [weak self, weak rates] event in
      guard let self, let rates else { return }
      switch event {
      case .showHistory(let currency):
        stack.push(.history(base: rates.base, currency: currency))
      case .showReversedHistory(let currency):
        stack.push(.history(base: currency, currency: rates.base))
      }
    }
    let route = observe { [weak self, weak rates] in
      guard let self, let rates else { return }
      let shown = RatesRoute.rates(base: rates.base, amount: rates.amount, day: rates.day)
      self.keep(shown, of: rates)
    }
    subscriptions.append(events)
    observations.append(route)
  }

  /// Takes `history`'s events where they lead: the pair reversed replaces it.
  private func follow(_ history: RateHistoryViewModel) {
    let events = history.events.listen { [weak self, weak history] event in
      guard let self, let history else { return }
      switch event {
      case .showReversed:
        keep(.history(base: history.target, currency: history.base), of: history)
      }
    }
    subscriptions.append(events)
  }

  /// Writes `route` in the place of `viewModel`'s screen, if it is on the stack.
  private func keep(_ route: RatesRoute, of viewModel: AnyObject) {
    guard let index = made.index(where: { $0.viewModel === viewModel }) else { return }
    stack.replace(at: index, with: route)
  }
}

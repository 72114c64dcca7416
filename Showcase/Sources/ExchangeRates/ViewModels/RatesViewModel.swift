public import Foundation
public import MVVMKit
public import MVVMKitNetworking
public import Observation

/// The rates screen: every currency against a base (and the inverse), an amount converted into
/// each, a filter, the rates of a chosen day, and pinned currencies listed first.
///
/// The latest rates come from the service; each successful load is stored in the cache, and when
/// the service cannot be reached the cached rates are shown with their date. A chosen day's rates
/// come from the service alone (the cache keeps the latest). The pins are the user's, kept in a
/// store of their own. Arithmetic is in `Decimal` throughout.
@MainActor @Observable
public final class RatesViewModel: EventSendingViewModel {
  /// One-shot events: where the user asked to go, for the app's flow to take them there.
  public enum Event: Hashable, Sendable {
    /// Open the history of `currency` against the base.
    case showHistory(currency: String)
    /// Open the history of the base against `currency`: the pair reversed.
    case showReversedHistory(currency: String)
  }

  /// The first day the ECB published reference rates.
  nonisolated public static let firstDay = "1999-01-04"

  /// The base currency.
  public private(set) var base: String
  /// The amount field's text, as typed.
  public private(set) var amountText: String
  /// The last valid amount: what the list converts.
  public private(set) var amount: Decimal
  /// Why the amount field's text is not an amount, while it is not.
  public private(set) var amountError: String?
  /// The filter field's text.
  public private(set) var filterText = ""
  /// The currency the list's cursor is on, by code, as the user moved it: what Enter opens and
  /// the actions act on (see ``selectedRow``); `nil` for the first row (a filter's first match).
  /// Kept while a filter hides it, so that clearing the filter finds it again.
  public private(set) var selectedCode: String?
  /// The day field's text, as typed (`yyyy-MM-dd`; empty for the latest rates).
  public private(set) var dayText: String
  /// The day whose rates are shown; `nil` for the latest.
  public private(set) var day: String?
  /// Why the day field's text is not a day the rates can be shown for, while it is not.
  public private(set) var dayError: String?
  /// The pinned currencies, in the order they were pinned: listed first.
  public private(set) var pinned: [String] = []
  /// The rates source.
  public private(set) var rates: Loadable<ExchangeRates> = .idle
  /// Whether the rates shown came from the cache because the service could not be reached.
  public private(set) var isShowingCachedRates = false
  /// Currency names by code: from the service, else from the cache.
  public private(set) var currencyNames: Loadable<[String: String]> = .idle
  /// A notice about the offline cache: rebuilt, read-only, unusable, or a write that failed.
  public private(set) var notice: String?

  /// Navigation events.
  public let events = EventQueue<Event>()

  /// The screen's title, naming the base: "Exchange rates for GBP".
  public var title: String { "Exchange rates for \(base)" }

  /// The currencies the base can become, in code order: the base, and every currency with a rate
  /// against it.
  public var baseChoices: [String] {
    Set([base] + (rates.value?.rates.keys.map(\.self) ?? [])).sorted()
  }

  /// Where the figures come from, to show with them: "Source: ECB".
  public var sourceNote: String { "Source: \(service.source)" }

  @ObservationIgnored private let service: any ExchangeRateService
  @ObservationIgnored private let cache: (any RatesStore)?
  @ObservationIgnored private let pins: (any PinStore)?
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let now: @Sendable () -> Date
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case rates, names }

  /// A rates screen for `base`, converting `amount`, on `day` (the latest when `nil`), fed by
  /// `service` and kept in `cache`.
  ///
  /// - Parameters:
  ///   - day: The day whose rates to show (`yyyy-MM-dd`); the latest when `nil`, or when it is no
  ///     day the rates can be shown for (``dayError`` then says why).
  ///   - cache: Where rates and names are kept for offline use; `nil` for none.
  ///   - cacheNotice: Why there is no cache, when opening it failed, to show on the screen.
  ///   - pins: Where the pinned currencies are kept; `nil` for none (pins last the run).
  ///   - pinsNotice: Why there is no store of pins, when opening it failed.
  ///   - now: Today, for the day field: a day after it has no rates yet.
  public init(
    base: String = "GBP",
    amount: Decimal = 1,
    day: String? = nil,
    service: any ExchangeRateService = FrankfurterService.bundled(),
    cache: (any RatesStore)? = nil,
    cacheNotice: String? = nil,
    pins: (any PinStore)? = nil,
    pinsNotice: String? = nil,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.base = base.uppercased()
    self.amount = amount
    self.amountText = amount.description
    self.dayText = day ?? ""
    self.service = service
    self.cache = cache
    self.pins = pins
    self.clock = clock
    self.now = now
    self.tasks = TaskOwner(clock: clock)
    let notices = [cacheNotice ?? cache?.notice, pinsNotice ?? pins?.notice].compactMap { $0 }
    self.notice = notices.isEmpty ? nil : notices.joined(separator: " ")
    if let day { (self.day, dayError) = Self.check(day, today: now()) }
    if let pins {
      do {
        pinned = try pins.pinnedCurrencies()
      } catch {
        notice = error.message
      }
    }
  }

  // MARK: Inputs

  /// The screen appeared: loads the rates and the currency names the first time.
  public func appeared() {
    if rates == .idle { loadRates() }
    if currencyNames == .idle { loadNames() }
  }

  /// The amount field changed to `text`.
  public func amountChanged(_ text: String) {
    amountText = text
    switch AmountInput.parse(text) {
    case .success(let value):
      amount = value
      amountError = nil
    case .failure(let problem):
      amountError = problem.message
    }
  }

  /// The filter field changed to `text`. A filter narrowed (text added) selects its first match;
  /// one widened (text deleted, cleared) keeps the currency selected.
  public func filterChanged(_ text: String) {
    let before = filterText
    if text.count >= before.count || !before.hasPrefix(text) {
      // The first match, whichever it is once the rows are in (they may still be loading).
      selectedCode = nil
    } else if !rows.contains(where: { $0.code == selectedCode }) {
      // Widened: what the narrower filter selected stays selected.
      selectedCode = rows.first?.code
    }
    filterText = text
  }

  /// The list's cursor moved to the currency `code`.
  public func select(_ code: String) {
    selectedCode = code
  }

  /// Enter on the list: asks for the selected currency's history against the base.
  public func openSelected() {
    selectedRow.map { currencySelected($0.code) }
  }

  /// The day field changed to `text`: a day (`yyyy-MM-dd`) shows that day's rates, nothing the
  /// latest; other text keeps the rates shown, and ``dayError`` says why.
  public func dayChanged(_ text: String) {
    dayText = text
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let (checked, error) = trimmed.isEmpty ? (nil, nil) : Self.check(trimmed, today: now())
    dayError = error
    guard error == nil, checked != day else { return }
    day = checked
    isShowingCachedRates = false
    loadRates()
  }

  /// The currency `code` is pinned to the top of the list, or unpinned; kept in the store of
  /// pins (a store that cannot keep it says so, and the pin lasts the run).
  public func pinToggled(_ code: String) {
    let isPinned = !pinned.contains(code)
    if isPinned { pinned.append(code) } else { pinned.removeAll { $0 == code } }
    do {
      try pins?.setPinned(code, isPinned)
    } catch {
      notice = error.message
    }
  }

  /// The row `code` was asked for the other way round: the history of the base against it.
  public func currencySwapped(_ code: String) {
    guard let rates = rates.value, rates.rates[code] != nil else { return }
    events.send(.showReversedHistory(currency: code))
  }

  /// `code` was chosen as the new base. The amount keeps its currency: 250 GBP becomes what 250
  /// GBP is in `code` (at the rates shown, rounded to `code`'s minor units), unless the rates do not
  /// have `code` or the field holds no amount.
  public func baseSelected(_ code: String) {
    let code = code.uppercased()
    guard code != base else { return }
    if amountError == nil, let rate = rates.value?.rates[code] {
      var converted = Decimal()
      var value = amount * rate
      NSDecimalRound(&converted, &value, CurrencyFormat.minorUnits(of: code), .bankers)
      amount = converted
      amountText = converted.description
    }
    base = code
    rates = .idle  // the old base's rates are no stale version of the new base's
    isShowingCachedRates = false
    loadRates()
  }

  /// Retry was tapped after a failed load: reloads what failed.
  public func retryTapped() {
    loadRates()
    if currencyNames.failure != nil { loadNames() }
  }

  /// The row `code` was selected: asks for its history against the base.
  public func currencySelected(_ code: String) {
    guard let rates = rates.value, rates.rates[code] != nil else { return }
    events.send(.showHistory(currency: code))
  }

  // MARK: Outputs

  /// The row the list's cursor is on: the one of ``selectedCode`` while the rows have it, else
  /// the first; `nil` while there are no rows.
  public var selectedRow: RateRow? {
    let rows = rows
    return rows.first { $0.code == selectedCode } ?? rows.first
  }

  /// What the screen can do with the selected currency: make it the base, pin it to the top (or
  /// unpin it), and open its history the other way round.
  public var actions: [ScreenAction] {
    let row = selectedRow
    return [
      ScreenAction("make-base", title: "make base", isEnabled: row.map { $0.code != base } ?? false)
      { [weak self] in
        self?.selectedRow.map { self?.baseSelected($0.code) }
      },
      ScreenAction(
        "pin", title: row?.isPinned == true ? "unpin" : "pin", isEnabled: row != nil,
        isOn: row?.isPinned ?? false, isProminent: false
      ) { [weak self] in
        self?.selectedRow.map { self?.pinToggled($0.code) }
      },
      ScreenAction("swap", isEnabled: row != nil, isProminent: false) { [weak self] in
        self?.selectedRow.map { self?.currencySwapped($0.code) }
      },
    ]
  }

  /// One row per currency, the pinned ones first (in the order they were pinned), then the
  /// others by code; filtered by code or name. The base is among them when the filter matches it
  /// (at 1): a filter for the base never hides every row.
  ///
  /// Made once for each change of what they show (the rates, names, filter, pins or amount): a
  /// view reads them on every frame and key, and formatting thirty `Decimal`s each time made a
  /// Rates key cost four times another screen's.
  public var rows: [RateRow] {
    guard let rates = rates.value else { return [] }
    let inputs = RowInputs(
      rates: rates, names: currencyNames.value, filter: filterText, pinned: pinned,
      amount: amount, base: base)
    if let made = madeRows, made.inputs == inputs { return made.rows }
    let rows = Self.rows(of: inputs)
    madeRows = (inputs, rows)
    return rows
  }

  /// What the rows show, and nothing else: when it is the same, so are they.
  private struct RowInputs: Equatable {
    var rates: ExchangeRates
    var names: [String: String]?
    var filter: String
    var pinned: [String]
    var amount: Decimal
    var base: String
  }

  /// The rows last made, and what they were made of.
  @ObservationIgnored private var madeRows: (inputs: RowInputs, rows: [RateRow])?

  private static func rows(of inputs: RowInputs) -> [RateRow] {
    let (rates, pinned, amount, base) = (inputs.rates, inputs.pinned, inputs.amount, inputs.base)
    let filter = inputs.filter.trimmingCharacters(in: .whitespaces)
    var all = rates.rates
    if !filter.isEmpty, all[base] == nil { all[base] = 1 }
    let pins = pinned.filter { all[$0] != nil }
    let others = all.keys.filter { !pins.contains($0) }.sorted()
    return (pins + others).compactMap { code in
      guard let rate = all[code] else { return nil }
      let name = inputs.names?[code] ?? code
      if !filter.isEmpty,
        code.range(of: filter, options: [.caseInsensitive]) == nil,
        name.range(of: filter, options: [.caseInsensitive, .diacriticInsensitive]) == nil
      {
        return nil
      }
      return RateRow(
        id: code, name: name, rate: CurrencyFormat.rate(rate),
        inverse: rate > 0 ? CurrencyFormat.rate(1 / rate) : "–",
        converted: CurrencyFormat.amount(amount * rate, code: code),
        isPinned: pins.contains(code))
    }
  }

  /// The amount in the base currency, formatted: "1,000.00 GBP".
  public var amountInBase: String {
    "\(CurrencyFormat.amount(amount, code: base)) \(base)"
  }

  /// "as of 30 Oct 2026", once rates are known; for a chosen day with no rates of its own (a
  /// weekend, a holiday), the day they are of and why: "as of 29 Dec 2023 (none on 31 Dec 2023)".
  public var asOf: String? {
    guard let rates = rates.value else { return nil }
    let shown = "as of \(DisplayDate.long(rates.date))"
    guard let day, day != rates.date else { return shown }
    return "\(shown) (none on \(DisplayDate.long(day)))"
  }

  /// "Offline: rates as of 30 Oct 2026" while the rates shown are not fresh from the service.
  public var offlineBanner: String? {
    guard let rates = rates.value, isShowingCachedRates || self.rates.failure != nil else {
      return nil
    }
    return "Offline: rates as of \(DisplayDate.long(rates.date))"
  }

  /// What the screen says above the list, in order: the offline banner, the notice, then the
  /// rates that could not be read.
  public var notices: [String] { [offlineBanner, notice, unreadableNote].compactMap(\.self) }

  /// "The rates for JPY and USD could not be read: The server sent an impossible rate for USD:
  /// -1.3.", when the answer held rates that could not be read (the others are listed).
  public var unreadableNote: String? {
    guard let unreadable = rates.value?.unreadable, !unreadable.isEmpty else { return nil }
    let codes = unreadable.keys.sorted()
    let named =
      codes.count == 1
      ? "The rate for \(codes[0]) could not be read"
      : "The rates for \(codes.dropLast().joined(separator: ", ")) and \(codes[codes.count - 1]) "
        + "could not be read"
    return named + ": " + (unreadable[codes[0]] ?? "")
  }

  /// What the screen says while its first load runs.
  public let ratesLoadingText = "Loading rates…"

  /// What the list shows for its state.
  public var status: ListStatus {
    if let names = currencyNames.value, !names.isEmpty, names[base] == nil {
      return .failed("Unknown currency \(base).")
    }
    return rates.listStatus(emptyMessage: "No rates for \(base).", isEmpty: \.rates.isEmpty)
  }

  /// Whether every source (the rates and the currency names) has loaded or failed.
  public var isSettled: Bool {
    rates.isSettled && currencyNames.isSettled
  }

  /// Whether a source failed: the rates (with nothing cached to show instead) or the names.
  public var hasFailure: Bool {
    if case .failed = status { return true }
    return currencyNames.failure != nil
  }

  /// The message for a filter that matches nothing.
  public var filterEmptyMessage: String? {
    guard rates.value != nil, rows.isEmpty, !filterText.isEmpty else { return nil }
    return "No currency matches “\(filterText)”."
  }

  /// `text` as a day the rates can be shown for (`yyyy-MM-dd`), or why it is not one: a real day
  /// written `yyyy-MM-dd`, as the screen writes days ("6 Jan 2024") or month first ("Jan 6,
  /// 2024"), from the ECB's first to `today`.
  nonisolated public static func check(_ text: String, today: Date) -> (
    day: String?, error: String?
  ) {
    guard let text = DisplayDate.parse(text) else {
      return (nil, "“\(text)” is not a day: write it as 2024-01-02 or 2 Jan 2024.")
    }
    guard text >= firstDay else {
      return (nil, "The ECB's rates start on \(DisplayDate.long(firstDay)).")
    }
    guard text <= DisplayDate.day(of: today) else {
      return (nil, "There are no rates for \(DisplayDate.long(text)) yet.")
    }
    return (text, nil)
  }

  // MARK: Work

  private func loadRates() {
    rates.startLoading()
    let base = base
    if let day {
      // A chosen day: from the service alone (the cache keeps the latest rates only).
      tasks.run(.rates) { [service] () async throws(APIError) in
        try await service.rates(base: base, on: day)
      } onResult: { [weak self] result in
        guard let self else { return }
        switch result {
        case .success(let fetched): rates = .loaded(fetched)
        case .failure(let error): rates.fail(error)
        }
      }
      return
    }
    tasks.run(.rates) { [service, cache] in
      await freshOrCached(
        fetch: { try await service.latestRates(base: base) },
        store: { try cache?.store($0) },
        cached: { try cache?.rates(base: base) })
    } onResult: { [weak self] result in
      guard let self, case .success(let fetched) = result else { return }
      if let isCached = fetched.show(in: &rates) { isShowingCachedRates = isCached }
      if let problem = fetched.cacheProblem { notice = problem }
    }
  }

  private func loadNames() {
    currencyNames.startLoading()
    tasks.run(.names) { [service, cache] in
      await freshOrCached(
        fetch: { try await service.currencies() },
        store: { try cache?.store(currencyNames: $0) },
        cached: { try cache?.currencyNames() })
    } onResult: { [weak self] result in
      guard let self, case .success(let fetched) = result else { return }
      fetched.show(in: &currencyNames)
      if let problem = fetched.cacheProblem { notice = problem }
    }
  }
}

extension RatesViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "base": base,
        "amountText": amountText,
        "amountError": amountError as Any,
        "filterText": filterText,
        "dayText": dayText,
        "day": day as Any,
        "dayError": dayError as Any,
        "pinned": pinned,
        "rates": rates,
        "isShowingCachedRates": isShowingCachedRates,
        "currencyNames": currencyNames,
        "notice": notice as Any,
        "status": status,
        "rows": rows,
      ])
  }
}

extension RatesViewModel: RetryingViewModel, AppearingViewModel, ActingViewModel {}

extension RatesViewModel: SelectingViewModel {
  /// The currency the list's cursor is on (``selectedRow``'s).
  public var selectedID: String? { selectedRow?.code }
}

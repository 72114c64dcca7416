import ConcurrencyExtras
import Foundation
import MVVMKit
import MVVMKitInspection
import MVVMKitNetworking
import Observation
import ShowcaseTerminal
import TerminalUI

/// The inspector beside every screen of the showcase: the top screen's view model, live, its
/// one-shot events, every request the app makes (bundled data included), and the network faults
/// put on them.
///
/// Every service's client goes through ``client(_:redacting:)``: recorded in ``requests`` and
/// faulted by ``faults``. F2, or `i` outside a text field, shows and hides it.
@MainActor @Observable
final class Inspector: SidePanel {
  /// Whether the panel is shown.
  private(set) var isShown: Bool
  /// Every exchange of every service, newest first.
  nonisolated let requests: HTTPExchangeLog
  /// The faults put on every request.
  nonisolated let faults: NetworkFaultControl
  /// The events of the view models shown.
  let events = EventTraffic()
  /// What is never shown: the API keys of the services, and the parameters that carry them.
  nonisolated var redaction: Redaction { redactionState.value }
  @ObservationIgnored private nonisolated let redactionState = LockIsolated(Redaction())
  /// The last state tree drawn, kept until one of the outputs it read changes.
  @ObservationIgnored var stateCache: StateCache?
  /// The lines of each request drawn, by its id, with the request and the width they were made
  /// for: most frames show the requests the last one showed, and breaking their URLs and wrapping
  /// their results again was a quarter of a frame with thousands of drinks.
  @ObservationIgnored var requestLines: [Int: (exchange: HTTPExchange, width: Int, lines: [Line])] =
    [:]
  /// The faults' lines last drawn, and the faults they show: made again only when they change.
  @ObservationIgnored var faultLinesDrawn: (faults: NetworkFaults, lines: [Line])?
  @ObservationIgnored private nonisolated let clock: any Clock<Duration>
  @ObservationIgnored private nonisolated let random: any RandomNumberGenerator & Sendable
  /// What every client records into, from the start, so that the session can be recorded (F6,
  /// `--record`); nothing where no recording can be asked for (a replay, `--once` without
  /// `--record`, a web tab).
  nonisolated let cassette: CassetteRecorder
  /// The session's recorder, which F6 starts and stops; `nil` where nothing is recorded (a replay).
  @ObservationIgnored var recorder: SessionRecorder?
  /// What answers every request in place of the services' own clients: a replay's player.
  @ObservationIgnored private nonisolated let replacement: CassettePlayer?
  /// Said in the status bar until the next key: where a recording was written, or why not.
  private(set) var notice: String?
  /// The kept answers shown because their servers could not be reached: the status bar says how
  /// old.
  nonisolated let keptAnswers = KeptAnswersSeen()
  /// Whether the status bar says a recording runs; off while the frames a recording keeps are
  /// drawn, so that a replay, which records nothing, draws the same.
  @ObservationIgnored var showsRecording = true
  /// Whether the panel has the focus beside the screen: its keys scroll its sections.
  private(set) var hasFocus = false
  /// The section the focused panel scrolls: 0 the state, 1 the events, 2 the requests.
  var focusedSection = 2
  /// The first item each section shows, scrolled by the focused panel.
  var offsets = [0, 0, 0]
  /// How many items each section had at the last frame, to scroll within.
  @ObservationIgnored var counts = [0, 0, 0]
  /// The observer of each event queue watched, by the queue: it knows which events were its
  /// queue's, so the panel shows the events of the screen shown.
  @ObservationIgnored private var queueObservers: [ObjectIdentifier: QueueEvents] = [:]

  /// The added latencies F3 steps through.
  static let latencies: [Duration] = [.zero, .milliseconds(300), .seconds(1), .seconds(3)]
  /// The failure rates F4 steps through.
  static let failureRates: [Double] = [0, 0.5, 1]

  /// An inspector, shown or not, with `faults` in force; latency waits on `clock`, failures are
  /// drawn from `random`; the session's exchanges kept in `cassette` (by default, none).
  init(
    isShown: Bool = false, faults: NetworkFaults = .none,
    clock: any Clock<Duration> = ContinuousClock(),
    random: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator(),
    log: HTTPExchangeLog = HTTPExchangeLog(), cassette: CassetteRecorder = CassetteRecorder(),
    replacing replacement: CassettePlayer? = nil
  ) {
    self.replacement = replacement
    self.cassette = cassette
    self.isShown = isShown
    self.faults = NetworkFaultControl(faults)
    self.requests = log
    self.clock = clock
    self.random = random
  }

  /// `base` as every service of the app uses it: faulted, then recorded (so a fault shows in the
  /// log as the failure or the wait it causes), with what `redaction` names never recorded nor
  /// shown in the state.
  ///
  /// In a replay, the replay's player answers in place of `base`, with no faults put on it: what
  /// was recorded already holds what the faults did.
  nonisolated func client(_ base: any HTTPClient, redacting redaction: Redaction = Redaction())
    -> any HTTPClient
  {
    // Whatever the service declared, a URL's user-info and the usual credential parameters too:
    // an address given with a key in it (`--places-api 'http://…/?key=…'`) is never kept.
    let redaction = redaction.merging(.credentials)
    redactionState.withValue { $0.add(redaction) }
    let sender: any HTTPClient =
      replacement.map { ReplayClient(player: $0, redaction: redaction) }
      ?? FaultInjectingHTTPClient(wrapping: base, control: faults, clock: clock, random: random)
    return RecordingHTTPClient(
      wrapping: sender, log: requests, cassette: cassette, clock: clock, redacting: redaction)
  }

  func toggle() {
    isShown.toggle()
    if !isShown { hasFocus = false }
  }

  func hide() {
    isShown = false
    hasFocus = false
  }

  /// Takes the focus from the screen (F7, Tab where the screen has no use for it, or a click on
  /// the panel).
  func focus() {
    guard isShown else { return }
    hasFocus = true
  }

  /// Gives the focus back to the screen.
  func blur() { hasFocus = false }

  /// The keys that scroll the focused section, Tab to the next, and F7 back to the app (as Esc).
  var focusedBindings: [KeyBinding] {
    KeyBinding.moving("scroll") { [weak self] key in self?.scroll(key) }
      + [
        KeyBinding([.tab], "Tab", "next section") { [weak self] in self?.nextSection(by: 1) },
        KeyBinding([.backTab], "⇧Tab", "previous section", isInStatusBar: false) {
          [weak self] in self?.nextSection(by: -1)
        },
        KeyBinding([.function(7)], "F7", "back to the app", isInStatusBar: false) {
          [weak self] in self?.blur()
        },
      ]
  }

  private func nextSection(by step: Int) {
    focusedSection = (focusedSection + step + offsets.count) % offsets.count
  }

  /// Scrolls the focused section an item (↑↓), five (PgUp PgDn), or to its ends.
  func scroll(_ key: Key, section: Int? = nil) {
    let section = section ?? focusedSection
    let last = max(0, counts[section] - 1)
    let offset = offsets[section]
    offsets[section] =
      switch key {
      case .up: max(0, offset - 1)
      case .down: min(last, offset + 1)
      case .pageUp: max(0, offset - 5)
      case .pageDown: min(last, offset + 5)
      case .home: 0
      case .end: last
      default: offset
      }
  }

  /// F3: the next added latency.
  func stepLatency() {
    faults.faults.latency = Self.next(after: faults.faults.latency, in: Self.latencies)
  }

  /// F4: the next failure rate.
  func stepFailureRate() {
    faults.faults.failureRate = Self.next(after: faults.faults.failureRate, in: Self.failureRates)
  }

  /// F5: offline, or back online.
  func toggleOffline() { faults.faults.isOffline.toggle() }

  /// F7: starts a recording of the session, or stops the one running and writes it.
  func toggleRecording() {
    guard let recorder else { return }
    guard recorder.isRecording else {
      recorder.start()
      notice = nil
      return
    }
    do {
      notice = try recorder.finish(endedBy: .lastKey).map {
        "recorded to \($0.url.path)" + ($0.note.map { "; \($0)" } ?? "")
      }
    } catch let error as RecordingError {
      notice = "not recorded: \(error.sentence)"
    } catch {
      notice = "not recorded: \(error.localizedDescription)"
    }
  }

  /// A key came: the notice of the last one goes.
  func keyPressed() {
    // Only when there is one: setting an observed property, even to nil again, draws a frame.
    if notice != nil { notice = nil }
  }

  private static func next<T: Comparable>(after value: T, in steps: [T]) -> T {
    steps.first { $0 > value } ?? steps[0]
  }

  var bindings: [KeyBinding] { bindings(offeringFocus: !hasFocus) }

  /// Covering the screen it has every key already: no key takes the focus to it.
  var coveringBindings: [KeyBinding] { bindings(offeringFocus: false) }

  /// Its keys; with `offeringFocus`, F7 (and Tab where the screen has no use for it) to take the
  /// focus to it.
  private func bindings(offeringFocus: Bool) -> [KeyBinding] {
    var bindings = [
      KeyBinding([.function(2), .character("i")], "F2", isShown ? "hide inspector" : "inspector") {
        [weak self] in self?.toggle()
      }
    ]
    guard isShown else { return bindings }
    if offeringFocus {
      // F7 moves between the app and the panel on every screen (F6 records); Tab
      // too where the screen has no use for it (its own Tab comes first).
      bindings.append(
        KeyBinding([.function(7), .tab], "F7", "to inspector") { [weak self] in self?.focus() })
    }
    bindings += [
      KeyBinding([.function(3)], "F3", "latency") { [weak self] in self?.stepLatency() },
      KeyBinding([.function(4)], "F4", "failures") { [weak self] in self?.stepFailureRate() },
      KeyBinding([.function(5)], "F5", "offline") { [weak self] in self?.toggleOffline() },
    ]
    if let recorder {
      bindings.append(
        KeyBinding([.function(6)], "F6", recorder.isRecording ? "stop recording" : "record") {
          [weak self] in self?.toggleRecording()
        })
    }
    return bindings
  }

  /// The view model `screen` shows, where it shows one the inspector can read.
  static func inspected(_ screen: any TerminalScreen) -> (any StateInspectable)? {
    (screen as? any ViewModelScreen)?.viewModel as? any StateInspectable
  }

  /// Records the events of `screen`'s view model from the moment it is pushed, whether or not the
  /// panel is shown, so the panel shows what was sent before it was opened.
  func watch(_ screen: any TerminalScreen) {
    guard let viewModel = Self.inspected(screen) else { return }
    for queue in viewModel.inspectedEventQueues {
      let observer = queueObservers[ObjectIdentifier(queue)] ?? QueueEvents(traffic: events)
      queueObservers[ObjectIdentifier(queue)] = observer
      if queue.observer !== observer { queue.observer = observer }
    }
  }

  /// The events sent by `screen`'s view model's queues, newest first.
  func events(of screen: any TerminalScreen) -> [EventTraffic.Record] {
    guard let viewModel = Self.inspected(screen) else { return [] }
    let ids = viewModel.inspectedEventQueues.reduce(into: Set<Int>()) { ids, queue in
      ids.formUnion(queueObservers[ObjectIdentifier(queue)]?.ids ?? [])
    }
    return events.records.filter { ids.contains($0.id) }
  }

  var statusNote: String? {
    var notes: [String] = []
    if showsRecording, recorder?.isRecording == true {
      // Said at once: the file will lack the answers from here on.
      notes.append(
        cassette.isOverflowed
          ? "● recording (answers past \(cassette.byteLimit >> 20) MB not kept)" : "● recording")
    }
    if let notice { notes.append(notice) }
    if let kept = keptAnswers.note { notes.append(kept) }
    let faults = faults.faults
    if faults.isOn {
      var parts: [String] = []
      if faults.isOffline { parts.append("offline") }
      if faults.latency > .zero { parts.append("+" + StateTree.describe(faults.latency)) }
      if faults.failureRate > 0 { parts.append(Self.percent(faults.failureRate) + " failing") }
      notes.append("faults: " + parts.joined(separator: ", "))
    }
    return notes.isEmpty ? nil : notes.joined(separator: " · ")
  }

  /// "50 %", "12.5 %".
  static func percent(_ rate: Double) -> String {
    decimal(rate * 100, fractionDigits: 1) + " %"
  }

  /// `value` with at most `fractionDigits` (0 or 1) decimals, a trailing ".0" left out: "12.5",
  /// "50". Written by hand, as the inspector draws it every frame: a number format style goes
  /// through ICU, which cost a key a tenth of its time with the inspector shown.
  static func decimal(_ value: Double, fractionDigits: Int) -> String {
    guard fractionDigits > 0 else { return "\(Int(value.rounded()))" }
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
  }
}

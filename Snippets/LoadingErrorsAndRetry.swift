// One screen, two sources: each section has its own state, keeps what it showed while it reloads
// or after it fails, and is retried on its own.

// snippet.hide
import MVVMKit
import Observation

struct Rate: Hashable, Sendable {
  let currency: String
  let value: Double
}

struct Article: Hashable, Sendable {
  let title: String
}

protocol MarketService: Sendable {
  func rates() async throws -> [Rate]
  func news() async throws -> [Article]
}

// snippet.show
// snippet.viewModel
@MainActor @Observable
final class MarketViewModel {
  private(set) var rates: Loadable<[Rate]> = .idle
  private(set) var news: Loadable<[Article]> = .idle

  enum Work { case rates, news }
  @ObservationIgnored private let tasks = TaskOwner<Work>()
  @ObservationIgnored private let service: any MarketService

  init(service: any MarketService) {
    self.service = service
  }

  /// Both sources start together; neither waits for the other.
  func appeared() {
    loadRates()
    loadNews()
  }

  /// Only the failed section is asked again; the other stays as it is.
  func retryTapped() {
    if rates.failure != nil { loadRates() }
    if news.failure != nil { loadNews() }
  }

  private func loadRates() {
    tasks.load(.rates, into: \.rates, on: self) { [service] in try await service.rates() }
  }

  private func loadNews() {
    tasks.load(.news, into: \.news, on: self) { [service] in try await service.news() }
  }
}

// snippet.settling
/// A frame printed once (a `--once` run, a server-rendered page) waits for every section.
extension MarketViewModel: Settling {
  var isSettled: Bool { rates.isSettled && news.isSettled }
  var hasFailure: Bool { rates.failure != nil || news.failure != nil }
}

// snippet.view
/// What a section shows, in one switch: `ListStatus` names the placeholder, and the value kept
/// by `Loadable` stays on screen under it.
@MainActor
func sectionText(_ title: String, rates: Loadable<[Rate]>) -> [String] {
  let rows = (rates.value ?? []).map { "\($0.currency) \($0.value)" }
  switch rates.listStatus(emptyMessage: "No rates today.") {
  case .idle, .loading: return [title, "Loading…"]
  case .refreshing: return [title + " (updating)"] + rows
  case .loaded: return [title] + rows
  case .empty(let message): return [title, message]
  case .failed(let message): return [title, message + " Retry?"] + rows
  }
}
// snippet.end

public import MVVMKit
import MVVMKitNetworking
public import Observation

/// A place's screen: its detail (``PlaceDetailViewModel``). Opened from a list or a row, it has
/// the place at once, mapped among the others of its type; opened by its id alone (a link, a
/// reload), it finds where the user is and loads the place from Place Details when it appears.
@MainActor @Observable
public final class PlaceViewModel: Identifiable {
  /// The place's id.
  public nonisolated let id: String
  /// The place's detail: given, or loading by the place's id.
  public private(set) var detail: Loadable<PlaceDetailViewModel>

  @ObservationIgnored private let lookup: Lookup?
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case lookup }

  /// What loading the place by its id needs.
  private struct Lookup {
    let service: any PlacesService
    let locationProvider: any LocationProvider
    let units: Units
  }

  /// The screen of `detail`, from a list or a row that has the place.
  public init(detail: PlaceDetailViewModel, clock: any Clock<Duration> = ContinuousClock()) {
    id = detail.place.id
    self.detail = .loaded(detail)
    lookup = nil
    tasks = TaskOwner(clock: clock)
  }

  /// The screen of the place `id`, loaded from `service` when it appears and seen from where
  /// `locationProvider` says, distances in `units`.
  public init(
    placeID: String, service: any PlacesService, locationProvider: any LocationProvider,
    units: Units, clock: any Clock<Duration> = ContinuousClock()
  ) {
    id = placeID
    detail = .idle
    lookup = Lookup(service: service, locationProvider: locationProvider, units: units)
    tasks = TaskOwner(clock: clock)
  }

  // MARK: Inputs

  /// The screen appeared: loads the place unless it is here already or loading.
  public func appeared() {
    if detail == .idle { load() }
  }

  /// Retry was tapped after a failed load.
  public func retryTapped() {
    if detail.failure != nil { load() }
  }

  // MARK: Outputs

  /// The place's name; "Place" until it is known.
  public var title: String { detail.value?.name ?? "Place" }

  /// What the screen says while the place loads.
  public let placeLoadingText = "Loading the place…"

  /// What the screen shows for its state.
  public var status: ListStatus {
    detail.listStatus(emptyMessage: "", isEmpty: { _ in false })
  }

  // MARK: Work

  private func load() {
    guard let lookup else { return }
    tasks.load(.lookup, into: \.detail, on: self, policy: .dropIfRunning) { [id] in
      async let origin = lookup.locationProvider.currentLocation()
      let place = try await lookup.service.place(id: id)
      let from = try await origin
      return PlaceDetailViewModel(
        place: place, origin: from, others: [], units: lookup.units,
        centre: lookup.locationProvider.centreName(of: from),
        photoURL: place.photoReference.flatMap {
          lookup.service.photoURL(reference: $0, maxWidth: 800)
        })
    }
  }
}

extension PlaceViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(self, children: ["detail": detail, "status": status, "title": title])
  }
}

extension PlaceViewModel: RetryingViewModel, AppearingViewModel {
  /// Whether the place is known or failed.
  public var isSettled: Bool { detail.isSettled }
  /// Whether the place failed to load.
  public var hasFailure: Bool { detail.failure != nil }
}

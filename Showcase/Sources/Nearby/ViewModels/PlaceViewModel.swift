import Foundation
public import MVVMKit
import MVVMKitNetworking
public import Observation

/// A place's screen: its detail (``PlaceDetailViewModel``) and what Place Details adds to it (its
/// phone, website and the week's hours, ``contact``). Opened from a list or a row, it has the
/// place at once, mapped among the others of its type, and asks Place Details for the rest when it
/// appears; opened by its id alone (a link, a reload), it finds where the user is and loads the
/// place and its contact details in one request.
@MainActor @Observable
public final class PlaceViewModel: Identifiable {
  /// The place's id.
  public nonisolated let id: String
  /// The place's detail: given, or loading by the place's id.
  public private(set) var detail: Loadable<PlaceDetailViewModel>
  /// The place's phone, website and hours, from Place Details: loading on their own when the
  /// detail was given, so that a failure here never hides the place.
  public private(set) var contact: Loadable<PlaceContactViewModel> = .idle

  @ObservationIgnored private let service: any PlacesService
  @ObservationIgnored private let lookup: Lookup?
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case lookup, contact }

  /// What loading the place by its id needs.
  private struct Lookup {
    let locationProvider: any LocationProvider
    let units: Units
  }

  /// The screen of `detail`, from a list or a row that has the place; its contact details come
  /// from `service`.
  public init(
    detail: PlaceDetailViewModel, service: any PlacesService,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    id = detail.place.id
    self.detail = .loaded(detail)
    self.service = service
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
    self.service = service
    lookup = Lookup(locationProvider: locationProvider, units: units)
    tasks = TaskOwner(clock: clock)
  }

  // MARK: Inputs

  /// The screen appeared: loads the place, or its contact details, unless here or loading.
  public func appeared() {
    if detail == .idle {
      load()
    } else if contact == .idle {
      loadContact()
    }
  }

  /// Retry was tapped: loads again what failed, the place or its contact details.
  public func retryTapped() {
    if detail.failure != nil {
      load()
    } else if contact.failure != nil {
      loadContact()
    }
  }

  // MARK: Outputs

  /// The place's name; "Place" until it is known.
  public var title: String { detail.value?.name ?? "Place" }

  /// What the screen says while the place loads.
  public let placeLoadingText = "Loading the place…"

  /// What the screen says while the contact details load.
  public let contactLoadingText = "Loading the phone, website and hours…"

  /// What the screen shows for the place's state.
  public var status: ListStatus {
    detail.listStatus(emptyMessage: "", isEmpty: { _ in false })
  }

  /// What the screen shows for the contact details' state (empty: ``PlaceContactViewModel/emptyMessage``).
  public var contactStatus: ListStatus {
    contact.listStatus(emptyMessage: contact.value?.emptyMessage ?? "") {
      $0.emptyMessage != nil
    }
  }

  /// What the screen says beside "Open now" or "Closed" where the service's hours may not be true
  /// (sample data); `nil` for a live service, or a place whose hours are unknown.
  public var hoursNote: String? {
    detail.value?.place.isOpenNow == nil ? nil : service.openNowNote
  }

  // MARK: Work

  private func load() {
    guard let lookup else { return }
    contact.startLoading()
    tasks.load(.lookup, into: \.detail, on: self, policy: .dropIfRunning) { [id, service] in
      async let origin = lookup.locationProvider.currentLocation()
      let place = try await service.place(id: id)
      let from = try await origin
      return PlaceDetailViewModel(
        place: place, origin: from, others: [], units: lookup.units,
        centre: lookup.locationProvider.centreName(of: from),
        photoURL: place.photoReference.flatMap { service.photoURL(reference: $0, maxWidth: 800) })
    } onLoaded: { viewModel, detail in
      viewModel.contact = .loaded(
        PlaceContactViewModel(place: detail.place, missing: viewModel.service.contactNote))
    }
  }

  private func loadContact() {
    tasks.load(.contact, into: \.contact, on: self, policy: .dropIfRunning) {
      [id, service] in
      PlaceContactViewModel(place: try await service.place(id: id), missing: service.contactNote)
    }
  }
}

extension PlaceViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: ["detail": detail, "contact": contact, "status": status, "title": title])
  }
}

extension PlaceViewModel: RetryingViewModel, AppearingViewModel {
  /// Whether the place and its contact details are known or failed.
  public var isSettled: Bool {
    detail.failure != nil || (detail.isSettled && contact.isSettled)
  }
  /// Whether the place, or its contact details, failed to load.
  public var hasFailure: Bool { detail.failure != nil || contact.failure != nil }
}

extension PlaceViewModel: ActingViewModel {
  /// The place's links, once it is known: the place in Google Maps, the directions to it, and,
  /// where Place Details has them, its phone (a call) and its website.
  public var actions: [ScreenAction] {
    guard let place = detail.value else { return [] }
    let contact = contact.value
    let links: [(ActionID, String, URL?, String)] = [
      ("map", "open in maps", place.mapURL, "the place"),
      ("directions", "directions", place.directionsURL, "the directions"),
      ("call", "call", contact?.callURL, "the call"),
      ("website", "website", contact?.website, "the website"),
    ]
    return links.compactMap { id, title, url, subject in
      url.map { ScreenAction(id, title: title, opening: .init($0, subject: subject)) }
    }
  }
}

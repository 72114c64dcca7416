public import Foundation
public import MVVMKit
import MVVMKitNetworking
public import Observation

/// One photo in full: the image, and every fact the feed knows of it (and only those), and its
/// saving where the app has somewhere to save. Opened from a list, it has the photo at once; opened
/// by its id alone (a link, a reload), it loads the photo from the feed when it appears.
@MainActor @Observable
public final class PhotoDetailViewModel: Identifiable, EventSendingViewModel {
  /// One-shot events: where the user asked to go, for the app's flow to take them there.
  public enum Event: Hashable, Sendable {
    /// The photo `offset` places along the feed (1 the next, -1 the one before).
    case showNeighbour(offset: Int)
    /// Show the photo alone, as large as the screen allows.
    case showFullScreen
    /// Leave the photo alone, back to its detail.
    case leaveFullScreen
  }

  /// Navigation events.
  public let events = EventQueue<Event>()
  /// Whether the feed has a photo `offset` places along to go to (-1 before, 1 after): the app's
  /// flow says, from the list the photo is in. What it reads of the list is observed, so a view
  /// showing ``hasPrevious`` and ``hasNext`` follows the list as it loads (an address opens the
  /// photo before its list has loaded).
  @ObservationIgnored public var canStep: (@MainActor (_ offset: Int) -> Bool)?
  /// Whether the feed has a photo before this one to go to.
  public var hasPrevious: Bool { canStep?(-1) ?? false }
  /// Whether the feed has a photo after this one to go to.
  public var hasNext: Bool { canStep?(1) ?? false }

  /// The photo's id in the feed.
  public nonisolated let id: String
  /// The photo: given, or loading by its id.
  public private(set) var photo: Loadable<Photo>
  /// Saving the photo, once it is known and where the app saves photos.
  public private(set) var saving: PhotoSaveViewModel?

  @ObservationIgnored private let service: (any PhotoService)?
  @ObservationIgnored private let makeSaving: @MainActor (Photo) -> PhotoSaveViewModel?
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case lookup }

  /// The detail of `photo`, from a list that has it; saved by what `saving` makes of it (none: no
  /// saving).
  public init(
    photo: Photo, saving: @escaping @MainActor (Photo) -> PhotoSaveViewModel? = { _ in nil },
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    id = photo.id
    self.photo = .loaded(photo)
    service = nil
    makeSaving = saving
    tasks = TaskOwner(clock: clock)
    self.saving = saving(photo)
  }

  /// The detail of the photo `id`, loaded from `service` when it appears; saved by what `saving`
  /// makes of it once loaded.
  public init(
    photoID: String, service: any PhotoService,
    saving: @escaping @MainActor (Photo) -> PhotoSaveViewModel? = { _ in nil },
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    id = photoID
    photo = .idle
    self.service = service
    makeSaving = saving
    tasks = TaskOwner(clock: clock)
  }

  // MARK: Inputs

  /// The detail appeared: loads the photo unless it is here already or loading.
  public func appeared() {
    if photo == .idle { load() }
  }

  /// Retry was tapped after a failed load.
  public func retryTapped() {
    if photo.failure != nil { load() }
  }

  /// → (or the wheel down): the next photo of the feed.
  public func nextTapped() {
    events.send(.showNeighbour(offset: 1))
  }

  /// The photo was chosen (Enter, a click on it): shows it alone, once it is known.
  public func fullScreenTapped() {
    guard photo.value != nil else { return }
    events.send(.showFullScreen)
  }

  /// The photo alone was chosen (Enter, a click on it): back to its detail.
  public func fullScreenClosed() {
    events.send(.leaveFullScreen)
  }

  /// ← (or the wheel up): the photo before in the feed.
  public func previousTapped() {
    events.send(.showNeighbour(offset: -1))
  }

  // MARK: Outputs

  /// The title; "Untitled" for a photo without one, "Photo" until the photo is known.
  public var title: String {
    guard let photo = photo.value else { return "Photo" }
    return photo.name.isEmpty ? "Untitled" : photo.name
  }
  /// The image.
  public var imageURL: URL? { photo.value?.imageURL }
  /// The description, if any.
  public var description: String? { photo.value?.description }
  /// The photo's page where it is published, if it has one.
  public var pageURL: URL? { photo.value?.pageURL }
  /// What a link to ``pageURL`` says: "On Wikimedia Commons", else "The photo's page".
  public var pageLinkLabel: String {
    photo.value?.source.map { "On \($0)" } ?? "The photo's page"
  }
  /// The line that credits the photo, as its source asks: "“Grass” by CC0Textures is marked with
  /// CC0 1.0. To view the terms, visit https://creativecommons.org/publicdomain/zero/1.0/."
  public var attribution: String? { photo.value?.attribution }

  /// What the detail says while the photo loads.
  public let photoLoadingText = "Loading the photo…"

  /// What the detail shows for its state.
  public var status: ListStatus {
    photo.listStatus(emptyMessage: "", isEmpty: { _ in false })
  }

  /// The facts, as label and value, in reading order; unknown ones are left out (none until the
  /// photo is known).
  public var facts: [(label: String, value: String)] {
    guard let photo = photo.value else { return [] }
    let candidates: [(String, String?)] = [
      ("By", photo.author), ("Credit", photo.credit), ("Licence", photo.license),
      ("Source", photo.source),
      (
        "Uploaded",
        photo.createdAt.map { PhotoCellViewModel.day($0, offset: photo.createdAtOffset) }
      ),
      ("Camera", photo.camera), ("Lens", photo.lens), ("Focal length", photo.focalLength),
      ("ISO", photo.iso), ("Shutter", photo.shutterSpeed), ("Aperture", photo.aperture),
      ("Size", photo.width > 0 && photo.height > 0 ? "\(photo.width) × \(photo.height)" : nil),
      ("Rating", photo.rating.map { String(format: "%.1f", $0) }),
      ("Views", photo.timesViewed?.groupedDigits), ("Votes", photo.votesCount?.groupedDigits),
      ("Tags", photo.tags.isEmpty ? nil : photo.tags.joined(separator: ", ")),
      (
        "Position",
        photo.latitude.flatMap { latitude in
          photo.longitude.map { String(format: "%.4f, %.4f", latitude, $0) }
        }
      ),
    ]
    return candidates.compactMap { label, value in value.map { (label, $0) } }
  }

  // MARK: Work

  private func load() {
    guard let service else { return }
    tasks.load(.lookup, into: \.photo, on: self, policy: .dropIfRunning) { [service, id] in
      do {
        return try await service.photo(id: id)
      } catch {
        // Whether asking again may mend it, as the service says (no photo has the id: never).
        throw LoadFailure(service: error)
      }
    } onLoaded: { detail, photo in
      detail.saving = detail.makeSaving(photo)
    }
  }
}

extension PhotoDetailViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "photo": photo,
        "status": status,
        "title": title,
        "imageURL": imageURL as Any,
        "facts": facts,
        "attribution": attribution as Any,
      ])
  }
}

extension PhotoDetailViewModel: ActingViewModel {
  /// What the photo's detail can do: go along the feed (where there is a photo that way), show
  /// the photo alone (once its image is known), save it (where it may be saved) and open its page
  /// on the site that keeps it.
  public var actions: [ScreenAction] {
    var actions = alongTheFeed
    if imageURL != nil {
      actions.append(
        ScreenAction("full-screen", title: "full screen") { [weak self] in
          self?.fullScreenTapped()
        })
    }
    if let saving, saving.imageURL != nil {
      actions.append(ScreenAction("save") { saving.saveTapped() })
    }
    if let pageURL {
      actions.append(
        ScreenAction(
          "page", title: "open page", opening: .init(pageURL, subject: "the photo's page")))
    }
    return actions
  }

  /// What the photo alone can do: go along the feed, and back to the detail.
  public var fullScreenActions: [ScreenAction] {
    alongTheFeed + [
      ScreenAction("detail") { [weak self] in self?.fullScreenClosed() }
    ]
  }

  /// The photo before and the next, where there is one.
  private var alongTheFeed: [ScreenAction] {
    (hasPrevious ? [ScreenAction("previous") { [weak self] in self?.previousTapped() }] : [])
      + (hasNext ? [ScreenAction("next") { [weak self] in self?.nextTapped() }] : [])
  }
}

extension PhotoDetailViewModel: RetryingViewModel, AppearingViewModel {
  /// Whether the photo is known or failed.
  public var isSettled: Bool { photo.isSettled }
  /// Whether the photo failed to load.
  public var hasFailure: Bool { photo.failure != nil }
  /// Whether asking again may load the photo: not when the service says it cannot (no photo has
  /// the id).
  public var canRetry: Bool { photo.failure?.isRetryable == true }
}

public import Foundation
public import MVVMKit
public import Observation

/// Saving a photo: its original bytes, from the same images the screen shows, into the user's
/// pictures folder, with its credit beside it (``PhotoFiles/save(_:of:)``). Each save makes a new
/// file; none is ever written over. A photo whose licence forbids commercial use or changes is
/// saved after an alert that says so, naming the licence.
@MainActor
@Observable
public final class PhotoSaveViewModel: EventSendingViewModel {
  /// Where a save is.
  public enum State: Hashable, Sendable {
    /// Nothing asked for yet.
    case idle
    /// The bytes are on their way to the file.
    case saving
    /// Saved, at this path.
    case saved(String)
    /// Not saved, for this reason.
    case failed(String)
  }

  /// One-shot events for the view.
  public enum Event: Hashable, Sendable {
    /// Show an alert: its title, message and button.
    case alert(title: String, message: String, button: String)
  }

  /// Where the last save is.
  public private(set) var state = State.idle
  /// The events.
  public let events = EventQueue<Event>()

  @ObservationIgnored private let photo: Photo
  @ObservationIgnored private let files: PhotoFiles
  @ObservationIgnored private let load: @Sendable (URL) async throws -> Data
  @ObservationIgnored let tasks: TaskOwner<Work>

  enum Work: Hashable { case save }

  /// Saves of `photo` into `files`, its bytes from `load` (the image loader the screen uses).
  public init(
    photo: Photo, files: PhotoFiles, load: @escaping @Sendable (URL) async throws -> Data,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.photo = photo
    self.files = files
    self.load = load
    tasks = TaskOwner(clock: clock)
  }

  /// What the screen says of the last save, the file's name first (a long folder may not fit):
  /// "Saved “4001 The astronaut Eileen Collins.png” in /home/ann/Pictures".
  public var notice: String? {
    switch state {
    case .idle: nil
    case .saving: "Saving…"
    case .saved(let path):
      "Saved “\((path as NSString).lastPathComponent)” in \((path as NSString).deletingLastPathComponent)"
    case .failed(let reason): "Not saved: \(reason)"
    }
  }

  /// What the photo's licence does not allow ("CC BY-NC-ND 4.0 does not allow commercial use or
  /// changes"), said before it is saved; `nil` when it allows both.
  public var licenceRestriction: String? { photo.licence?.restriction }

  /// Whether the licence's alert has been shown: once, before the first save.
  public private(set) var isLicenceAcknowledged = false

  /// Whether a save must first say what the licence does not allow: a view that saves by other
  /// means (a browser's download) calls ``licenceAcknowledged()`` before it offers the bytes.
  public var needsLicenceAcknowledgement: Bool {
    licenceRestriction != nil && !isLicenceAcknowledged
  }

  /// Says what the licence does not allow, in an alert naming it, once.
  public func licenceAcknowledged() {
    guard let restriction = licenceRestriction, !isLicenceAcknowledged else { return }
    isLicenceAcknowledged = true
    events.send(
      .alert(
        title: "For your own use",
        message: "\(restriction). Its credit is saved beside it.", button: "Ok"))
  }

  /// The image a save keeps: where a view that saves elsewhere (a browser's download) takes
  /// the bytes from; `nil` for a photo without an image.
  public var imageURL: URL? { photo.imageURL }

  /// The photo's `data` as a saved file has it: its credit written in (``PhotoCredit``), for a
  /// view that saves elsewhere (a browser's download).
  public nonisolated func credited(_ data: Data) -> Data {
    PhotoCredit.embedding(PhotoFiles.credit(of: photo), in: data)
  }

  /// The name a file of the photo's `data` takes: "4001 The astronaut Eileen Collins.png".
  public nonisolated func fileName(for data: Data) -> String {
    PhotoFiles.fileName(for: photo, data: data)
  }

  /// Saves the photo as a new file; a save already running is let finish. A photo whose licence
  /// forbids commercial use or changes says so first, once, in an alert naming the licence.
  public func saveTapped() {
    guard let url = photo.imageURL else {
      state = .failed("This photo has no image.")
      return
    }
    if needsLicenceAcknowledgement { licenceAcknowledged() }
    let started = tasks.run(.save, policy: .dropIfRunning) {
      [photo, files, load] () async throws -> URL in
      let data = try await load(url)
      return try files.save(data, of: photo)
    } onResult: { [weak self] result in
      switch result {
      case .success(let file): self?.state = .saved(file.path)
      case .failure(let error as PhotoSaveError): self?.state = .failed(error.message)
      case .failure(let error): self?.state = .failed(LoadFailure(error).message)
      }
    }
    if started { state = .saving }
  }
}

public import Foundation
import MVVMKit
public import Observation

/// Saving a photo: its original bytes, from the same images the screen shows, into the user's
/// pictures folder. Each save makes a new file; none is ever written over.
@MainActor
@Observable
public final class PhotoSaveViewModel {
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

  /// Where the last save is.
  public private(set) var state = State.idle

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

  /// The image a save keeps: where a view that saves elsewhere (a browser's download) takes
  /// the bytes from; `nil` for a photo without an image.
  public var imageURL: URL? { photo.imageURL }

  /// The name a file of the photo's `data` takes: "4001 The astronaut Eileen Collins.png".
  public nonisolated func fileName(for data: Data) -> String {
    PhotoFiles.fileName(for: photo, data: data)
  }

  /// Saves the photo as a new file; a save already running is let finish.
  public func saveTapped() {
    guard let url = photo.imageURL else {
      state = .failed("This photo has no image.")
      return
    }
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

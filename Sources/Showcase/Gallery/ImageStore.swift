import Foundation
import ImageDecoding
import MVVMKitNetworking
import Observation
import TerminalUI

/// The images a screen shows, by URL: loaded through the ``ImageLoader`` and decoded off the main
/// actor, observable so a frame is drawn again when one arrives. A screen says which URLs are on
/// screen each frame; the loads of those that left are cancelled (the loader keeps what it already
/// downloaded, so coming back costs no second download).
@MainActor @Observable
final class ImageStore {
  /// What a screen has of one image.
  enum Entry: Equatable {
    /// Downloading or decoding.
    case loading
    /// The pixels.
    case loaded(PixelImage)
    /// "Image unavailable": not an image, truncated, or the download failed.
    case unavailable
  }

  private(set) var entries: [URL: Entry] = [:]
  @ObservationIgnored private var loads: [URL: Task<Void, Never>] = [:]
  @ObservationIgnored let loader: ImageLoader

  init(loader: ImageLoader) {
    self.loader = loader
  }

  /// Released with its screen: every load still running stops.
  isolated deinit {
    for load in loads.values { load.cancel() }
  }

  /// Whether no image is loading (observable: a wait for it ends when the last arrives).
  var isIdle: Bool { !entries.values.contains(.loading) }

  /// The image at `url`, starting its load the first time it is asked for.
  func image(for url: URL) -> Entry {
    if let entry = entries[url] { return entry }
    entries[url] = .loading
    loads[url] = Task { [loader, weak self] in
      let entry: Entry
      do throws(APIError) {
        let data = try await loader.data(for: url)
        switch await Task.detached(operation: { ImageDecoder.decode(data) }).value {
        case .success(let image): entry = .loaded(image)
        case .failure: entry = .unavailable
        }
      } catch .cancelled {
        return  // it left the screen
      } catch {
        entry = .unavailable
      }
      self?.loads[url] = nil
      self?.entries[url] = entry
    }
    return .loading
  }

  /// Only `urls` are on screen: the loads of the others stop, and they load again if they return.
  func keepLoading(only urls: Set<URL>) {
    for (url, load) in loads where !urls.contains(url) {
      load.cancel()
      loads[url] = nil
      entries[url] = nil
    }
  }
}

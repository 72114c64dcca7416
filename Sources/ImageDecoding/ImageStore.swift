public import Foundation
public import MVVMKitNetworking
public import Observation
public import TerminalUI

/// The images a screen shows, by URL: loaded through the ``ImageLoader`` and decoded off the main
/// actor, observable so a frame is drawn again when one arrives. A screen says which URLs are on
/// screen each frame; the loads of those that left are cancelled (the loader keeps what it already
/// downloaded, so coming back costs no second download).
///
/// Images are decoded one at a time and no larger than a frame can show, so a page of large (or
/// hostile) images costs the memory of one small decode, not of every image at its full size.
@MainActor @Observable
public final class ImageStore {
  /// What a screen has of one image.
  public enum Entry: Equatable {
    /// Downloading or decoding.
    case loading
    /// The pixels.
    case loaded(PixelImage)
    /// "Image unavailable": not an image, truncated, or the download failed.
    case unavailable
  }

  private(set) var entries: [URL: Entry] = [:]
  @ObservationIgnored private var loads: [URL: Task<Void, Never>] = [:]
  /// Where the bytes come from.
  @ObservationIgnored public let loader: ImageLoader
  @ObservationIgnored private let decoder: SerialDecoder

  /// The largest a frame can show an image: as many columns as a frame has, and twice as many
  /// pixels down as it has rows (a cell shows two pixels, one above the other).
  public static let largestShown = (
    width: ScreenBuffer.maximumSide, height: ScreenBuffer.maximumSide * 2
  )

  /// Images from `loader`, decoded to fit `size` in pixels.
  public init(loader: ImageLoader, decodingToFit size: (width: Int, height: Int) = largestShown) {
    self.loader = loader
    decoder = SerialDecoder(fitting: size)
  }

  /// Released with its screen: every load still running stops.
  isolated deinit {
    for load in loads.values { load.cancel() }
  }

  /// Whether no image is loading (observable: a wait for it ends when the last arrives).
  public var isIdle: Bool { !entries.values.contains(.loading) }

  /// The image at `url`, starting its load the first time it is asked for.
  public func image(for url: URL) -> Entry {
    if let entry = entries[url] { return entry }
    entries[url] = .loading
    loads[url] = Task { [loader, decoder, weak self] in
      let entry: Entry
      do throws(APIError) {
        let data = try await loader.data(for: url)
        switch await decoder.decode(data) {
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
  public func keepLoading(only urls: Set<URL>) {
    for (url, load) in loads where !urls.contains(url) {
      load.cancel()
      loads[url] = nil
      entries[url] = nil
    }
  }
}

/// Decodes one image at a time, off the main actor (an actor runs one call at a time).
private actor SerialDecoder {
  let size: (width: Int, height: Int)

  init(fitting size: (width: Int, height: Int)) {
    self.size = size
  }

  func decode(_ data: Data) -> Result<PixelImage, ImageDecoder.Failure> {
    ImageDecoder.decode(data, fitting: size)
  }
}

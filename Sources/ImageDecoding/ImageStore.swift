public import Foundation
public import MVVMKitNetworking
public import Observation
public import TerminalUI

/// The images a screen shows, by URL and by the size they are shown at: loaded through the
/// ``ImageLoader`` and decoded off the main actor at that size, observable so a frame is drawn
/// again when one arrives. A screen says which URLs are on screen each frame; the loads of those
/// that left are cancelled (the loader keeps what it already downloaded, so coming back costs no
/// second download).
///
/// Images are decoded one at a time and no larger than they are shown (a thumbnail of 8x4 cells
/// decodes 8x8 pixels), so a page of large (or hostile) images costs the time and memory of small
/// decodes. An image asked for at a new size (the terminal was resized) is decoded again, and the
/// one already decoded is shown meanwhile; the last ``sizesKept`` sizes of an image are kept.
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

  /// The size an image is decoded to, in pixels.
  struct Size: Hashable {
    let width: Int
    let height: Int
  }

  /// An image at the size it is decoded to.
  struct Key: Hashable {
    let url: URL
    let size: Size
  }

  /// Each image's sizes, decoded or loading: by URL first, so that a frame finds a card's image,
  /// and another size of it, with one lookup of the URL.
  private(set) var entries: [URL: [Size: Entry]] = [:]
  @ObservationIgnored private var loads: [Key: Task<Void, Never>] = [:]
  /// When each image was last asked for, by a count of the asks: the least recent size goes first.
  @ObservationIgnored private var lastAsked: [Key: Int] = [:]
  @ObservationIgnored private var asks = 0
  /// The cells each decoded image was last drawn in: a frame draws the thumbnails the last one
  /// drew, and making their pixels into cells again was a fifth of a key in a debug build.
  @ObservationIgnored private var drawn: [Key: (columns: Int, rows: Int, cells: PixelImage.Cells)] =
    [:]

  /// How many sizes of one image are kept decoded.
  public static let sizesKept = 4
  /// Where the bytes come from.
  @ObservationIgnored public let loader: ImageLoader
  /// How the images' colours reach the terminal.
  @ObservationIgnored public let colors: PixelImage.Colors
  @ObservationIgnored private let decoder = SerialDecoder()

  /// The largest a frame can show an image: as many columns as a frame has, and twice as many
  /// pixels down as it has rows (a cell shows two pixels, one above the other).
  public static let largestShown = (
    width: ScreenBuffer.maximumSide, height: ScreenBuffer.maximumSide * 2
  )

  /// Whether an image asked for is still downloading or decoding.
  public var isLoading: Bool { entries.values.contains { $0.values.contains(.loading) } }

  /// Images from `loader`, drawn in `colors`.
  public init(loader: ImageLoader, colors: PixelImage.Colors = .trueColor) {
    self.loader = loader
    self.colors = colors
  }

  /// Released with its screen: every load still running stops.
  isolated deinit {
    for load in loads.values { load.cancel() }
  }

  /// Whether no image is loading (observable: a wait for it ends when the last arrives).
  public var isIdle: Bool { !isLoading }

  /// The image at `url` decoded to fit `size` in pixels (at most ``largestShown``), starting its
  /// load the first time it is asked for at that size. While it loads, the same image decoded at
  /// another size is returned, if there is one.
  public func image(for url: URL, fitting size: (width: Int, height: Int)) -> Entry {
    entry(for: url, fitting: size).entry
  }

  /// What a view draws of the image at `url` in `columns` x `rows` cells (two pixels a cell, one
  /// above the other), as ``image(for:fitting:)`` finds it: the image made into cells in the
  /// store's ``colors``, kept for the next frame.
  public func drawing(for url: URL, columns: Int, rows: Int) -> Drawing {
    let (entry, key) = entry(for: url, fitting: (columns, rows * 2))
    switch entry {
    case .loading: return .loading
    case .unavailable: return .unavailable
    case .loaded(let image):
      if let key, let kept = drawn[key], kept.columns == columns, kept.rows == rows {
        return .cells(kept.cells)
      }
      let cells = image.cells(fitting: columns, rows, colors: colors)
      if let key { drawn[key] = (columns, rows, cells) }
      return .cells(cells)
    }
  }

  /// What ``drawing(for:columns:rows:)`` gives a view to draw.
  public enum Drawing: Equatable {
    /// Downloading or decoding.
    case loading
    /// The image, made into cells.
    case cells(PixelImage.Cells)
    /// "Image unavailable".
    case unavailable
  }

  /// The entry for `url` at `size`, and the key of the image it holds when it holds one (another
  /// size's, while this one loads).
  private func entry(for url: URL, fitting size: (width: Int, height: Int)) -> (
    entry: Entry, key: Key?
  ) {
    let size = Size(
      width: min(max(1, size.width), Self.largestShown.width),
      height: min(max(1, size.height), Self.largestShown.height))
    let key = Key(url: url, size: size)
    asks += 1
    lastAsked[key] = asks
    let sizes = entries[url] ?? [:]
    if let entry = sizes[size] {
      return entry == .loading ? Self.shownWhileLoading(url, size, in: sizes) : (entry, key)
    }
    entries[url, default: [:]][size] = .loading
    loads[key] = Task { [loader, decoder, weak self] in
      let entry: Entry
      do throws(APIError) {
        let data = try await loader.data(for: url)
        switch await decoder.decode(data, fitting: (size.width, size.height)) {
        case .success(let image): entry = .loaded(image)
        case .failure: entry = .unavailable
        }
      } catch .cancelled {
        return  // it left the screen
      } catch {
        entry = .unavailable
      }
      self?.arrived(entry, for: key)
    }
    return Self.shownWhileLoading(url, size, in: sizes)
  }

  /// Only `urls` are on screen: the loads of the others stop, and they load again if they return.
  /// The images already decoded are kept. `urls` is made only while an image loads (a frame of a
  /// screen whose pictures are all in need not gather its URLs).
  public func keepLoading(only urls: @autoclosure () -> Set<URL>) {
    guard !loads.isEmpty else { return }
    let urls = urls()
    for (key, load) in loads where !urls.contains(key.url) {
      load.cancel()
      loads[key] = nil
      entries[key.url]?[key.size] = nil
      if entries[key.url]?.isEmpty == true { entries[key.url] = nil }
      lastAsked[key] = nil
      drawn[key] = nil
    }
  }

  /// The image of `key` decoded; beyond ``sizesKept`` sizes of it, the least recently asked for
  /// (and not loading) is let go.
  private func arrived(_ entry: Entry, for key: Key) {
    loads[key] = nil
    entries[key.url, default: [:]][key.size] = entry
    let sizes = (entries[key.url] ?? [:]).keys.map { Key(url: key.url, size: $0) }
      .filter { loads[$0] == nil }
    guard sizes.count > Self.sizesKept else { return }
    for other in sizes.sorted(by: { lastAsked[$0, default: 0] < lastAsked[$1, default: 0] })
      .prefix(sizes.count - Self.sizesKept)
    {
      entries[other.url]?[other.size] = nil
      lastAsked[other] = nil
      drawn[other] = nil
    }
  }

  /// What is shown of `url` while it loads at `size`: the same image decoded at another of its
  /// `sizes`, with that size's key, if there is one; otherwise that it is loading.
  private static func shownWhileLoading(_ url: URL, _ size: Size, in sizes: [Size: Entry]) -> (
    entry: Entry, key: Key?
  ) {
    guard let other = sizes.first(where: { $0.key != size && $0.value != .loading }) else {
      return (.loading, nil)
    }
    return (other.value, Key(url: url, size: other.key))
  }
}

/// Decodes one image at a time, off the main actor (an actor runs one call at a time).
private actor SerialDecoder {
  func decode(_ data: Data, fitting size: (width: Int, height: Int))
    -> Result<PixelImage, ImageDecoder.Failure>
  {
    ImageDecoder.decode(data, fitting: size)
  }
}

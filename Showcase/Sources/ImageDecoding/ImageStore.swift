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

  /// An image as a picture for a graphics protocol, in the cells it is asked for.
  struct PictureKey: Hashable {
    let url: URL
    let columns: Int
    let rows: Int
    let graphics: GraphicsProtocol
    let cell: CellPixels
  }

  /// What a screen has of one picture.
  enum PictureEntry: Equatable {
    case loading
    case loaded(TerminalPicture)
    case unavailable
  }

  /// The pictures made for a graphics protocol, loaded or loading.
  private(set) var pictures: [PictureKey: PictureEntry] = [:]
  @ObservationIgnored private var pictureLoads: [PictureKey: Task<Void, Never>] = [:]
  /// When each picture was last asked for, by the store's count of asks.
  @ObservationIgnored private var pictureAsks: [PictureKey: Int] = [:]
  /// How many pictures are kept: each holds its encoded pixels (a PNG or sixel of the cells it
  /// covers), so a few screens' worth, not every photo ever shown.
  public static let picturesKept = 48

  /// Each image's sizes, decoded or loading: by URL first, so that a frame finds a card's image,
  /// and another size of it, with one lookup of the URL.
  private(set) var entries: [URL: [Size: Entry]] = [:]
  @ObservationIgnored private var loads: [Key: Task<Void, Never>] = [:]
  /// How many loads hold their image's bytes now (downloading, waiting for the decoder, or
  /// decoding), and the loads waiting for a turn, first come first served.
  @ObservationIgnored private var loadsInHand = 0
  @ObservationIgnored private var waitingForTurn:
    [(id: UUID, turn: CheckedContinuation<Bool, Never>)] =
      []

  /// The most loads that hold their image's bytes at once: a page of twenty 10 MB photos holds
  /// three of them, not twenty waiting for the one decoder.
  public static let loadsAtOnce = 3
  /// What the store notes of each image beside its entries, by URL.
  @ObservationIgnored private var notes: [URL: Notes] = [:]
  /// How many times an image has been asked for: the least recently asked size goes first.
  @ObservationIgnored private var asks = 0

  /// When each size of one image was last asked for, and the cells it was last drawn in. A
  /// reference, so that a frame marks its pictures asked for without writing the store's tables.
  private final class Notes {
    /// Each size's last ask, by the store's count of asks: an image is asked for at a size or two,
    /// looked through in a list rather than hashed (each picture notes its ask every frame).
    private var lastAsks: [(size: Size, ask: Int)] = []
    /// The last drawing of the image: the size decoded, the cells asked for and the cells made.
    /// Making pixels into cells every frame was a fifth of a key in a debug build.
    var drawn: (size: Size, columns: Int, rows: Int, cells: PixelImage.Cells)?

    /// The cells the image decoded at `size` was last drawn in, if that was in `columns` x `rows`.
    func cells(of size: Size, columns: Int, rows: Int) -> PixelImage.Cells? {
      guard let drawn, drawn.size == size, drawn.columns == columns, drawn.rows == rows else {
        return nil
      }
      return drawn.cells
    }

    /// Notes that `size` was asked for: the store's `ask`th ask.
    func noteAsked(_ size: Size, ask: Int) {
      if let index = lastAsks.firstIndex(where: { $0.size == size }) {
        lastAsks[index].ask = ask
      } else {
        lastAsks.append((size, ask))
      }
    }

    /// When `size` was last asked for; 0 if it has not been.
    func lastAsked(_ size: Size) -> Int {
      lastAsks.first { $0.size == size }?.ask ?? 0
    }

    /// The cells the image was last drawn in, whatever size it was decoded at, if that was in
    /// `columns` x `rows`: what a picture shows while it is made.
    func lastCells(columns: Int, rows: Int) -> PixelImage.Cells? {
      guard let drawn, drawn.columns == columns, drawn.rows == rows else { return nil }
      return drawn.cells
    }

    /// Lets go of `size`: its ask, and its drawing if it was the last drawn.
    func forget(_ size: Size) {
      lastAsks.removeAll { $0.size == size }
      if drawn?.size == size { drawn = nil }
    }
  }

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
  public var isLoading: Bool {
    entries.values.contains { $0.values.contains(.loading) } || pictures.values.contains(.loading)
  }

  /// Images from `loader`, drawn in `colors`.
  public init(loader: ImageLoader, colors: PixelImage.Colors = .trueColor) {
    self.loader = loader
    self.colors = colors
  }

  /// Released with its screen: every load still running stops.
  isolated deinit {
    for load in loads.values { load.cancel() }
    for load in pictureLoads.values { load.cancel() }
  }

  /// Whether no image is loading (observable: a wait for it ends when the last arrives).
  public var isIdle: Bool { !isLoading }

  /// Whether the image at `url` could not be had, at any size asked for (a failed download, a
  /// file that is not an image): a view leaves out the room it would have taken.
  public func isUnavailable(_ url: URL) -> Bool {
    entries[url]?.values.contains(.unavailable) == true
      || pictures.contains { $0.key.url == url && $0.value == .unavailable }
  }

  /// The image at `url` decoded to fit `size` in pixels (at most ``largestShown``), starting its
  /// load the first time it is asked for at that size. While it loads, the same image decoded at
  /// another size is returned, if there is one.
  public func image(for url: URL, fitting size: (width: Int, height: Int)) -> Entry {
    let size = Self.size(fitting: size)
    asked(for: url, at: size)
    return entry(for: url, size: size).entry
  }

  /// What a view draws of the image at `url` in `columns` x `rows` cells, for a frame that draws
  /// pictures as `images` says. With half-blocks, ``drawing(for:columns:rows:)``. With a
  /// graphics protocol, the image made into a ``TerminalPicture`` for it (off the main actor, as
  /// it is decoded), and meanwhile the cells it was last drawn in. With ``ImageDrawing/none``,
  /// nothing, and nothing is loaded.
  public func drawing(for url: URL, columns: Int, rows: Int, as images: ImageDrawing) -> Drawing {
    switch images {
    case .none: return .hidden
    case .blocks: return drawing(for: url, columns: columns, rows: rows)
    case .pixels(let graphics, let cell):
      return picture(
        PictureKey(url: url, columns: columns, rows: rows, graphics: graphics, cell: cell))
    }
  }

  /// What a view draws of the image at `url` in `columns` x `rows` cells (two pixels a cell, one
  /// above the other), as ``image(for:fitting:)`` finds it: the image made into cells in the
  /// store's ``colors``, kept for the next frame.
  ///
  /// An image drawn again at the size it was decoded for is final: it is found among the kept
  /// drawings, without reading (and so without observing) the loading images.
  public func drawing(for url: URL, columns: Int, rows: Int) -> Drawing {
    let size = Self.size(fitting: (columns, rows * 2))
    let notes = asked(for: url, at: size)
    if let cells = notes.cells(of: size, columns: columns, rows: rows) { return .cells(cells) }
    let (entry, shown) = entry(for: url, size: size)
    switch entry {
    case .loading: return .loading
    case .unavailable: return .unavailable
    case .loaded(let image):
      if let cells = notes.cells(of: shown, columns: columns, rows: rows) { return .cells(cells) }
      let cells = image.cells(fitting: columns, rows, colors: colors)
      notes.drawn = (shown, columns, rows, cells)
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
    /// The image as a picture for the terminal's graphics protocol.
    case picture(TerminalPicture)
    /// Nothing: pictures are not shown (`--images none`).
    case hidden

  }

  /// The picture of `key`, starting its load the first time it is asked for; while it loads, the
  /// cells the image was last drawn in at that size, if any.
  private func picture(_ key: PictureKey) -> Drawing {
    asks += 1
    pictureAsks[key] = asks
    switch pictures[key] {
    case .loaded(let picture): return .picture(picture)
    case .unavailable: return .unavailable
    case .loading: break
    case nil: startLoading(key)
    }
    return notes[key.url]?.lastCells(columns: key.columns, rows: key.rows).map(Drawing.cells)
      ?? .loading
  }

  /// Loads, decodes and makes the picture of `key`, one turn among the store's loads.
  private func startLoading(_ key: PictureKey) {
    pictures[key] = .loading
    pictureLoads[key] = loadTask(
      for: key.url,
      making: { [decoder, colors] data in await decoder.picture(of: data, for: key, colors: colors)
      }
    ) { store, picture in
      store.arrived(picture.map(PictureEntry.loaded) ?? .unavailable, for: key)
    }
  }

  /// A load of `url`: downloaded in its turn (see ``loadsAtOnce``), made into what is shown by
  /// `make` off the main actor, and handed to `arrived` (`nil` when it could not be had). Nothing
  /// arrives for a load cancelled (it left the screen) or a store released meanwhile.
  private func loadTask<Made: Sendable>(
    for url: URL,
    making make: @escaping @Sendable (Data) async -> Result<Made, ImageDecoder.Failure>,
    arrived: @escaping @MainActor (ImageStore, Made?) -> Void
  ) -> Task<Void, Never> {
    Task { [loader, weak self] in
      guard await self?.takeTurn() == true else { return }  // it left the screen first
      defer { self?.giveTurnBack() }
      // It left the screen as its turn came: no download is started for it.
      guard !Task.isCancelled else { return }
      let made: Made?
      do throws(APIError) {
        switch await make(try await loader.data(for: url)) {
        case .success(let value): made = value
        case .failure: made = nil
        }
      } catch .cancelled {
        return  // it left the screen
      } catch {
        made = nil
      }
      if let self { arrived(self, made) }
    }
  }

  /// The picture of `key` made; beyond ``picturesKept``, the least recently asked for (and not
  /// loading) is let go.
  private func arrived(_ entry: PictureEntry, for key: PictureKey) {
    pictureLoads[key] = nil
    pictures[key] = entry
    let done = pictures.keys.filter { pictureLoads[$0] == nil }
    guard done.count > Self.picturesKept else { return }
    let leastRecentFirst = done.sorted { pictureAsks[$0, default: 0] < pictureAsks[$1, default: 0] }
    for other in leastRecentFirst.prefix(done.count - Self.picturesKept) {
      pictures[other] = nil
      pictureAsks[other] = nil
    }
  }

  /// `size` in pixels, within 1x1 and ``largestShown``.
  private static func size(fitting size: (width: Int, height: Int)) -> Size {
    Size(
      width: min(max(1, size.width), largestShown.width),
      height: min(max(1, size.height), largestShown.height))
  }

  /// Notes `size` of `url` as asked for now, and returns the image's notes.
  @discardableResult
  private func asked(for url: URL, at size: Size) -> Notes {
    asks += 1
    let notes: Notes
    if let known = self.notes[url] {
      notes = known
    } else {
      notes = Notes()
      self.notes[url] = notes
    }
    notes.noteAsked(size, ask: asks)
    return notes
  }

  /// The entry for `url` at `size`, starting its load the first time it is asked for, and the
  /// size of the image it holds (another size's while this one loads).
  private func entry(for url: URL, size: Size) -> (entry: Entry, shown: Size) {
    let sizes = entries[url] ?? [:]
    if let entry = sizes[size] {
      return entry == .loading ? Self.shownWhileLoading(size, in: sizes) : (entry, size)
    }
    entries[url, default: [:]][size] = .loading
    let key = Key(url: url, size: size)
    loads[key] = loadTask(
      for: url,
      making: { [decoder] data in await decoder.decode(data, fitting: (size.width, size.height)) }
    ) { store, image in
      store.arrived(image.map(Entry.loaded) ?? .unavailable, for: key)
    }
    return Self.shownWhileLoading(size, in: sizes)
  }

  /// What a load waits on for its turn to hold bytes: `true` once it has one, `false` when it
  /// was cancelled first (and has none).
  private func takeTurn() async -> Bool {
    if loadsInHand < Self.loadsAtOnce {
      loadsInHand += 1
      return true
    }
    let id = UUID()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { turn in
        if Task.isCancelled { return turn.resume(returning: false) }
        waitingForTurn.append((id, turn))
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.leaveQueue(id) }
    }
  }

  /// A cancelled load leaves the queue, turnless.
  private func leaveQueue(_ id: UUID) {
    guard let index = waitingForTurn.firstIndex(where: { $0.id == id }) else { return }
    waitingForTurn.remove(at: index).turn.resume(returning: false)
  }

  /// A load is done with its bytes: the first waiting gets the turn.
  private func giveTurnBack() {
    guard !waitingForTurn.isEmpty else {
      loadsInHand -= 1
      return
    }
    waitingForTurn.removeFirst().turn.resume(returning: true)
  }

  /// Only `urls` are on screen: the loads of the others stop, and they load again if they return.
  /// The images already decoded are kept. `urls` is made only while an image loads (a frame of a
  /// screen whose pictures are all in need not gather its URLs).
  public func keepLoading(only urls: @autoclosure () -> Set<URL>) {
    guard !loads.isEmpty || !pictureLoads.isEmpty else { return }
    let urls = urls()
    for (key, load) in pictureLoads where !urls.contains(key.url) {
      load.cancel()
      pictureLoads[key] = nil
      pictures[key] = nil
      pictureAsks[key] = nil
    }
    for (key, load) in loads where !urls.contains(key.url) {
      load.cancel()
      loads[key] = nil
      entries[key.url]?[key.size] = nil
      if entries[key.url]?.isEmpty == true {
        entries[key.url] = nil
        notes[key.url] = nil  // no size of it left to note
      } else {
        notes[key.url]?.forget(key.size)
      }
    }
  }

  /// The image of `key` decoded; beyond ``sizesKept`` sizes of it, the least recently asked for
  /// (and not loading) is let go.
  private func arrived(_ entry: Entry, for key: Key) {
    loads[key] = nil
    entries[key.url, default: [:]][key.size] = entry
    let sizes = (entries[key.url] ?? [:]).keys.filter {
      loads[Key(url: key.url, size: $0)] == nil
    }
    guard sizes.count > Self.sizesKept, let notes = notes[key.url] else { return }
    let leastRecentFirst = sizes.sorted { notes.lastAsked($0) < notes.lastAsked($1) }
    for other in leastRecentFirst.prefix(sizes.count - Self.sizesKept) {
      entries[key.url]?[other] = nil
      notes.forget(other)
    }
  }

  /// What is shown of an image while it loads at `size`: the same image decoded at another of its
  /// `sizes`, with that size, if there is one; otherwise that it is loading (at `size`).
  private static func shownWhileLoading(_ size: Size, in sizes: [Size: Entry]) -> (
    entry: Entry, shown: Size
  ) {
    guard let other = sizes.first(where: { $0.key != size && $0.value != .loading }) else {
      return (.loading, size)
    }
    return (other.value, other.key)
  }
}

/// Decodes one image at a time, off the main actor (an actor runs one call at a time).
private actor SerialDecoder {
  func decode(_ data: Data, fitting size: (width: Int, height: Int))
    -> Result<PixelImage, ImageDecoder.Failure>
  {
    ImageDecoder.decode(data, fitting: size)
  }

  func picture(of data: Data, for key: ImageStore.PictureKey, colors: PixelImage.Colors)
    -> Result<TerminalPicture, ImageDecoder.Failure>
  {
    let pixels = (width: key.columns * key.cell.width, height: key.rows * key.cell.height)
    return ImageDecoder.decode(data, fitting: pixels).flatMap { image in
      PictureEncoder.picture(
        of: image, fitting: key.columns, key.rows, cell: key.cell, graphics: key.graphics,
        colors: colors)
    }
  }
}

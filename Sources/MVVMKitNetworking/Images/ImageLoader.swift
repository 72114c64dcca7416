public import Foundation
import OrderedCollections

/// Loads image bytes through an ``HTTPClient`` (bundled, live or stub alike), for any list of
/// pictures: a memory cache with a byte budget (the least recently used goes first), one download
/// per URL however many cells ask at once, a limit on downloads at a time, and a load that stops
/// when the cell that asked leaves the screen (the download itself stops when no one waits for it).
///
/// It hands back bytes; the view decodes them, as `UIImage(data:)` would on Apple platforms.
///
/// ```swift
/// let loader = ImageLoader(client: client)
/// let bytes = try await loader.data(for: photo.thumbnailURL)  // cancelled with the cell's task
/// ```
public actor ImageLoader {
  private let client: any HTTPClient
  /// The most bytes the cache keeps.
  public let byteBudget: Int
  /// The most downloads at a time.
  public let maximumDownloads: Int

  private var cache: OrderedDictionary<URL, Data> = [:]
  /// The bytes the cache holds now.
  public private(set) var cachedBytes = 0
  private var downloads: [URL: Download] = [:]
  private var running = 0
  private var waitingForSlot: [CheckedContinuation<Void, Never>] = []
  /// How many downloads have started, for tests and statistics.
  public private(set) var downloadsStarted = 0

  /// One download and the callers waiting for it.
  private final class Download {
    var task: Task<Void, Never>?
    var waiters: [UUID: CheckedContinuation<Data, any Error>] = [:]
  }

  /// A loader fetching through `client`, caching up to `byteBudget` bytes, downloading at most
  /// `maximumDownloads` images at a time.
  public init(client: any HTTPClient, byteBudget: Int = 32 << 20, maximumDownloads: Int = 4) {
    self.client = client
    self.byteBudget = byteBudget
    self.maximumDownloads = max(1, maximumDownloads)
  }

  /// The bytes at `url`, from the cache or downloaded (once, however many ask at the same time).
  ///
  /// - Throws: ``APIError``: the client's, ``APIError/httpStatus(_:bodyExcerpt:)`` for a non-2xx
  ///   answer, or ``APIError/cancelled`` when the caller's task is cancelled.
  /// - Complexity: A cache hit is O(*k*), where *k* is the number of images cached: marking it the
  ///   most recently used moves it to the end of an `OrderedDictionary`. Storing a download evicts
  ///   the least recently used images until the budget holds, O(*k*) at most.
  public func data(for url: URL) async throws(APIError) -> Data {
    if let cached = cache.removeValue(forKey: url) {
      cache[url] = cached  // now the most recently used
      return cached
    }
    // A caller already gone starts no download: no one would wait for it, and no one cancel it.
    if Task.isCancelled { throw .cancelled }
    let download = downloads[url] ?? start(url)
    let id = UUID()
    do {
      // Both closures capture `self`, so they run on this actor: the waiter is registered in the
      // same job that found the download, never racing its end (an async closure that captured
      // only `download` would run off the actor, and a waiter could be lost).
      return try await withTaskCancellationHandler { [self] in
        try await withCheckedThrowingContinuation { continuation in
          self.register(continuation, id, on: download)
        }
      } onCancel: {
        Task { await self.leave(url, id) }
      }
    } catch let error as APIError {
      throw error
    } catch {
      throw .cancelled
    }
  }

  /// Adds a waiter to `download`, or fails it at once when its task is already cancelled.
  private func register(
    _ continuation: CheckedContinuation<Data, any Error>, _ id: UUID, on download: Download
  ) {
    if Task.isCancelled {
      continuation.resume(throwing: APIError.cancelled)
    } else {
      download.waiters[id] = continuation
    }
  }

  /// The bytes at `url` if the cache has them, without marking them used.
  ///
  /// - Complexity: O(1) expected.
  public func cachedData(for url: URL) -> Data? {
    cache[url]
  }

  private func start(_ url: URL) -> Download {
    let download = Download()
    downloads[url] = download
    downloadsStarted += 1
    download.task = Task { [client] in
      let result: Result<Data, APIError>
      await self.acquireSlot()
      do throws(APIError) {
        if Task.isCancelled { throw .cancelled }
        let response = try await client.send(HTTPRequest(url: url, headers: ["Accept": "image/*"]))
        guard response.isSuccess else { throw .status(of: response) }
        result = .success(response.body)
      } catch {
        result = .failure(error)
      }
      self.finish(url, download, with: result)
    }
    return download
  }

  private func finish(_ url: URL, _ download: Download, with result: Result<Data, APIError>) {
    releaseSlot()
    if downloads[url] === download { downloads[url] = nil }
    if case .success(let data) = result { store(data, for: url) }
    let waiters = download.waiters
    download.waiters = [:]
    for continuation in waiters.values { continuation.resume(with: result.mapError { $0 }) }
  }

  /// A caller stopped waiting: it gets ``APIError/cancelled``, and when no one waits any more the
  /// download stops.
  private func leave(_ url: URL, _ id: UUID) {
    guard let download = downloads[url], let continuation = download.waiters.removeValue(forKey: id)
    else { return }
    continuation.resume(throwing: APIError.cancelled)
    if download.waiters.isEmpty {
      download.task?.cancel()
      downloads[url] = nil
    }
  }

  private func store(_ data: Data, for url: URL) {
    guard data.count <= byteBudget else { return }
    if let old = cache.removeValue(forKey: url) { cachedBytes -= old.count }
    cache[url] = data
    cachedBytes += data.count
    while cachedBytes > byteBudget, let oldest = cache.elements.first?.value {
      cache.removeFirst()
      cachedBytes -= oldest.count
    }
  }

  private func acquireSlot() async {
    if running < maximumDownloads {
      running += 1
      return
    }
    await withCheckedContinuation { waitingForSlot.append($0) }
  }

  private func releaseSlot() {
    if waitingForSlot.isEmpty {
      running -= 1
    } else {
      waitingForSlot.removeFirst().resume()  // the slot passes straight to the next download
    }
  }
}

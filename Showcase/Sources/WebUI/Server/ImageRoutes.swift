import ConcurrencyExtras
import Foundation

/// The images, downloads and recordings pages asked for, each under a path of its own: the
/// server serves bytes only through the path a page's region made for them, so it is never an
/// open proxy, and the browser never sees the address they came from (which may carry a key).
public final class ImageRoutes: Sendable {
  /// What one path serves.
  struct Route: Sendable {
    /// How the bytes are served.
    enum Kind: Sendable {
      /// An image a page shows.
      case image
      /// A file the browser saves, named by the bytes loaded.
      case download(fileName: @Sendable (Data) -> String)
      /// A recording an `<audio>` element plays, in the ranges it asks for.
      case media

      /// The kind's word in a route's key and its path: `images`, `downloads`, `media`.
      var folder: String {
        switch self {
        case .image: "images"
        case .download: "downloads"
        case .media: "media"
        }
      }
    }

    let url: URL
    let load: @Sendable (URL) async throws -> Data
    var kind = Kind.image

    /// For a download, the name of the file of the bytes loaded; `nil` otherwise.
    var fileName: (@Sendable (Data) -> String)? {
      guard case .download(let fileName) = kind else { return nil }
      return fileName
    }

    /// What the route is kept under: its address, and how it is served.
    var key: String { kind.folder + " " + url.absoluteString }
  }

  private struct State {
    /// The token of each image shown, and of each download, by ``Route/key``.
    var tokens: [String: String] = [:]
    var routes: [String: Route] = [:]
    /// Tokens in the order made, the oldest forgotten first past ``capacity``.
    var order: [String] = []
    var made = 0
    /// The recording served last, by its token: an `<audio>` element asks for it a range at a
    /// time, and each range is cut from the bytes loaded once.
    var lastMedia: (token: String, bytes: Data)?
  }

  /// The most images remembered; the oldest path stops serving past it.
  public let capacity: Int
  /// What every path begins with: a server's own, so that a path cached by a browser from an
  /// earlier run (`/images/1` then, another image) is never one of this run's.
  public let prefix: String
  private let state = LockIsolated(State())

  /// Routes for up to `capacity` images, their paths beginning with `prefix` (by default none).
  public init(capacity: Int = 4096, prefix: String = "") {
    self.capacity = max(1, capacity)
    self.prefix = prefix
  }

  /// A prefix no other run of a server is likely to have: eight random hexadecimal digits and a
  /// dash.
  public static func runPrefix() -> String {
    var random = SystemRandomNumberGenerator()
    return String(format: "%08x-", random.next() as UInt32)
  }

  /// The path of `url`'s image, the same each time it is asked for while remembered.
  func path(for url: URL, load: @escaping @Sendable (URL) async throws -> Data) -> String {
    path(of: Route(url: url, load: load))
  }

  /// The path of the recording at `url`, for an `<audio>` element, the same each time it is
  /// asked for while remembered.
  func mediaPath(for url: URL, load: @escaping @Sendable (URL) async throws -> Data) -> String {
    path(of: Route(url: url, load: load, kind: .media))
  }

  /// The path that downloads `url`'s bytes as a file named `fileName(bytes)` (the browser saves
  /// it; nothing is written on the server), the same each time it is asked for while remembered.
  func downloadPath(
    for url: URL, fileName: @escaping @Sendable (Data) -> String,
    load: @escaping @Sendable (URL) async throws -> Data
  ) -> String {
    path(of: Route(url: url, load: load, kind: .download(fileName: fileName)))
  }

  /// The path of `route`: its kind's folder and its token.
  private func path(of route: Route) -> String {
    "/" + route.kind.folder + "/" + token(for: route)
  }

  /// The token of `route`: made the first time its address is asked for, as an image or as a
  /// download.
  private func token(for route: Route) -> String {
    state.withValue { state -> String in
      if let token = state.tokens[route.key] { return token }
      // A number: a path serves only what a page asked for, so knowing one gives nothing more.
      state.made += 1
      let token = prefix + String(state.made)
      state.tokens[route.key] = token
      state.routes[token] = route
      state.order.append(token)
      if state.order.count > capacity {
        let oldest = state.order.removeFirst()
        if let removed = state.routes.removeValue(forKey: oldest) {
          state.tokens[removed.key] = nil
        }
      }
      return token
    }
  }

  /// The bytes of the recording `token` names (`route`'s): those served last when it was the
  /// same, else loaded, and kept as the last in place of the one before.
  func mediaBytes(_ token: String, of route: Route) async throws -> Data {
    if let last = state.withValue({ $0.lastMedia }), last.token == token { return last.bytes }
    let bytes = try await route.load(route.url)
    state.withValue { $0.lastMedia = (token, bytes) }
    return bytes
  }

  /// Lets go of the recording served last: with no tab open, no `<audio>` will ask for it.
  func forgetMedia() {
    state.withValue { $0.lastMedia = nil }
  }

  /// The route of `token`, if a page made it and it is still remembered.
  func route(_ token: String) -> Route? {
    state.withValue { $0.routes[token] }
  }
}

import ConcurrencyExtras
import Foundation

/// The images pages asked for, each under a path of its own: the server serves an image only
/// through the path a page's region made for it, so it is never an open proxy, and the browser
/// never sees the address the image came from (which may carry a key).
public final class ImageRoutes: Sendable {
  /// What one path serves.
  struct Route: Sendable {
    let url: URL
    let load: @Sendable (URL) async throws -> Data
    /// For a download, the name of the file of the bytes loaded; `nil` for an image shown.
    var fileName: (@Sendable (Data) -> String)? = nil

    /// What the route is kept under: its address, as an image or as a download.
    var key: String { (fileName == nil ? "image " : "download ") + url.absoluteString }
  }

  private struct State {
    /// The token of each image shown, and of each download, by ``Route/key``.
    var tokens: [String: String] = [:]
    var routes: [String: Route] = [:]
    /// Tokens in the order made, the oldest forgotten first past ``capacity``.
    var order: [String] = []
    var made = 0
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
    "/images/" + token(for: Route(url: url, load: load))
  }

  /// The path that downloads `url`'s bytes as a file named `fileName(bytes)` (the browser saves
  /// it; nothing is written on the server), the same each time it is asked for while remembered.
  func downloadPath(
    for url: URL, fileName: @escaping @Sendable (Data) -> String,
    load: @escaping @Sendable (URL) async throws -> Data
  ) -> String {
    "/downloads/" + token(for: Route(url: url, load: load, fileName: fileName))
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

  /// The route of `token`, if a page made it and it is still remembered.
  func route(_ token: String) -> Route? {
    state.withValue { $0.routes[token] }
  }
}

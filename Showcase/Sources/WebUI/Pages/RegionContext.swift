public import Foundation
public import MVVMKitNetworking

/// What a region registers while it renders: the actions its buttons and links trigger, the
/// inputs its fields feed, and the images it shows. Each render starts a new one, so a handler
/// always acts on what the user saw.
@MainActor
public final class RegionContext {
  /// The region's id, the prefix of every name registered here.
  public let region: String
  var actions: [String: @MainActor () -> Void] = [:]
  var inputs: [String: @MainActor (String) -> Void] = [:]
  /// The lists drawn with their items keyed, whose items re-render alone when the selection
  /// moves.
  var lists: [KeyedList] = []
  /// The lists of the region's render before this one, whose items a list of this render takes
  /// where they are the same; let go once this render is done.
  var earlierLists: [KeyedList] = []
  private let images: ImageRoutes

  init(region: String, images: ImageRoutes, earlierLists: [KeyedList] = []) {
    self.region = region
    self.images = images
    self.earlierLists = earlierLists
  }

  /// Registers `perform`, run when an element with the returned `data-action` is clicked (or
  /// chosen with Enter).
  ///
  /// - Parameters:
  ///   - name: The action's name in the region, unique in it: `open-11007`.
  ///   - perform: What the action does.
  /// - Returns: The value of the element's `data-action` attribute.
  public func action(_ name: String, _ perform: @escaping @MainActor () -> Void) -> String {
    let id = region + "/" + name
    actions[id] = perform
    return id
  }

  /// Registers `change`, called with the field's text each time the user edits a field with the
  /// returned `data-input`.
  ///
  /// - Returns: The value of the field's `data-input` attribute.
  public func input(_ name: String, _ change: @escaping @MainActor (String) -> Void) -> String {
    let id = region + "/" + name
    inputs[id] = change
    return id
  }

  /// Keeps `list`, so that a move of its selection re-renders only the items it left and reached,
  /// and returns its items' markup (those the same as in the last render taken from it).
  func follow(_ list: KeyedList) -> [HTML] {
    let earlier = earlierLists.indices.contains(lists.count) ? earlierLists[lists.count] : nil
    lists.append(list)
    return list.items(reusing: earlier)
  }

  /// The path on this server that serves the image at `url`, loaded by `load`: the page never
  /// sees `url`, and the server serves no image a page did not ask for.
  public func image(
    _ url: URL, loading load: @escaping @Sendable (URL) async throws -> Data
  ) -> String {
    images.path(for: url, load: load)
  }

  /// The path on this server that serves the image at `url`, loaded by `loader` (as
  /// ``image(_:loading:)`` serves it).
  public func image(_ url: URL, from loader: ImageLoader) -> String {
    image(url) { url in try await loader.data(for: url) }
  }

  /// The path on this server that serves the image at `url`, loaded by `loader`; `nil` without
  /// either, when the item has no picture or the page no way to load one.
  public func image(_ url: URL?, from loader: ImageLoader?) -> String? {
    guard let url, let loader else { return nil }
    return image(url, from: loader)
  }

  /// The path on this server that serves the recording at `url`, loaded by `load`, to an
  /// `<audio>` element: in the ranges it asks for, so that it can start at once and seek. The page
  /// never sees `url`.
  public func media(
    _ url: URL, loading load: @escaping @Sendable (URL) async throws -> Data
  ) -> String {
    images.mediaPath(for: url, load: load)
  }

  /// The path on this server that downloads the bytes at `url`, loaded by `load`, as a file
  /// named `fileName(bytes)`: a link with the `download` attribute saves it in the browser, and
  /// nothing is written on the server.
  public func download(
    _ url: URL, named fileName: @escaping @Sendable (Data) -> String,
    loading load: @escaping @Sendable (URL) async throws -> Data
  ) -> String {
    images.downloadPath(for: url, fileName: fileName, load: load)
  }
}

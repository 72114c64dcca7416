public import MVVMKit

/// Every screen of the Gallery app, with what defines it: where a user is, as a value that a
/// ``RouteStack`` holds, a deep link names and a URL carries.
public enum GalleryRoute: AddressableRoute {
  /// The popular photos.
  case popular
  /// Another feed's photos (``Feature/popular`` is ``popular``).
  case feed(Feature)
  /// A photo's detail, by its id in the feed.
  case photo(id: Int)
  /// A photo alone, as large as the screen allows, by its id in the feed.
  case fullScreen(id: Int)

  /// The routes an address of this route opens, bottom first: the screens it is reached from,
  /// then it; what a link, a reload or a bookmark puts on the stack.
  public var trail: [Self] {
    switch self {
    case .popular, .feed: [self]
    case .photo: [.popular, self]
    case .fullScreen(let id): [.popular, .photo(id: id), self]
    }
  }

  /// The first segment of every path of the app.
  public static let app = "gallery"

  /// The route's address: `/gallery`, `/gallery?feature=upcoming`, `/gallery/photo/4001`,
  /// `/gallery/photo/4001/full`.
  public var path: String {
    switch self {
    case .popular, .feed(.popular): RoutePath([Self.app]).description
    case .feed(let feature): RoutePath([Self.app], query: ["feature": feature.rawValue]).description
    case .photo(let id): RoutePath([Self.app, "photo", String(id)]).description
    case .fullScreen(let id): RoutePath([Self.app, "photo", String(id), "full"]).description
    }
  }

  /// The feed a list route shows (popular for a photo's).
  public var feature: Feature {
    if case .feed(let feature) = self { feature } else { .popular }
  }

  /// The route `path` names (see ``path``); `nil` for an address of no screen of the app, or a
  /// photo id that is not a number.
  public init?(path: String) {
    guard let path = RoutePath(path), path.segments.first == Self.app else { return nil }
    if path.segments.count == 1 {
      guard let name = path.query["feature"], name != Feature.popular.rawValue else {
        self = .popular
        return
      }
      guard let feature = Feature(rawValue: name) else { return nil }
      self = .feed(feature)
    } else if path.segments.count == 4, path.segments[1] == "photo", path.segments[3] == "full" {
      guard let id = Int(path.segments[2]) else { return nil }
      self = .fullScreen(id: id)
    } else if let id = path.segment(after: [Self.app, "photo"]) {
      guard let id = Int(id) else { return nil }
      self = .photo(id: id)
    } else {
      return nil
    }
  }
}

public import MVVMKit

/// Every screen of the Gallery app, with what defines it: where a user is, as a value that a
/// ``RouteStack`` holds, a deep link names and a URL carries.
public enum GalleryRoute: AddressableRoute {
  /// The photos of the feed's first topic.
  case popular
  /// Another topic's photos, or a search's.
  case feed(PhotoFeed)
  /// A photo's detail, by its id in the feed.
  case photo(id: String)
  /// A photo alone, as large as the screen allows, by its id in the feed.
  case fullScreen(id: String)

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

  /// The route's address: `/gallery`, `/gallery?topic=space`, `/gallery?q=tree%20bark`,
  /// `/gallery/photo/{id}`, `/gallery/photo/{id}/full`.
  public var path: String {
    switch self {
    case .popular: RoutePath([Self.app]).description
    case .feed(.topic(let id)): RoutePath([Self.app], query: ["topic": id]).description
    case .feed(.search(let words)): RoutePath([Self.app], query: ["q": words]).description
    case .photo(let id): RoutePath([Self.app, "photo", id]).description
    case .fullScreen(let id): RoutePath([Self.app, "photo", id, "full"]).description
    }
  }

  /// What a list route shows: `nil` for the first topic (a photo's list too).
  public var feed: PhotoFeed? {
    if case .feed(let feed) = self { feed } else { nil }
  }

  /// The route `path` names (see ``path``); `nil` for an address of no screen of the app.
  public init?(path: String) {
    guard let path = RoutePath(path), path.segments.first == Self.app else { return nil }
    if path.segments.count == 1 {
      if let words = path.query["q"], !words.isEmpty {
        self = .feed(.search(words))
      } else if let topic = path.query["topic"], !topic.isEmpty {
        self = .feed(.topic(topic))
      } else {
        self = .popular
      }
    } else if path.segments.count == 4, path.segments[1] == "photo", path.segments[3] == "full",
      !path.segments[2].isEmpty
    {
      self = .fullScreen(id: path.segments[2])
    } else if let id = path.segment(after: [Self.app, "photo"]), !id.isEmpty {
      self = .photo(id: id)
    } else {
      return nil
    }
  }
}

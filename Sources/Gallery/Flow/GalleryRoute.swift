public import MVVMKit

/// Every screen of the Gallery app, with what defines it: where a user is, as a value that a
/// ``RouteStack`` holds, a deep link names and a URL carries.
public enum GalleryRoute: AddressableRoute {
  /// The popular photos.
  case popular
  /// A photo's detail, by its id in the feed.
  case photo(id: Int)

  /// The routes an address of this route opens, bottom first: the screens it is reached from,
  /// then it; what a link, a reload or a bookmark puts on the stack.
  public var trail: [Self] {
    self == .popular ? [self] : [.popular, self]
  }

  /// The first segment of every path of the app.
  public static let app = "gallery"

  /// The route's address: `/gallery`, `/gallery/photo/4001`.
  public var path: String {
    switch self {
    case .popular: RoutePath([Self.app]).description
    case .photo(let id): RoutePath([Self.app, "photo", String(id)]).description
    }
  }

  /// The route `path` names (see ``path``); `nil` for an address of no screen of the app, or a
  /// photo id that is not a number.
  public init?(path: String) {
    guard let path = RoutePath(path), path.segments.first == Self.app else { return nil }
    if path.segments.count == 1 {
      self = .popular
    } else if let id = path.segment(after: [Self.app, "photo"]) {
      guard let id = Int(id) else { return nil }
      self = .photo(id: id)
    } else {
      return nil
    }
  }
}

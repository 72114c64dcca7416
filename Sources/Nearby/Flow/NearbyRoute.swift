public import MVVMKit

/// Every screen of the Nearby app, with what defines it: where a user is, as a value that a
/// ``RouteStack`` holds, a deep link names and a URL carries.
public enum NearbyRoute: AddressableRoute {
  /// The home: hot picks, the categories, the top places of each type.
  case home
  /// The places of one type.
  case list(type: PlaceType)
  /// A place's detail, by its id.
  case place(id: String)

  /// The routes an address of this route opens, bottom first: the screens it is reached from,
  /// then it; what a link, a reload or a bookmark puts on the stack.
  public var trail: [Self] {
    self == .home ? [self] : [.home, self]
  }

  /// The first segment of every path of the app.
  public static let app = "nearby"

  /// The route's address: `/nearby`, `/nearby/list/cafe`, `/nearby/place/ChIJ…`.
  public var path: String {
    switch self {
    case .home: RoutePath([Self.app]).description
    case .list(let type): RoutePath([Self.app, "list", type.rawValue]).description
    case .place(let id): RoutePath([Self.app, "place", id]).description
    }
  }

  /// The route `path` names (see ``path``); `nil` for an address of no screen of the app, or a
  /// type of place the app does not list.
  public init?(path: String) {
    guard let path = RoutePath(path), path.segments.first == Self.app else { return nil }
    if path.segments.count == 1 {
      self = .home
    } else if let type = path.segment(after: [Self.app, "list"]) {
      guard let type = PlaceType(rawValue: type) else { return nil }
      self = .list(type: type)
    } else if let id = path.segment(after: [Self.app, "place"]) {
      self = .place(id: id)
    } else {
      return nil
    }
  }
}

public import MVVMKit

/// Every screen of the Nearby app, with what defines it: where a user is, as a value that a
/// ``RouteStack`` holds, a deep link names and a URL carries.
public enum NearbyRoute: AddressableRoute {
  /// The home: hot picks, the categories, the top places of each type, those `filter` keeps.
  case home(filter: PlaceFilter)
  /// The places of one type that `filter` keeps.
  case list(type: PlaceType, filter: PlaceFilter = PlaceFilter())
  /// A place's detail, by its id.
  case place(id: String)

  /// The home with every place.
  public static var home: Self { .home(filter: PlaceFilter()) }

  /// The routes an address of this route opens, bottom first: the screens it is reached from,
  /// then it; what a link, a reload or a bookmark puts on the stack. A list's home keeps what the
  /// list keeps.
  public var trail: [Self] {
    switch self {
    case .home: [self]
    case .list(_, let filter): [.home(filter: filter), self]
    case .place: [.home, self]
    }
  }

  /// The first segment of every path of the app.
  public static let app = "nearby"

  /// The route's address: `/nearby`, `/nearby?opennow=true&keyword=pizza`, `/nearby/list/cafe`,
  /// `/nearby/place/ChIJ…`.
  public var path: String {
    switch self {
    case .home(let filter): RoutePath([Self.app], query: Self.query(of: filter)).description
    case .list(let type, let filter):
      RoutePath([Self.app, "list", type.rawValue], query: Self.query(of: filter)).description
    case .place(let id): RoutePath([Self.app, "place", id]).description
    }
  }

  /// The route `path` names (see ``path``); `nil` for an address of no screen of the app, or a
  /// type of place the app does not list.
  public init?(path: String) {
    guard let path = RoutePath(path), path.segments.first == Self.app else { return nil }
    let filter = PlaceFilter(
      openNow: path.query["opennow"].map { $0 != "false" } ?? false,
      keyword: path.query["keyword"] ?? "")
    if path.segments.count == 1 {
      self = .home(filter: filter)
    } else if let type = path.segment(after: [Self.app, "list"]) {
      guard let type = PlaceType(rawValue: type) else { return nil }
      self = .list(type: type, filter: filter)
    } else if let id = path.segment(after: [Self.app, "place"]) {
      self = .place(id: id)
    } else {
      return nil
    }
  }

  /// The query of `filter`'s address, in Nearby Search's words: `opennow=true`, `keyword=…`.
  private static func query(of filter: PlaceFilter) -> [String: String] {
    var items: [String: String] = [:]
    if filter.openNow { items["opennow"] = "true" }
    if !filter.keyword.isEmpty { items["keyword"] = filter.keyword }
    return items
  }
}

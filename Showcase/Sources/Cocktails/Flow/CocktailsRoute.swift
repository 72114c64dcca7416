public import MVVMKit

/// Every screen of the Cocktails app, with what defines it: where a user is, as a value that a
/// ``RouteStack`` holds, a deep link names and a URL carries.
public enum CocktailsRoute: AddressableRoute {
  /// The search screen, with its search (empty: the drinks shown before any search), what it
  /// matches and which drinks it keeps.
  case search(
    query: String, by: DrinkSearch.Field = .name, alcohol: DrinkSearch.Alcohol = .any)
  /// A drink's detail.
  case drink(id: String)

  /// The routes an address of this route opens, bottom first: the screens it is reached from,
  /// then it; what a link, a reload or a bookmark puts on the stack.
  public var trail: [Self] {
    switch self {
    case .search: [self]
    case .drink: [.search(query: ""), self]
    }
  }

  /// The first segment of every path of the app.
  public static let app = "cocktails"

  /// The route's address: `/cocktails`, `/cocktails?query=rum`,
  /// `/cocktails?query=gin&by=ingredient&alcohol=nonAlcoholic`, `/cocktails/drink/11000`.
  public var path: String {
    switch self {
    case .search(let query, let field, let alcohol):
      var items: [String: String] = [:]
      if !query.isEmpty { items["query"] = query }
      if field != .name { items["by"] = field.rawValue }
      if alcohol != .any { items["alcohol"] = alcohol.rawValue }
      return RoutePath([Self.app], query: items).description
    case .drink(let id):
      return RoutePath([Self.app, "drink", id]).description
    }
  }

  /// The route `path` names (see ``path``); `nil` for an address of no screen of the app.
  public init?(path: String) {
    guard let path = RoutePath(path), path.segments.first == Self.app else { return nil }
    if path.segments.count == 1 {
      // A field or kind this version does not know reads as the default: the search still opens.
      self = .search(
        query: path.query["query"] ?? "",
        by: path.query["by"].flatMap(DrinkSearch.Field.init(rawValue:)) ?? .name,
        alcohol: path.query["alcohol"].flatMap(DrinkSearch.Alcohol.init(rawValue:)) ?? .any)
    } else if let id = path.segment(after: [Self.app, "drink"]) {
      self = .drink(id: id)
    } else {
      return nil
    }
  }
}

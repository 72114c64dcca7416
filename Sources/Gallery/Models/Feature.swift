/// A 500px feed (its `feature` parameter): the photos of the moment, by a rule of its own.
public enum Feature: String, Hashable, Sendable, CaseIterable {
  /// The most popular photos (`feature=popular`).
  case popular
  /// Photos rising, with few votes yet (`feature=upcoming`).
  case upcoming
  /// The newest photos (`feature=fresh_today`).
  case freshToday = "fresh_today"
  /// The editors' picks (`feature=editors`).
  case editors

  /// The feed's name on screen: "Popular", "Upcoming", "Fresh today", "Editors' choice".
  public var title: String {
    switch self {
    case .popular: "Popular"
    case .upcoming: "Upcoming"
    case .freshToday: "Fresh today"
    case .editors: "Editors' choice"
    }
  }
}

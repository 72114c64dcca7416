/// A restaurant card: name, opening hours, address and rating, made from the raw ``Restaurant``.
public struct RestaurantCardViewModel: CardViewModel {
  /// The restaurant's id.
  public let id: String
  /// The restaurant's name.
  public let title: String
  /// Opening hours, as the restaurant states them.
  public let openingHours: String
  /// The street address.
  public let address: String
  /// The rating with one decimal, such as "★ 4.6".
  public let rating: String
  /// Opening hours, address, and the rating with a star: made once, since a frame reads every
  /// card's lines.
  public let lines: [String]

  /// The card for `restaurant`.
  public init(restaurant: Restaurant) {
    id = restaurant.id
    title = restaurant.name
    openingHours = restaurant.openingHours
    address = restaurant.address
    let tenths = Int((min(max(restaurant.rating, 0), 5) * 10).rounded())
    rating = "★ \(tenths / 10).\(tenths % 10)"
    lines = [openingHours, address, rating]
  }
}

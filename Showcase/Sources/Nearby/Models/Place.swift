public import Foundation

/// A place from Google Places Nearby Search or Place Details: what the app shows of one. Fields
/// the API often leaves out are optional, and a missing `opening_hours` means "hours unknown",
/// never "closed". The contact fields (phone, website, the week's hours) come from Place Details
/// only: a search result has none of them.
public struct Place: Identifiable, Hashable, Sendable {
  /// Google's `place_id`.
  public var id: String
  /// The name.
  public var name: String
  /// The address, short (`vicinity`).
  public var vicinity: String
  /// The rating from 1 to 5, if rated (Google sends `4` or `4.6`).
  public var rating: Double?
  /// How many ratings it has.
  public var ratingsCount: Int?
  /// From 0 (free) to 4 (very expensive), if known.
  public var priceLevel: Int?
  /// Whether it is open now; `nil` when the API does not say.
  public var isOpenNow: Bool?
  /// Where it is.
  public var location: Coordinate
  /// Google's types, such as `["cafe", "food", "establishment"]`.
  public var types: [String]
  /// `OPERATIONAL`, `CLOSED_TEMPORARILY`, `CLOSED_PERMANENTLY`, if given.
  public var businessStatus: String?
  /// The credits of the place's photos, as Google sends them (HTML).
  public var photoAttributions: [String]
  /// The first photo's `photo_reference`, for the Places Photo API.
  public var photoReference: String?
  /// The phone number as it is dialled in its country (`formatted_phone_number`): "020 7836 5314".
  public var phoneNumber: String?
  /// The phone number with its country code (`international_phone_number`): "+44 20 7836 5314".
  public var internationalPhoneNumber: String?
  /// The place's own website, when it has an http or https one.
  public var website: URL?
  /// The hours of each day of the week, as Google words them (`opening_hours.weekday_text`):
  /// "Monday: 12:00 – 11:30 PM".
  public var weekdayHours: [String]

  /// The name to show: the place's, else its address (as maps title a place with no name), else
  /// "Unnamed place".
  public var title: String {
    for text in [name, vicinity] where !text.trimmingCharacters(in: .whitespaces).isEmpty {
      return text
    }
    return "Unnamed place"
  }

  /// `rating` when it is one of Google's (0 to 5); `nil` for anything else, which no place has.
  static func checked(rating: Double?) -> Double? {
    rating.flatMap { (0...5).contains($0) ? $0 : nil }
  }

  /// `count` when it is a count (0 or more); `nil` otherwise.
  static func checked(ratingsCount count: Int?) -> Int? {
    count.flatMap { $0 >= 0 ? $0 : nil }
  }

  /// A place with the given fields.
  public init(
    id: String, name: String, vicinity: String = "", rating: Double? = nil,
    ratingsCount: Int? = nil, priceLevel: Int? = nil, isOpenNow: Bool? = nil,
    location: Coordinate, types: [String] = [], businessStatus: String? = nil,
    photoAttributions: [String] = [], photoReference: String? = nil, phoneNumber: String? = nil,
    internationalPhoneNumber: String? = nil, website: URL? = nil, weekdayHours: [String] = []
  ) {
    self.id = id
    self.name = name
    self.vicinity = vicinity
    self.rating = rating
    self.ratingsCount = ratingsCount
    self.priceLevel = priceLevel
    self.isOpenNow = isOpenNow
    self.location = location
    self.types = types
    self.businessStatus = businessStatus
    self.photoAttributions = photoAttributions
    self.photoReference = photoReference
    self.phoneNumber = phoneNumber
    self.internationalPhoneNumber = internationalPhoneNumber
    self.website = website
    self.weekdayHours = weekdayHours
  }
}

extension Place: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id = "place_id"
    case name, vicinity, rating, types, geometry, photos
    case ratingsCount = "user_ratings_total"
    case priceLevel = "price_level"
    case openingHours = "opening_hours"
    case businessStatus = "business_status"
    case phoneNumber = "formatted_phone_number"
    case internationalPhoneNumber = "international_phone_number"
    case website
  }

  private struct Geometry: Decodable {
    var location: Coordinate
  }

  private struct OpeningHours: Decodable {
    var open_now: Bool?
    var weekday_text: [String]?
  }

  private struct Photo: Decodable {
    var html_attributions: [String]?
    var photo_reference: String?
  }

  /// Decodes one of Google's `results`; unknown keys are ignored.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    vicinity = try container.decodeIfPresent(String.self, forKey: .vicinity) ?? ""
    rating = Self.checked(rating: try container.decodeIfPresent(Double.self, forKey: .rating))
    ratingsCount = Self.checked(
      ratingsCount: try container.decodeIfPresent(Int.self, forKey: .ratingsCount))
    priceLevel = try container.decodeIfPresent(Int.self, forKey: .priceLevel)
    let hours = try container.decodeIfPresent(OpeningHours.self, forKey: .openingHours)
    isOpenNow = hours?.open_now
    weekdayHours = hours?.weekday_text ?? []
    location = try container.decode(Geometry.self, forKey: .geometry).location
    types = try container.decodeIfPresent([String].self, forKey: .types) ?? []
    businessStatus = try container.decodeIfPresent(String.self, forKey: .businessStatus)
    let photos = try container.decodeIfPresent([Photo].self, forKey: .photos) ?? []
    photoAttributions = photos.flatMap { $0.html_attributions ?? [] }
    photoReference = photos.lazy.compactMap(\.photo_reference).first
    phoneNumber = try container.decodeIfPresent(String.self, forKey: .phoneNumber)
    internationalPhoneNumber = try container.decodeIfPresent(
      String.self, forKey: .internationalPhoneNumber)
    // Only a web address is a website: another scheme (`javascript:`) is never linked to.
    website = try container.decodeIfPresent(String.self, forKey: .website)
      .flatMap(URL.init(string:))
      .flatMap { ["http", "https"].contains($0.scheme?.lowercased()) && $0.host != nil ? $0 : nil }
  }
}

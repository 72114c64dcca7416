import Foundation
import MVVMKitNetworking

/// A place as Places API (New) writes it (`places.googleapis.com/v1`), read into a ``Place``:
/// `displayName.text`, `shortFormattedAddress` (else `formattedAddress`), `location`,
/// `rating`, `userRatingCount`, `priceLevel` (`PRICE_LEVEL_MODERATE`), `currentOpeningHours.openNow`,
/// `regularOpeningHours.weekdayDescriptions`, `types`, `businessStatus`, the first of `photos`
/// (its `name` and `authorAttributions`), the phone numbers and `websiteUri`.
///
/// Names come in any script: they are kept as Google wrote them, and a view draws them
/// (right-to-left text included) with the isolation its toolkit gives text.
struct NewPlace: Decodable, Sendable {
  /// The place it says.
  let place: Place

  private enum CodingKeys: String, CodingKey {
    case id, displayName, formattedAddress, shortFormattedAddress, location, rating
    case userRatingCount, priceLevel, currentOpeningHours, regularOpeningHours, types
    case businessStatus, photos, nationalPhoneNumber, internationalPhoneNumber, websiteUri
  }

  private struct LocalizedText: Decodable {
    var text: String
  }

  private struct LatLng: Decodable {
    var latitude: Double
    var longitude: Double
  }

  private struct OpeningHours: Decodable {
    var openNow: Bool?
    var weekdayDescriptions: [String]?
  }

  private struct Photo: Decodable {
    var name: String?
    var authorAttributions: [Author]?
  }

  private struct Author: Decodable {
    var displayName: String?
  }

  /// Google's price levels, from free to very expensive: 0 to 4, as the classic API had them.
  static let priceLevels = [
    "PRICE_LEVEL_FREE": 0, "PRICE_LEVEL_INEXPENSIVE": 1, "PRICE_LEVEL_MODERATE": 2,
    "PRICE_LEVEL_EXPENSIVE": 3, "PRICE_LEVEL_VERY_EXPENSIVE": 4,
  ]

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(String.self, forKey: .id)
    let name = try container.decodeIfPresent(LocalizedText.self, forKey: .displayName)?.text ?? ""
    let short = try container.decodeIfPresent(String.self, forKey: .shortFormattedAddress)
    let long = try container.decodeIfPresent(String.self, forKey: .formattedAddress)
    let point = try container.decode(LatLng.self, forKey: .location)
    guard (-90...90).contains(point.latitude), (-180...180).contains(point.longitude) else {
      throw DecodingError.dataCorruptedError(
        forKey: .location, in: container, debugDescription: "not a place on Earth")
    }
    let location = Coordinate(latitude: point.latitude, longitude: point.longitude)
    let current = try container.decodeIfPresent(OpeningHours.self, forKey: .currentOpeningHours)
    let regular = try container.decodeIfPresent(OpeningHours.self, forKey: .regularOpeningHours)
    let photo = try container.decodeIfPresent([Photo].self, forKey: .photos)?.first
    let price = try container.decodeIfPresent(String.self, forKey: .priceLevel)
    // Only a web address is a website: another scheme (`javascript:`) is never linked to.
    let website = try container.decodeIfPresent(String.self, forKey: .websiteUri)
      .flatMap(URL.init(string:))
      .flatMap { ["http", "https"].contains($0.scheme?.lowercased()) && $0.host != nil ? $0 : nil }
    place = Place(
      id: id, name: name, vicinity: short ?? long ?? "",
      rating: Place.checked(rating: try container.decodeIfPresent(Double.self, forKey: .rating)),
      ratingsCount: Place.checked(
        ratingsCount: try container.decodeIfPresent(Int.self, forKey: .userRatingCount)),
      priceLevel: price.flatMap { Self.priceLevels[$0] }, isOpenNow: current?.openNow,
      location: location,
      types: try container.decodeIfPresent([String].self, forKey: .types) ?? [],
      businessStatus: try container.decodeIfPresent(String.self, forKey: .businessStatus),
      photoAttributions: photo?.authorAttributions?.compactMap(\.displayName) ?? [],
      photoReference: photo?.name,
      phoneNumber: try container.decodeIfPresent(String.self, forKey: .nationalPhoneNumber),
      internationalPhoneNumber: try container.decodeIfPresent(
        String.self, forKey: .internationalPhoneNumber),
      website: website,
      weekdayHours: regular?.weekdayDescriptions ?? current?.weekdayDescriptions ?? [])
  }
}

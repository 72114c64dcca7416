public import Foundation

/// What Place Details adds to a place, as its screen shows it: the phone number with a link that
/// calls it, the website, and the hours of each day of the week.
public struct PlaceContactViewModel: Hashable, Sendable {
  /// "020 7836 5314", as it is dialled in its country; `nil` without one.
  public let phone: String?
  /// `tel:+442078365314`: the number to call, with its country code where Google gave it.
  public let callURL: URL?
  /// The place's own website.
  public let website: URL?
  /// "Monday: 12:00 – 11:30 PM", a line a day, Monday first, as Google words them.
  public let weeklyHours: [String]
  /// What the screen says where it has none of them: the sample data's note, or that Google has
  /// none.
  public let emptyMessage: String?

  /// The contact details of `place`; where it has none, `missing` is said (the service's note).
  public init(place: Place, missing: String? = nil) {
    phone = place.phoneNumber ?? place.internationalPhoneNumber
    callURL = Self.callURL(place.internationalPhoneNumber ?? place.phoneNumber)
    website = place.website
    weeklyHours = place.weekdayHours
    emptyMessage =
      phone == nil && website == nil && weeklyHours.isEmpty
      ? missing ?? "Google has no phone number, website or hours for this place." : nil
  }

  /// "rules.co.uk": the website as a link's text, without its scheme, `www.` or a lone `/`.
  public var websiteText: String? {
    guard let website, let host = website.host else { return nil }
    let name = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    let path = website.path == "/" ? "" : website.path
    return name + path
  }

  /// A `tel:` link to `number`: its digits, and a `+` where it starts with one; `nil` for a
  /// number with no digits.
  static func callURL(_ number: String?) -> URL? {
    guard let number else { return nil }
    let digits = number.filter { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty else { return nil }
    let plus = number.trimmingCharacters(in: .whitespaces).hasPrefix("+") ? "+" : ""
    return URL(string: "tel:" + plus + digits)
  }
}

import Foundation

// A photo as a 500px-shaped feed sends it (`FiveHundredPxService`); Openverse's are read as
// `OpenverseImage`s.
extension Photo: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id, name, description, camera, lens, iso, aperture, rating, width, height, images, user
    case latitude, longitude, credit, license
    case focalLength = "focal_length"
    case shutterSpeed = "shutter_speed"
    case timesViewed = "times_viewed"
    case votesCount = "votes_count"
    case createdAt = "created_at"
    case imageURL = "image_url"
    case pagePath = "url"
  }

  private struct Image: Decodable {
    var size: Int?
    var url: String
  }

  /// A field the feed sends as text or as a number (an ISO of `100`).
  private enum Field: Decodable {
    case text(String)
    case number(Double)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      do {
        self = .text(try container.decode(String.self))
      } catch DecodingError.typeMismatch {
        self = .number(try container.decode(Double.self))
      }
    }
  }

  private struct User: Decodable {
    var username: String?
    var fullname: String?
  }

  /// 500px's id, a number (or text, from a server that sends it so).
  private enum FeedID: Decodable {
    case id(String)

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      do {
        self = .id(String(try container.decode(Int.self)))
      } catch DecodingError.typeMismatch {
        self = .id(try container.decode(String.self))
      }
    }
  }

  /// Decodes one of the 500px feed's `photos`; unknown keys are ignored.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func text(_ key: CodingKeys) throws -> String? {
      switch try container.decodeIfPresent(Field.self, forKey: key) {
      case .text(let value)?:
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
      case .number(let number)?:
        return number == number.rounded() ? String(Int(number)) : String(number)
      case nil:
        return nil
      }
    }
    guard case .id(let id) = try container.decode(FeedID.self, forKey: .id), !id.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container, debugDescription: "an empty id")
    }
    self.id = id
    name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
    description = try text(.description)
    camera = try text(.camera)
    lens = try text(.lens)
    focalLength = try text(.focalLength)
    iso = try text(.iso)
    shutterSpeed = try text(.shutterSpeed)
    aperture = try text(.aperture)
    rating = try container.decodeIfPresent(Double.self, forKey: .rating)
    timesViewed = try container.decodeIfPresent(Int.self, forKey: .timesViewed)
    votesCount = try container.decodeIfPresent(Int.self, forKey: .votesCount)
    let created = try container.decode(String.self, forKey: .createdAt)
    guard let date = Self.date(created), let offset = Self.offset(created) else {
      throw DecodingError.dataCorruptedError(
        forKey: .createdAt, in: container,
        debugDescription: "expected an ISO 8601 date with an offset, got “\(created)”")
    }
    createdAt = date
    createdAtOffset = offset
    width = try container.decodeIfPresent(Int.self, forKey: .width) ?? 0
    height = try container.decodeIfPresent(Int.self, forKey: .height) ?? 0
    let sent = try container.decodeIfPresent([Image].self, forKey: .images) ?? []
    let single = try container.decodeIfPresent(String.self, forKey: .imageURL)
    images = PhotoImages(
      sent.compactMap { image in
        URL(string: image.url).map { PhotoImages.Image(size: image.size, url: $0) }
      }
        + (sent.isEmpty
          ? [single.flatMap(URL.init(string:))].compactMap(\.self).map {
            PhotoImages.Image(size: nil, url: $0)
          } : []),
      width: width, height: height)
    imageURL = images.largest
    let user = try container.decodeIfPresent(User.self, forKey: .user)
    author = [user?.fullname, user?.username].compactMap { $0 }.first { !$0.isEmpty } ?? "Unknown"
    let latitude = try container.decodeIfPresent(Double.self, forKey: .latitude)
    let longitude = try container.decodeIfPresent(Double.self, forKey: .longitude)
    if let latitude, let longitude, latitude != 0 || longitude != 0 {
      self.latitude = latitude
      self.longitude = longitude
    }
    credit = try text(.credit)
    license = try text(.license)
    // 500px gives the page as a path ("/photo/1234/title"); an absolute address is kept as it is.
    pageURL = try container.decodeIfPresent(String.self, forKey: .pagePath).flatMap { path in
      let url = URL(string: path.hasPrefix("/") ? "https://500px.com" + path : path)
      return url?.scheme == "https" ? url : nil
    }
    source = pageURL?.host == "500px.com" ? "500px" : nil
  }

  /// "2026-11-21T14:05:00-05:00" as a moment.
  static func date(_ text: String) -> Date? {
    var strategy = Date.ISO8601FormatStyle()
    strategy.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
    do {
      return try strategy.parse(text)
    } catch {
      return nil  // the caller throws a decoding error naming the text
    }
  }

  /// The offset of "2026-11-21T14:05:00-05:00" in seconds (-18000); "Z" is 0.
  static func offset(_ text: String) -> Int? {
    if text.hasSuffix("Z") { return 0 }
    let tail = text.suffix(6)
    guard tail.count == 6, let sign = tail.first, sign == "+" || sign == "-",
      let hours = Int(tail.dropFirst().prefix(2)), let minutes = Int(tail.suffix(2))
    else { return nil }
    return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
  }
}

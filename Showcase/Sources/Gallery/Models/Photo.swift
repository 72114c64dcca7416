public import Foundation

/// A photo as the screens show it, from Openverse (``OpenverseService``) or a 500px-shaped feed
/// (``FiveHundredPxService``): its title, who made it, its licence and where it comes from, and
/// what else the feed knows. The 500px feed sends each of camera, lens, focal length, ISO, shutter
/// speed and aperture as `null`, `""` or text; all three "unknown" forms become `nil` here, so no
/// screen ever shows an empty field or a dangling separator. A position of `0,0` is the feed's way
/// of saying "unknown", and is `nil` too.
public struct Photo: Identifiable, Hashable, Sendable {
  /// The feed's id: Openverse's UUID, or 500px's number as text.
  public var id: String
  /// The title.
  public var name: String
  /// The description, if it has one.
  public var description: String?
  /// Shooting details, each when known.
  public var camera, lens, focalLength, iso, shutterSpeed, aperture: String?
  /// The rating (500px's "pulse"), when the feed rates photos.
  public var rating: Double?
  /// How many times it was viewed, when the feed counts.
  public var timesViewed: Int?
  /// How many votes it has, when the feed counts.
  public var votesCount: Int?
  /// When it was uploaded, when the feed says.
  public var createdAt: Date?
  /// The offset from UTC it was uploaded with, in seconds, to show its date as it was there.
  public var createdAtOffset: Int
  /// The full image's size, in pixels (0 when unknown).
  public var width, height: Int
  /// The images the feed sent, a size each; the thumbnails load the smallest that fills them.
  public var images = PhotoImages([], width: 0, height: 0)
  /// The largest image's address: the largest of `images`, else `image_url`.
  public var imageURL: URL?
  /// Who made it: the full name, else the username.
  public var author: String
  /// Where it was taken, when known.
  public var latitude, longitude: Double?
  /// The credit, when the feed gives one apart from the author.
  public var credit: String?
  /// The licence as shown: "CC BY-NC-ND 4.0", "public domain".
  public var license: String?
  /// The Creative Commons licence, when the feed names one by its code (Openverse does).
  public var licence: Licence?
  /// The line that credits it, as its source asks (Openverse's `attribution`).
  public var attribution: String?
  /// Where it is published: "Wikimedia Commons", "Flickr".
  public var source: String?
  /// The words it is tagged with.
  public var tags: [String] = []
  /// The photo's page where it is published (Openverse's `foreign_landing_url`, 500px's `url`).
  public var pageURL: URL?

  /// A photo `id` titled `name` by `author`, with what else is known of it.
  public init(
    id: String, name: String, author: String, description: String? = nil,
    width: Int = 0, height: Int = 0, images: [PhotoImages.Image] = [],
    createdAt: Date? = nil, createdAtOffset: Int = 0, license: String? = nil,
    licence: Licence? = nil, attribution: String? = nil, source: String? = nil,
    tags: [String] = [], pageURL: URL? = nil
  ) {
    self.id = id
    self.name = name
    self.author = author
    self.description = description
    self.width = width
    self.height = height
    self.images = PhotoImages(images, width: width, height: height)
    imageURL = self.images.largest
    self.createdAt = createdAt
    self.createdAtOffset = createdAtOffset
    self.licence = licence
    self.license = license ?? licence?.name
    self.attribution = attribution
    self.source = source
    self.tags = tags
    self.pageURL = pageURL
  }
}

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

import Foundation
import MVVMKitNetworking

/// One of Openverse's images (`GET images/` results, `GET images/{id}/`), read as a ``Photo``:
/// its `title`, `creator`, `license` and `license_version`, `attribution`, `source`, `tags`,
/// `foreign_landing_url`, its size, and its `thumbnail` and `url` as the two images to load.
/// Unknown keys are ignored; one without an id or an image is refused (the page leaves it out).
public struct OpenverseImage: Decodable, Hashable, Sendable {
  /// The photo it is.
  public var photo: Photo

  private enum CodingKeys: String, CodingKey {
    case id, title, creator, url, thumbnail, width, height, license, source, provider, tags
    case attribution
    case licenseVersion = "license_version"
    case landingURL = "foreign_landing_url"
  }

  private struct Tag: Decodable {
    var name: String?
  }

  /// Openverse's thumbnails are at most this wide (its `thumb/` endpoint's width).
  public static let thumbnailWidth = 600

  /// Decodes one image of Openverse's answer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func text(_ key: CodingKeys) throws -> String? {
      try container.decodeTextIfPresent(forKey: key)
    }
    func web(_ key: CodingKeys) throws -> URL? { try container.decodeWebURLIfPresent(forKey: key) }
    guard let id = try text(.id) else {
      throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "no id")
    }
    guard let full = try web(.url) else {
      throw DecodingError.dataCorruptedError(
        forKey: .url, in: container, debugDescription: "no image address")
    }
    let width = try container.decodeIfPresent(Int.self, forKey: .width) ?? 0
    let height = try container.decodeIfPresent(Int.self, forKey: .height) ?? 0
    let thumbnail = try web(.thumbnail).map {
      PhotoImages.Image(bound: .width(Self.thumbnailWidth), url: $0)
    }
    let licence = try text(.license).map {
      Licence(code: $0, version: try text(.licenseVersion))
    }
    let tags = try container.decodeIfPresent([Tag].self, forKey: .tags) ?? []
    photo = Photo(
      id: id, name: try text(.title) ?? "", author: try text(.creator) ?? "Unknown",
      width: width, height: height,
      images: [thumbnail, PhotoImages.Image(bound: .original, url: full)].compactMap(\.self),
      licence: licence, attribution: try text(.attribution),
      source: try (text(.source) ?? text(.provider)).map(Self.sourceName),
      tags: tags.compactMap(\.name), pageURL: try web(.landingURL))
  }

  /// The name of the source Openverse calls `code`: "Wikimedia Commons" for `wikimedia`, "Flickr"
  /// for `flickr`; another as it is, its underscores spaces.
  static func sourceName(_ code: String) -> String {
    switch code {
    case "wikimedia": "Wikimedia Commons"
    case "flickr": "Flickr"
    case "nasa": "NASA"
    case "spacex": "SpaceX"
    default: code.replacingOccurrences(of: "_", with: " ")
    }
  }
}

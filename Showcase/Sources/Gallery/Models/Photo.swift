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

public import Foundation

/// One photo as a list cell shows it: title, author (and date, where the feed gives one), its
/// licence and source, a description line, the thumbnail.
public struct PhotoCellViewModel: Identifiable, Hashable, Sendable {
  /// The photo's id.
  public let id: String
  /// The title ("Untitled" when it has none).
  public let title: String
  /// Who took it.
  public let author: String
  /// "21 Nov 2026", the day it was uploaded where it was uploaded, when the feed says.
  public let date: String?
  /// "NASA · 21 Nov 2026": who made it, and when where the feed says.
  public var byline: String { [author, date].compactMap(\.self).joined(separator: " · ") }
  /// "CC BY 2.0 · Flickr": its licence and where it is published, what of them is known.
  public let licenceLine: String?
  /// "camera · description", either alone, or `nil`: never a dangling separator.
  public let descriptionLine: String?
  /// The photo's images, each size the feed sent: see ``thumbnailURL(filling:_:)``.
  public let images: PhotoImages

  /// The cell of `photo`.
  public init(photo: Photo) {
    id = photo.id
    title = photo.name.isEmpty ? "Untitled" : photo.name
    author = photo.author
    date = photo.createdAt.map { Self.day($0, offset: photo.createdAtOffset) }
    let licence = [photo.license, photo.source].compactMap(\.self)
    licenceLine = licence.isEmpty ? nil : licence.joined(separator: " · ")
    descriptionLine = Self.descriptionLine(camera: photo.camera, description: photo.description)
    images = photo.images
  }

  /// The image to show in a thumbnail `width` by `height` pixels (the photo whole, or with
  /// `cropping` covering it): the smallest the feed sent that fills it, so that a list never
  /// downloads a photo at full size for a thumbnail.
  public func thumbnailURL(filling width: Int, _ height: Int, cropping: Bool = false) -> URL? {
    images.url(filling: width, height, cropping: cropping)
  }

  /// The original joined these into "NIKON D810 - " whatever was missing; this joins what there is.
  public static func descriptionLine(camera: String?, description: String?) -> String? {
    let parts = [camera, description].compactMap { $0 }.filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// "21 Nov 2026" for `date` in the time zone `offset` seconds from UTC.
  ///
  /// Written from the Gregorian calendar's fields rather than through a locale's format: the
  /// first use of a format style loads ICU's data, which cost a list's first frame 3 ms.
  static func day(_ date: Date, offset: Int) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? .gmt
    let fields = calendar.dateComponents([.day, .month, .year], from: date)
    guard let day = fields.day, let month = fields.month, let year = fields.year,
      months.indices.contains(month - 1)
    else { return "" }
    return "\(day) \(months[month - 1]) \(year)"
  }

  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
}

public import Foundation
public import MVVMKit

/// One photo in full: the image, and every fact the feed knows of it (and only those).
public struct PhotoDetailViewModel: Hashable, Sendable {
  /// The photo.
  public let photo: Photo

  /// The detail of `photo`.
  public init(photo: Photo) {
    self.photo = photo
  }

  /// The title.
  public var title: String { photo.name.isEmpty ? "Untitled" : photo.name }
  /// The image.
  public var imageURL: URL? { photo.imageURL }
  /// The description, if any.
  public var description: String? { photo.description }

  /// The facts, as label and value, in reading order; unknown ones are left out.
  public var facts: [(label: String, value: String)] {
    let photo = photo
    let candidates: [(String, String?)] = [
      ("By", photo.author), ("Credit", photo.credit), ("Licence", photo.license),
      ("Uploaded", PhotoCellViewModel.day(photo.createdAt, offset: photo.createdAtOffset)),
      ("Camera", photo.camera), ("Lens", photo.lens), ("Focal length", photo.focalLength),
      ("ISO", photo.iso), ("Shutter", photo.shutterSpeed), ("Aperture", photo.aperture),
      ("Size", photo.width > 0 && photo.height > 0 ? "\(photo.width) × \(photo.height)" : nil),
      ("Rating", String(format: "%.1f", photo.rating)),
      ("Views", photo.timesViewed.groupedDigits), ("Votes", photo.votesCount.groupedDigits),
      (
        "Position",
        photo.latitude.flatMap { latitude in
          photo.longitude.map { String(format: "%.4f, %.4f", latitude, $0) }
        }
      ),
    ]
    return candidates.compactMap { label, value in value.map { (label, $0) } }
  }
}

extension PhotoDetailViewModel: StateInspectable {
  /// The outputs the screen shows, for the inspector.
  public var inspectedState: Mirror {
    Mirror(
      self,
      children: [
        "title": title,
        "imageURL": imageURL as Any,
        "facts": facts,
      ])
  }
}

public import Foundation

/// The images of a photo the feed sent, one per size asked for (500px's `images`, each with its
/// `image_size` id; Openverse's `thumbnail` and `url`, each with its bound), and which one to load
/// for a view of a given size: the smallest that fills it, so that a list's thumbnails never
/// download the full photo.
public struct PhotoImages: Hashable, Sendable {
  /// One image: the `image_size` id it was sent for (`nil` when the feed gave none) and its address.
  public struct Image: Hashable, Sendable {
    /// The `image_size` id.
    public var size: Int?
    /// How large it is, when the feed says without an `image_size` id (Openverse).
    public var bound: Bound?
    /// Where it is.
    public var url: URL

    /// An image of `size` at `url`.
    public init(size: Int?, url: URL) {
      self.size = size
      self.url = url
    }

    /// An image at `url` as large as `bound` allows.
    public init(bound: Bound, url: URL) {
      self.bound = bound
      self.url = url
    }
  }

  /// 500px's uncropped sizes, by `image_size` id: a longest edge or a height, in pixels. The
  /// cropped squares (1, 2, 3, 100, 200, 440, 600) cut the photo, and are never asked for.
  public enum Bound: Hashable, Sendable {
    /// The longest edge is this long.
    case longestEdge(Int)
    /// The height is this.
    case height(Int)
    /// The width is this (Openverse's thumbnails are at most 600 pixels wide).
    case width(Int)
    /// The photo's own size: the original.
    case original
  }

  /// The uncropped sizes of 500px's API documentation ("Image URLs and Image Sizes").
  public static let bounds: [Int: Bound] = [
    30: .longestEdge(256), 20: .height(300), 31: .height(450), 21: .height(600),
    4: .longestEdge(900), 5: .longestEdge(1170), 6: .height(1080), 1080: .longestEdge(1080),
    1600: .longestEdge(1600), 2048: .longestEdge(2048),
  ]

  /// The images, as sent.
  public var all: [Image]
  /// The photo's full size in pixels (0 when the feed did not say).
  public var width, height: Int

  /// The images of a photo `width` by `height` pixels.
  public init(_ all: [Image], width: Int, height: Int) {
    self.all = all
    self.width = width
    self.height = height
  }

  /// The largest image: the one of the largest known size, else the last one sent.
  public var largest: URL? {
    let measured = all.compactMap { image in dimensions(of: image).map { (image, $0) } }
    let best = measured.max { $0.1.width * $0.1.height < $1.1.width * $1.1.height }
    return best?.0.url ?? all.last?.url
  }

  /// The image to load for a view `width` by `height` pixels: the smallest whose size covers the
  /// photo as the view shows it, else the largest. The view shows the photo whole (fitted inside
  /// it), or with `cropping`, covering it and cut at its edges.
  public func url(filling width: Int, _ height: Int, cropping: Bool = false) -> URL? {
    guard self.width > 0, self.height > 0, width > 0, height > 0 else { return largest }
    // The photo as the view shows it, keeping its aspect.
    let scales = (Double(width) / Double(self.width), Double(height) / Double(self.height))
    let scale = cropping ? max(scales.0, scales.1) : min(scales.0, scales.1)
    let needed = (width: Double(self.width) * scale, height: Double(self.height) * scale)
    let filling = all.compactMap { image in dimensions(of: image).map { (image, $0) } }
      .filter {
        Double($0.1.width) >= needed.width.rounded(.down)
          && Double($0.1.height) >= needed.height.rounded(.down)
      }
    return filling.min { $0.1.width * $0.1.height < $1.1.width * $1.1.height }?.0.url ?? largest
  }

  /// The pixels `image` has, from its size's bound and the photo's aspect; never more than the
  /// photo (neither feed enlarges); `nil` for a size this table does not know.
  func dimensions(of image: Image) -> (width: Int, height: Int)? {
    guard let bound = image.bound ?? image.size.flatMap({ Self.bounds[$0] }), width > 0, height > 0
    else { return nil }
    let scale: Double =
      switch bound {
      case .longestEdge(let edge): Double(edge) / Double(max(width, height))
      case .height(let pixels): Double(pixels) / Double(height)
      case .width(let pixels): Double(pixels) / Double(width)
      case .original: 1
      }
    let fitted = min(1, scale)
    return (Int((Double(width) * fitted).rounded()), Int((Double(height) * fitted).rounded()))
  }
}

package import ImageDecoding

/// A screen that shows images from a store: a replay waits for them before its last frame.
@MainActor
package protocol ShowsImages {
  /// Where its images are loaded and kept.
  var images: ImageStore { get }
}

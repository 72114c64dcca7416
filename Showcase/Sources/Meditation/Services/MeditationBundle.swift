import Foundation
public import MVVMKitNetworking

/// The data bundled with the Meditation app, served in the catalogue API's shape: a sample
/// catalogue of songs, without recordings (the sound player makes a soundscape of each).
public enum MeditationBundle {
  /// Said on screen while the sample catalogue is shown.
  public static let note = "Sample catalogue · no recordings, generated sound"

  /// A client answering `songs` from the bundled catalogue.
  public static func client() -> BundledHTTPClient {
    BundledHTTPClient(routes: [
      .file("songs", at: Bundle.module.url(forResource: "songs", withExtension: "json"))
    ])
  }
}

public import MVVMKitNetworking

/// Where the meditation songs come from.
public protocol SongCatalog: Sendable {
  /// Every song, in catalogue order.
  func songs() async throws(APIError) -> [Song]
  /// What the screen says of where the songs come from, when it should: a sample catalogue.
  var sourceNote: String? { get }
}

/// The catalogue of a timer: one silent sitting.
struct SittingCatalog: SongCatalog {
  let sitting: Song
  func songs() async throws(APIError) -> [Song] { [sitting] }
}

extension SongCatalog {
  /// Nothing to say: a live catalogue.
  public var sourceNote: String? { nil }
}

public import MVVMKitNetworking

/// Where the meditation songs come from.
public protocol SongCatalog: Sendable {
  /// Every song, in catalogue order.
  func songs() async throws(APIError) -> [Song]
}

public import MVVMKitNetworking

/// Where the meditation songs come from.
public protocol SongCatalog: Sendable {
  /// Every song, in catalogue order.
  func songs() async throws(APIError) -> [Song]
  /// Every song as ``songs()`` lists them, and those the catalogue held that could not be read
  /// (by default, none).
  func songList() async throws(APIError) -> DecodedList<Song>
  /// What the screen says of where the songs come from, when it should: a sample catalogue.
  var sourceNote: String? { get }
}

extension SongCatalog {
  /// Nothing to say: a live catalogue.
  public var sourceNote: String? { nil }

  /// ``songs()``, with nothing left out.
  public func songList() async throws(APIError) -> DecodedList<Song> {
    DecodedList(try await songs())
  }
}

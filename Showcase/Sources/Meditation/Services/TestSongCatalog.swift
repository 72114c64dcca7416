public import MVVMKitNetworking

/// A ``SongCatalog`` for tests and previews: answers with its closure; no songs unless set.
public struct TestSongCatalog: SongCatalog {
  /// Answers ``songs()``.
  public var songs: @Sendable () async throws(APIError) -> [Song]

  /// A catalogue answering with `songs`.
  public init(songs: @escaping @Sendable () async throws(APIError) -> [Song] = { [] }) {
    self.songs = songs
  }

  /// Answers with ``songs``.
  public func songs() async throws(APIError) -> [Song] {
    try await songs()
  }
}

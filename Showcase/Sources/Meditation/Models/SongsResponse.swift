import MVVMKitNetworking

/// The catalogue's answer: `{"songs": [...]}`, read song by song: one that cannot be read (a
/// length of `"long"`) is left out and noted, and the others are listed.
struct SongsResponse: Decodable, Sendable, PartlyReadable {
  var songs: DecodedList<Song>

  var unreadableRecords: [UnreadableRecord] { songs.unreadable }
  var recordCount: Int { songs.recordCount }
}

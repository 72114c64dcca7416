/// The catalogue's answer: `{"songs": [...]}`.
struct SongsResponse: Decodable, Sendable {
  var songs: [Song]
}

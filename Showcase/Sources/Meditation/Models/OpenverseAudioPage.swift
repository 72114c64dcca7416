import MVVMKitNetworking

/// A page of Openverse's audio search, read result by result.
struct OpenverseAudioPage: Decodable, Sendable {
  var results: DecodedList<OpenverseAudio>
}

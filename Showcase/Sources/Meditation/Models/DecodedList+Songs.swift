import Algorithms
import MVVMKitNetworking

extension DecodedList where Element == Song {
  /// The songs a catalogue can offer, in its order: each id once (a repeated id keeps its first
  /// record), each with a length from 1 s to a day (the others left out, each with why), and with
  /// a title and an artist to show where the catalogue has none: "Untitled" and "Unknown", as
  /// Openverse's music reads them.
  func playable() -> DecodedList<Song> {
    var list = DecodedList(unreadable: unreadable)
    for (index, song) in elements.uniqued(on: \.id).enumerated() {
      guard Song.playableSeconds.contains(song.seconds) else {
        list.unreadable.append(
          UnreadableRecord(
            index: index, reason: "“\(song.title)” has a length of \(song.seconds) s"))
        continue
      }
      var named = song
      if named.title.trimmingCharacters(in: .whitespaces).isEmpty { named.title = "Untitled" }
      if named.artist.trimmingCharacters(in: .whitespaces).isEmpty {
        named.artist = "Unknown"
      }
      list.elements.append(named)
    }
    return list
  }
}

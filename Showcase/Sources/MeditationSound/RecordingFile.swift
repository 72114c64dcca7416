import CAudioCodecs
public import Foundation

/// A recording's file: its bytes, held once, checked when it is made, from which each voice that
/// plays it decodes (a seek starts another decoder on the same bytes).
public final class RecordingFile: @unchecked Sendable {
  // Unchecked: the bytes are written once, in init, and only read after (by the decoders).
  let bytes: UnsafeMutableRawBufferPointer
  /// What it is encoded in.
  public let kind: RecordingDecoder.Kind
  /// How long it says it lasts (Openverse's `duration`), if anything says.
  public let claimed: Duration?
  /// Its length in frames at 44.1 kHz, when the file says.
  public let frames: Int?

  /// The recording in `data`, of `kind`, said to last `claimed`.
  ///
  /// - Throws: ``RecordingError`` when the file is too large, empty, or not what `kind` says.
  public init(data: Data, kind: RecordingDecoder.Kind, claimed: Duration? = nil)
    throws(RecordingError)
  {
    guard data.count <= RecordingDecoder.largestFile else {
      throw RecordingError(
        "The recording is \(data.count / 1_000_000) MB: more than the \(RecordingDecoder.largestFile / 1_000_000) MB a song may be."
      )
    }
    guard !data.isEmpty else { throw RecordingError("The recording is empty.") }
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
    data.copyBytes(to: bytes)
    self.bytes = bytes
    self.kind = kind
    self.claimed = claimed
    do {
      // Opened once to check it and learn its length, then closed: each voice opens its own.
      let opened = try RecordingDecoder.open(bytes, kind: kind)
      mvvm_audio_close(opened.decoder)
      frames = opened.length
    } catch {
      bytes.deallocate()
      throw error
    }
  }

  deinit { bytes.deallocate() }
}

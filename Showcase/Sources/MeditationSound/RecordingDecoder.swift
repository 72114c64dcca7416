import CAudioCodecs
public import Foundation

/// A recording decoded as it plays, a block at a time, into the mixer's 16-bit stereo at 44.1 kHz:
/// MP3 through libmpg123, Ogg Vorbis through libvorbisfile. It reads its ``RecordingFile`` and never
/// holds the decoded sound, so an hour's recording costs what its file does.
///
/// Decoding is bounded: a file larger than ``largestFile`` is refused before it is read, and one
/// that decodes to far more than it claims is stopped (``read(into:)``).
public final class RecordingDecoder {
  /// What a recording is encoded in.
  public enum Kind: String, Hashable, Sendable {
    case mp3, ogg

    /// The kind a file type names (Openverse's `filetype`: "mp3", "ogg", "oga"), or nil.
    public init?(fileType: String) {
      switch fileType.lowercased() {
      case "mp3", "mpeg", "audio/mpeg": self = .mp3
      case "ogg", "oga", "audio/ogg", "application/ogg": self = .ogg
      default: return nil
      }
    }
  }

  /// The largest file decoded: 200 MB, an hour and more of MP3 at 320 kbit/s.
  public static let largestFile = 200_000_000
  /// Frames a second.
  public static let sampleRate = 44_100

  private let file: RecordingFile
  private let decoder: OpaquePointer
  /// The most frames it decodes: the file's own length (or the claimed one) with room to spare.
  private let limit: Int
  /// Where it is, in frames: where it started or was sought to, and what it decoded since.
  public private(set) var position = 0

  /// The recording's length in frames at 44.1 kHz, when the file says.
  public var frames: Int? { file.frames }
  /// The file's own sample rate.
  public let sourceRate: Int
  /// The file's own channels.
  public let sourceChannels: Int

  /// Opens `data`, a recording of `kind` said to last `claimed` (Openverse's `duration`).
  ///
  /// - Throws: ``RecordingError`` when the file is too large, or is not what `kind` says.
  public convenience init(data: Data, kind: Kind, claimed: Duration? = nil) throws(RecordingError) {
    try self.init(file: try RecordingFile(data: data, kind: kind, claimed: claimed))
  }

  /// A decoder at the start of `file`.
  ///
  /// - Throws: ``RecordingError`` when the file cannot be opened again (no memory).
  public init(file: RecordingFile) throws(RecordingError) {
    let opened = try Self.open(file.bytes, kind: file.kind)
    self.file = file
    decoder = opened.decoder
    sourceRate = mvvm_audio_source_rate(opened.decoder)
    sourceChannels = Int(mvvm_audio_source_channels(opened.decoder))
    // A recording that decodes past twice what it says (or claims), plus a minute, is not what
    // it says: stopped there rather than read on.
    let claimedFrames = file.claimed.map { Int($0.components.seconds) * Self.sampleRate }
    let expected = max(file.frames ?? 0, claimedFrames ?? 0)
    limit = expected > 0 ? expected * 2 + 60 * Self.sampleRate : 4 * 3_600 * Self.sampleRate
  }

  /// A decoder over `bytes`, and the length it found.
  static func open(_ bytes: UnsafeMutableRawBufferPointer, kind: Kind)
    throws(RecordingError) -> (decoder: OpaquePointer, length: Int?)
  {
    var error = [CChar](repeating: 0, count: 256)
    let opened = error.withUnsafeMutableBufferPointer { message in
      mvvm_audio_open(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
        kind == .mp3 ? MVVM_AUDIO_MP3 : MVVM_AUDIO_OGG, message.baseAddress, message.count)
    }
    guard let opened else {
      throw RecordingError("The recording cannot be played: \(text(error)).")
    }
    let length = mvvm_audio_length(opened)
    return (opened, length >= 0 ? length : nil)
  }

  deinit {
    mvvm_audio_close(decoder)
  }

  /// Decodes the next frames into `out` (interleaved left, right): the frames decoded, fewer at
  /// the end, 0 past it.
  ///
  /// - Throws: ``RecordingError`` when the stream breaks off, or runs far past its length.
  public func read(into out: UnsafeMutableBufferPointer<Int16>) throws(RecordingError) -> Int {
    guard let base = out.baseAddress, out.count >= 2 else { return 0 }
    var error = [CChar](repeating: 0, count: 256)
    let made = error.withUnsafeMutableBufferPointer { message in
      mvvm_audio_read(decoder, base, out.count / 2, message.baseAddress, message.count)
    }
    guard made >= 0 else {
      throw RecordingError("The recording stopped playing: \(Self.text(error)).")
    }
    position += made
    if position > limit {
      throw RecordingError(
        "The recording plays far longer than it says (past \(limit / Self.sampleRate / 60) min): stopped."
      )
    }
    return made
  }

  /// Moves to `frame` (at 44.1 kHz).
  ///
  /// - Throws: ``RecordingError`` when the file cannot be moved in.
  public func seek(toFrame frame: Int) throws(RecordingError) {
    var error = [CChar](repeating: 0, count: 256)
    let status = error.withUnsafeMutableBufferPointer { message in
      mvvm_audio_seek(decoder, max(0, frame), message.baseAddress, message.count)
    }
    guard status == 0 else {
      throw RecordingError("It cannot be played from there: \(Self.text(error)).")
    }
    position = max(0, frame)
  }

  private static func text(_ message: [CChar]) -> String {
    String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

public import Foundation

/// Writes the sound to a WAV file, exactly as it would play: 16-bit PCM, 44.1 kHz, stereo. The
/// header's sizes are written when the file is closed; until then they say the file is empty.
public final class WAVFileOutput: AudioOutput {
  private let handle: FileHandle
  private let url: URL
  private var bytes = 0

  /// Creates the file at `url`, or empties the one there in place (never replacing it with
  /// another: a link to it, its owner and its permissions stay).
  ///
  /// - Throws: ``AudioOutputError`` when the file cannot be made.
  public init(url: URL) throws(AudioOutputError) {
    self.url = url
    if !FileManager.default.fileExists(atPath: url.path) {
      guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
        throw AudioOutputError("cannot write \(url.path)")
      }
    }
    do {
      handle = try FileHandle(forWritingTo: url)
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Self.header(dataBytes: 0))
    } catch {
      throw AudioOutputError("cannot write \(url.path) (\(error.localizedDescription))")
    }
  }

  /// Nothing: what is written is in the file.
  public var queuedFrames: Int { 0 }
  /// A file keeps no time.
  public var isPaced: Bool { false }

  /// Appends `samples`.
  public func write(_ samples: UnsafeBufferPointer<Int16>) throws(AudioOutputError) {
    // WAV is little-endian, as the machines this runs on are; others swap each sample.
    #if _endian(little)
      let data = Data(buffer: samples)
    #else
      let data = samples.map(\.littleEndian).withUnsafeBufferPointer { Data(buffer: $0) }
    #endif
    do {
      try handle.write(contentsOf: data)
    } catch {
      throw AudioOutputError("cannot write \(url.path) (\(error.localizedDescription))")
    }
    bytes += data.count
  }

  /// Writes the header's sizes and closes the file.
  public func close() throws(AudioOutputError) {
    do {
      try handle.seek(toOffset: 0)
      try handle.write(contentsOf: Self.header(dataBytes: bytes))
      try handle.close()
    } catch {
      throw AudioOutputError("cannot finish \(url.path) (\(error.localizedDescription))")
    }
  }

  /// The 44-byte RIFF header of a 16-bit stereo 44.1 kHz PCM file with `dataBytes` of samples.
  static func header(dataBytes: Int) -> Data {
    var header = Data()
    func append(_ text: String) { header.append(contentsOf: Array(text.utf8)) }
    func append<T: FixedWidthInteger>(_ value: T) {
      withUnsafeBytes(of: value.littleEndian) { header.append(contentsOf: $0) }
    }
    let channels: UInt16 = 2
    let bitsPerSample: UInt16 = 16
    let blockAlign = channels * bitsPerSample / 8
    append("RIFF")
    append(UInt32(clamping: 36 + dataBytes))
    append("WAVE")
    append("fmt ")
    append(UInt32(16))
    append(UInt16(1))  // PCM
    append(channels)
    append(UInt32(Mixer.sampleRate))
    append(UInt32(Mixer.sampleRate) * UInt32(blockAlign))
    append(blockAlign)
    append(bitsPerSample)
    append("data")
    append(UInt32(clamping: dataBytes))
    return header
  }
}

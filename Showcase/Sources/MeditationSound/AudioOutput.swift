/// Where rendered sound goes: a sound device, or a file. Written from one thread at a time (the
/// sound's own), in blocks of interleaved 16-bit stereo frames at 44.1 kHz.
public protocol AudioOutput: AnyObject {
  /// Writes `samples` (left, right, left, …), waiting, when ``isPaced``, until the device has room.
  func write(_ samples: UnsafeBufferPointer<Int16>) throws(AudioOutputError)
  /// The frames written that have not been heard yet: the device's own buffer.
  var queuedFrames: Int { get }
  /// Whether writing waits for the device, so that it keeps the time itself (a sound card); a
  /// file is not paced, and what writes to it keeps the time on a clock.
  var isPaced: Bool { get }
  /// Plays what is queued out, and closes; a file is made whole.
  func close() throws(AudioOutputError)
}

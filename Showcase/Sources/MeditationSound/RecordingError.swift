/// Why a recording cannot be played: a sentence a song's row can show.
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sentence.
  public let message: String
  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
  /// The sentence.
  public var description: String { message }
}

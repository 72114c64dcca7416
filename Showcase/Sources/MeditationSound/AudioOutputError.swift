/// Why sound could not be opened or written, in words the screen can show.
public struct AudioOutputError: Error, Hashable, CustomStringConvertible {
  /// What went wrong: "no sound device “default” (No such file or directory)".
  public let description: String

  /// An error saying `description`.
  public init(_ description: String) { self.description = description }
}

/// A spinner: one frame per tick. Drawing one animates the frame (see ``Animation``).
public enum Spinner {
  /// The frames, in order.
  public static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The frame for `tick`; the frame drawing it is drawn again at the next tick.
  @MainActor
  public static func frame(_ tick: Int) -> String {
    Animation.nextFrame()
    return frames[((tick % frames.count) + frames.count) % frames.count]
  }
}

/// What makes the app tick: a screen that draws something moving (a spinner, a highlight that
/// fades) says so while drawing, and the app draws the frame again one tick later. A frame that
/// says nothing is drawn once and left alone until something it shows changes, so an idle screen
/// costs no bytes and no wakeups.
public enum Animation {
  /// How many times a frame asked to be drawn again; the app compares it before and after drawing.
  @MainActor public private(set) static var requests = 0

  /// The frame being drawn moves: draw it again at the next tick.
  @MainActor
  public static func nextFrame() {
    requests &+= 1
  }
}

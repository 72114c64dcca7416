import Atomics
import Observation

/// The side panel's last drawing, shown again while nothing it was drawn from has changed.
///
/// A key that moves the screen's selection changes nothing the panel shows, yet drawing an
/// inspector's state, events and requests again was a fifth of such a key. The panel is drawn
/// again when something it read from observable objects has changed since, when it is drawn about
/// another screen or in another rectangle, when its focus changes, after a key or a click that
/// went to it, and every frame while it moves (see ``Animation``); otherwise its cells and mouse
/// targets are put back as they were.
@MainActor @Observable
final class PanelDrawing {
  /// Read by every frame that shows the panel, and counted up when what the panel was drawn from
  /// changes: the frame is then drawn again, even one that put back the panel without reading
  /// what the panel reads.
  private var changes = 0

  @ObservationIgnored private var last: Drawn?
  /// Counts the panel's drawings: a change's frame is asked for only if the panel has not been
  /// drawn again since the change.
  @ObservationIgnored private var drawings = 0

  /// A drawing of the panel, and what it was drawn from.
  private struct Drawn {
    weak var panel: AnyObject?
    weak var screen: AnyObject?
    let hasFocus: Bool
    let region: ScreenBuffer.Region
    let mouseTargets: [MouseTarget]
    /// Cleared, on whichever thread makes the change, when something it read is about to change.
    let isCurrent: ManagedAtomic<Bool>
  }

  /// Forgets the last drawing: the panel is drawn again in the next frame, after a key or a click
  /// that went to it.
  func forget() {
    last = nil
  }

  /// Draws `panel` about `screen` into `rect` of `buffer`, or puts back its last drawing there.
  func draw(
    _ panel: any SidePanel, about screen: any TerminalScreen, in rect: Rect,
    on buffer: inout ScreenBuffer
  ) {
    _ = changes
    if let last, last.panel === panel, last.screen === screen, last.region.rect == rect,
      last.hasFocus == panel.hasFocus, last.isCurrent.load(ordering: .acquiring)
    {
      buffer.restore(last.region)
      for target in last.mouseTargets { buffer.addMouseTarget(target) }
      return
    }
    drawings += 1
    let drawing = drawings
    let isCurrent = ManagedAtomic(true)
    let targetsBefore = buffer.mouseTargets.count
    let animationsBefore = Animation.requests
    withObservationTracking {
      panel.draw(about: screen, in: rect, on: &buffer)
    } onChange: { [weak self] in
      isCurrent.store(false, ordering: .releasing)
      // The frame that drew the panel tracked what the panel read, and is drawn again for this
      // change; a frame that put the panel back did not, and is asked for here.
      Task { @MainActor in
        guard let self, self.drawings == drawing else { return }
        self.changes += 1
      }
    }
    // A panel that moves is drawn each frame, as a screen is.
    last =
      Animation.requests != animationsBefore
      ? nil
      : Drawn(
        panel: panel, screen: screen, hasFocus: panel.hasFocus, region: buffer.region(rect),
        mouseTargets: Array(buffer.mouseTargets[targetsBefore...]), isCurrent: isCurrent)
  }
}

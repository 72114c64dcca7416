import ArgumentParser
import MVVMKit
import TerminalUI

/// Showing an app's screens: once, as a frame of plain text, or interactively in the terminal.
extension DisplayOptions {
  /// The view model of `screen`, when it loads.
  @MainActor
  static func settling(_ screen: any TerminalScreen) -> (any Settling)? {
    (screen as? any ViewModelScreen)?.viewModel as? any Settling
  }

  /// Shows `screen`: once, as plain text, when every view model on the screens has settled; or
  /// interactively in the terminal.
  ///
  /// The one rule for `--once`: the frame is printed when the view model of every screen shown
  /// (`screen` and those under it) that loads (``Settling``) has loaded or failed, and the command
  /// exits with status 1 when the view model of the frame printed, the top one, has a failure.
  ///
  /// - Parameters:
  ///   - inspector: The inspector beside it (shown or not), which its services go through.
  ///   - parents: The screens it was opened from, bottom first: the breadcrumb, and what Esc goes
  ///     back to.
  ///   - drive: With `--once`, what to do on the screens once settled and before the frame is
  ///     printed (such as playing to a moment on a test clock).
  @MainActor
  func present(
    _ screen: any TerminalScreen,
    inspector: Inspector,
    under parents: [any TerminalScreen] = [],
    drive: @MainActor () async throws -> Void = {}
  ) async throws {
    // The screens below it make the breadcrumb, and are where Esc goes back to.
    let screens = parents + [screen]
    let navigator = Navigator(root: screens[0])
    navigator.panel = inspector
    for next in screens.dropFirst() { navigator.push(next) }
    if let replay = Replay.current {
      return try await replay.play(on: navigator)
    }
    if once {
      try await presentOnce(navigator, inspector: inspector, drive: drive)
    } else {
      try await presentInteractively(navigator, inspector: inspector)
    }
  }

  /// Prints `navigator`'s frame once every view model on its screens has settled, after `drive`;
  /// throws `ExitCode.failure` when the top one has a failure (see
  /// ``present(_:inspector:under:drive:)``).
  @MainActor
  func presentOnce(
    _ navigator: Navigator, inspector: Inspector, drive: @MainActor () async throws -> Void
  ) async throws {
    await waitUntil { navigator.stack.allSatisfy { Self.settling($0)?.isSettled ?? true } }
    try await drive()
    let size = frameSize
    inspector.showsRecording = false  // the frame is the app's, as a replay prints it
    let text = frame(of: navigator, width: size.width, height: size.height, images: onceImages)
      .plainText()
    StandardStreams.write(text + "\n")
    if let recorder = inspector.recorder, recorder.isRecording {
      try Self.report(recorder.finish(endedBy: .now(frame: text, size: size)))
    }
    if navigator.top.flatMap(Self.settling)?.hasFailure == true { throw ExitCode.failure }
  }

  /// How a `--once` frame draws pictures: as text, so half-blocks, unless `--images none`.
  var onceImages: ImageDrawing { images == .none ? .none : .blocks }
}

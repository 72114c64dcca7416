import ArgumentParser
import ImageDecoding
import MVVMKit
import TerminalUI

/// Showing an app's screens: once, as a frame of plain text, or interactively in the terminal.
extension DisplayOptions {
  /// The view model of `screen`, when it loads.
  @MainActor
  static func settling(_ screen: any TerminalScreen) -> (any Settling)? {
    (screen as? any ViewModelScreen)?.viewModel as? any Settling
  }

  /// Shows `screens`, the last over the others: once, as plain text, when every view model on
  /// them has settled; or interactively in the terminal. Nothing for no screens.
  ///
  /// The one rule for `--once`: the frame is printed when the view model of every screen shown
  /// that loads (``Settling``) has loaded or failed, and the command exits with status 1 when the
  /// view model of the frame printed, the top one, has a failure.
  ///
  /// - Parameters:
  ///   - screens: The stack, bottom first: the screens below the top make the breadcrumb, and are
  ///     where Esc goes back to.
  ///   - inspector: The inspector beside them (shown or not), which their services go through.
  ///   - pictures: What loads the pictures the screens show, for `--once` to wait for those its
  ///     frame shows.
  ///   - drive: With `--once`, what to do on the screens' navigator once they settled and before
  ///     the frame is printed (such as playing to a moment on a test clock).
  @MainActor
  func present(
    _ screens: [any TerminalScreen],
    inspector: Inspector,
    pictures: ImageStore? = nil,
    drive: @MainActor (Navigator) async throws -> Void = { _ in }
  ) async throws {
    guard let root = screens.first else { return }
    let navigator = Navigator(root: root)
    navigator.panel = inspector
    for next in screens.dropFirst() { navigator.push(next) }
    if let replay = Replay.current {
      return try await replay.play(on: navigator)
    }
    if once {
      try await presentOnce(navigator, inspector: inspector, pictures: pictures, drive: drive)
    } else {
      try await presentInteractively(navigator, inspector: inspector)
    }
  }

  /// Prints `navigator`'s frame once every view model on its screens has settled, after `drive`,
  /// with the pictures it shows; throws `ExitCode.failure` when the top one has a failure (see
  /// ``present(_:inspector:pictures:drive:)``).
  ///
  /// A frame is drawn first and not printed: it tells the screens how much room they have (a list
  /// loads pages until it fills its room) and asks for the pictures it shows. The printed frame
  /// waits for what that started.
  @MainActor
  func presentOnce(
    _ navigator: Navigator, inspector: Inspector, pictures: ImageStore?,
    drive: @MainActor (Navigator) async throws -> Void
  ) async throws {
    let isSettled: @MainActor @Sendable () -> Bool = {
      navigator.stack.allSatisfy { Self.settling($0)?.isSettled ?? true }
    }
    await waitUntil(isSettled)
    try await drive(navigator)
    let size = frameSize
    _ = frame(of: navigator, width: size.width, height: size.height, images: onceImages)
    await waitUntil(isSettled)
    if let pictures, onceImages.showsPictures {
      // Again, for the pictures of what came since.
      _ = frame(of: navigator, width: size.width, height: size.height, images: onceImages)
      await waitUntil { pictures.isIdle }
    }
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

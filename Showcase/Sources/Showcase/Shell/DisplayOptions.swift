import ArgumentParser
import Clocks
import MVVMKitInspection
import MVVMKitNetworking
import TerminalUI

/// The options every app shares: interactive or one frame, the frame's size, the network faults,
/// and the inspector.
struct DisplayOptions: ParsableArguments {
  @Flag(help: "Print one frame as plain text once every source has loaded or failed, then exit.")
  var once = false

  @Option(
    parsing: .unconditional,
    help:
      ArgumentHelp(
        "The frame's width with --once (default: COLUMNS, or 100; with --inspect, 150: the panel beside a 100-column frame).",
        valueName: "COLUMNS"))
  var width: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The frame's height with --once (default: LINES, or 30).", valueName: "ROWS")
  )
  var height: Int?

  @OptionGroup var network: NetworkOptions

  @Flag(help: "Show the inspector beside the app (with --once, beside the frame).")
  var inspect = false

  @Flag(help: "Leave the mouse to the terminal, for its own selection of text (also NO_MOUSE=1).")
  var noMouse = false

  @Option(
    help: ArgumentHelp(
      "How pictures are drawn: auto (the terminal's best, asked of it), kitty, sixel, iterm, blocks (half-blocks) or none.",
      discussion:
        "auto asks the terminal whether it has the kitty graphics protocol, sixel or iTerm2's inline images, with TERM and TERM_PROGRAM as hints, and draws half-blocks until it answers; kitty and iterm are checked the same way, and fall back to half-blocks, saying so, where the terminal cannot show them. With --once, a frame is text: pictures are half-blocks, or with none left out.",
      valueName: "MODE"),
    transform: { value in
      guard let option = ImagesOption(rawValue: value) else {
        let modes = ImagesOption.allCases.map(\.rawValue)
        throw ValidationError(
          "expected " + modes.dropLast().joined(separator: ", ") + " or " + (modes.last ?? ""))
      }
      return option
    })
  var images: ImagesOption = .auto

  @Option(
    help: ArgumentHelp(
      "Record the session (its keys, requests and last frame) into FILE, for showcase --replay.",
      valueName: "FILE"))
  var record: String?

  /// Whether the app takes the mouse: unless `--no-mouse` or NO_MOUSE.
  var mouse: Bool { !noMouse && Self.mouseIsWanted() }

  /// Whether NO_MOUSE leaves the mouse to the terminal (set, and not empty).
  static func mouseIsWanted(
    _ environment: [String: String] = ShowcaseEnvironment.current
  ) -> Bool {
    environment["NO_MOUSE", default: ""].isEmpty
  }

  /// The faults the options ask for.
  func faults() throws -> NetworkFaults {
    try network.faults()
  }

  /// The clock the app's time runs on: the real one, or with `--once` one whose sleeps end at once
  /// (no debounce to wait out for one frame).
  /// In a replay of an interactive session, the replay's.
  var clock: any Clock<Duration> {
    if once { return ImmediateClock() }  // also when replaying a recording made with --once
    return Replay.current?.clock ?? ContinuousClock()
  }

  /// The clock that time passes on for what plays in real time (a meditation session): the real
  /// one, or in a replay the replay's.
  var playingClock: any Clock<Duration> {
    if let replay = Replay.current { return replay.clock }
    return ContinuousClock()
  }

  func validate() throws {
    _ = try faults()
    let largest = ScreenBuffer.maximumSide
    for (name, value) in [("--width", width), ("--height", height)] {
      guard let value else { continue }
      guard (1...largest).contains(value) else {
        throw ValidationError("\(name) must be from 1 to \(largest); got \(value).")
      }
    }
    // A frame asked for at a size the apps cannot be drawn in would print only the notice: by
    // the options, or by COLUMNS and LINES.
    if once {
      let size = frameSize
      if size.width < minimumTerminalSize.width || size.height < minimumTerminalSize.height {
        throw ValidationError(tooSmallSentence(width: size.width, height: size.height) + ".")
      }
    }
  }

  /// The frame size for --once: the options, else COLUMNS and LINES (clamped to what a frame can
  /// be), else 100x30, or 150x30 with the inspector, so that it is beside a frame of 100.
  var frameSize: (width: Int, height: Int) {
    let environment = ShowcaseEnvironment.current
    func fromEnvironment(_ name: String) -> Int? {
      environment[name].flatMap(Int.init).flatMap {
        $0 > 0 ? min($0, ScreenBuffer.maximumSide) : nil
      }
    }
    // The panel takes a third of the width: half as much again keeps the app's 100 columns.
    let usualWidth = 100
    return (
      width ?? fromEnvironment("COLUMNS") ?? (inspect ? usualWidth * 3 / 2 : usualWidth),
      height ?? fromEnvironment("LINES") ?? 30
    )
  }
}

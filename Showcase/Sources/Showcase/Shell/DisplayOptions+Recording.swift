import MVVMKitInspection
import MVVMKitNetworking

/// What a session keeps for a recording, and what a recording is told: the inspector its
/// services go through, the exchanges kept, the arguments a replay runs again.
extension DisplayOptions {
  /// The inspector every service of the app goes through, shown with `--inspect`, with the
  /// faults of `--latency`, `--fail-rate` and `--offline`, recording the session with
  /// `--record` (or from F6). In a replay, its services are answered by the replay's player.
  ///
  /// - Throws: `ValidationError` when the faults asked for are wrong, or the file `--record`
  ///   names cannot be written (said before the session, not at its end).
  @MainActor
  func makeInspector() throws -> Inspector {
    if let replay = Replay.current {
      let inspector = Inspector(
        isShown: inspect, faults: try faults(), clock: replay.clock, replacing: replay.player)
      // F6 says what it said when the session was recorded, and writes nothing.
      inspector.recorder = SessionRecorder(
        cassette: inspector.cassette, arguments: [], destination: nil,
        isRecording: replay.recording.recordedFromStart, writes: false)
      inspector.showsRecording = false
      return inspector
    }
    let inspector = Inspector(
      isShown: inspect, faults: try faults(), cassette: keptExchanges)
    inspector.recorder = SessionRecorder(
      cassette: inspector.cassette, arguments: Self.recordedArguments(),
      destination: try record.map { try OutputFile.checked($0, option: "--record") },
      isRecording: record != nil,
      redaction: { [inspector] in inspector.redaction })
    return inspector
  }

  /// The most bytes of answers kept, in a session started without `--record`, for a recording
  /// F6 may ask for: enough for a session of text and thumbnails, far less than a page of large
  /// photos (past it, F6 says to start with `--record`).
  static let keptBeforeRecording = 8 << 20

  /// Where the session's exchanges are kept for a recording: all of them (up to 64 MB of bodies)
  /// with `--record`; none with `--once` alone, which cannot ask for one; otherwise up to
  /// ``keptBeforeRecording``, for F6.
  var keptExchanges: CassetteRecorder {
    if record != nil { return CassetteRecorder(isRecording: true) }
    if once { return CassetteRecorder(isRecording: false) }
    return CassetteRecorder(isRecording: true, byteLimit: Self.keptBeforeRecording)
  }

  /// The process's arguments after `showcase`, as a recording keeps them: without `--record`
  /// and its file, or any other option a replay refuses (``ReplayedCommand/isRefused(_:)``), and with the value of every `--…-key` option replaced, so that no key is kept.
  static func recordedArguments(_ arguments: [String] = CommandLine.arguments) -> [String] {
    var kept: [String] = []
    var skipNext = false
    var redactNext = false
    for argument in arguments.dropFirst() {
      if skipNext {
        skipNext = false
      } else if redactNext {
        kept.append(Redaction.replacement)
        redactNext = false
      } else if ReplayedCommand.refusedOptions.contains(argument) {
        skipNext = true  // and its value
      } else if ReplayedCommand.isRefused(argument) {
        continue
      } else if argument.hasPrefix("--"), argument.hasSuffix("-key") {
        kept.append(argument)
        redactNext = true
      } else if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="),
        argument[..<equals].hasSuffix("-key")
      {
        kept.append(argument[...equals] + Redaction.replacement)
      } else {
        kept.append(argument)
      }
    }
    return kept
  }

  /// Says where a recording was written.
  static func report(_ written: SessionRecorder.Written?) {
    guard let written else { return }
    StandardStreams.writeError(written.sentence + "\n")
  }
}

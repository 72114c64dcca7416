import ArgumentParser
import Clocks
import Foundation
import ImageDecoding
import MVVMKit
import ShowcaseTerminal
import TerminalUI

extension Replay {
  /// Plays the recorded keys on `navigator`'s screens: with `--once` at once on the test clock,
  /// then prints the last frame; otherwise in the terminal at the times they were pressed.
  ///
  /// - Throws: `ExitCode.failure`, having said where, when the replay diverged: a request the
  ///   cassette lacks, a key that did something else than when recorded, or a last frame that is
  ///   not the recorded one.
  @MainActor
  func play(on navigator: Navigator) async throws {
    guard let testClock else { return try await watch(on: navigator) }
    player.isPaced = true
    let size = (width: recording.width, height: recording.height)
    var elapsed = Duration.zero
    var firstDifferentScreen: String?
    _ = frame(of: navigator, width: size.width, height: size.height)  // asks for its images
    // What the screens start as they appear (their first requests) reaches the clock before it
    // moves: a request that began its wait late would be answered late.
    await settle(navigator, size: size, answeredBefore: player.answered)
    for (at, key, screen, outcome) in inputs {
      if at > elapsed {
        let answered = player.answered
        await testClock.advance(by: at - elapsed)
        elapsed = at
        await settle(navigator, size: size, answeredBefore: answered)
      }
      try stopIfMissed(before: key, at: at)
      // A screen that differs only while something loads may well end the same (the replay lets
      // answers be read before each key); the first one that differs is where a replay whose
      // last frame differs went astray.
      let isSameScreen =
        screen.map {
          SessionRecording.digest(
            of: frame(of: navigator, width: size.width, height: size.height).plainText()) == $0
        } ?? true
      if firstDifferentScreen == nil, !isSameScreen {
        firstDifferentScreen =
          "; the screen first differed before the key \(TerminalText.sanitized(key.name)) at \(Self.describe(at))"
      }
      if key == .interrupt { break }
      if key == .ctrl("z") { continue }  // the process stopped: nothing on screen changes
      let answered = player.answered
      navigator.handle(key, terminalSize: size)
      // On the same screen, a key does the same at once; when it did something else, what
      // follows is another session, and the replay stops at the key.
      if isSameScreen, let outcome {
        let after = frame(of: navigator, width: size.width, height: size.height).plainText()
        if SessionRecording.digest(of: after) != outcome {
          StandardStreams.write(after + "\n")
          StandardStreams.writeError(
            "The replay diverged at the key \(TerminalText.sanitized(key.name)) at \(Self.describe(at)): on the recorded "
              + "screen it left another screen than it did when recorded (printed above).\n")
          throw ExitCode.failure
        }
      }
      if navigator.isFinished { break }
      // What the key started (a request, a debounce) gets to wait on the clock before the clock
      // moves on; the frames drawn meanwhile ask for the images on screen, as the terminal's do.
      await settle(navigator, size: size, answeredBefore: answered)
    }
    if duration > elapsed {
      let answered = player.answered
      await testClock.advance(by: duration - elapsed)
      await settle(navigator, size: size, answeredBefore: answered)
    }
    await showImages(on: navigator, size: size, clock: testClock)
    let text = frame(of: navigator, width: size.width, height: size.height).plainText()
    StandardStreams.write(text + "\n")
    try stopIfMissed(before: nil, at: duration)
    if let difference = Self.firstDifference(text, recording.finalFrame) {
      StandardStreams.writeError(
        "The replay diverged: its last frame is not the recorded one, from line \(difference.line)"
          + (firstDifferentScreen ?? "") + ":\n"
          + "  recorded: \(difference.recorded)\n  replayed: \(difference.replayed)\n")
      throw ExitCode.failure
    }
  }

  /// Plays the keys in the terminal at the times they were pressed, answering requests after
  /// their recorded latencies; the user's own keys work as well (q, Ctrl-C to stop).
  @MainActor
  private func watch(on navigator: Navigator) async throws {
    let app = try DisplayOptions.terminalApp(
      showing: navigator, mouse: DisplayOptions.mouseIsWanted())
    let inputs = inputs
    let script = AsyncStream<Key> { continuation in
      let clock = ContinuousClock()
      let start = clock.now
      let task = Task {
        for (at, key, _, _) in inputs {
          do {
            try await clock.sleep(until: start.advanced(by: at))
          } catch {
            break  // the app ended
          }
          continuation.yield(key)
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
    let ending = await app.run(script: script)
    if let miss = player.misses.first(where: { !$0.isForAnImage }) {
      StandardStreams.writeError("The replay diverged: \(miss.sentence)\n")
    }
    if case .terminated(let signal) = ending { throw ExitCode(128 + signal) }
  }

  /// Lets what moving the clock set going finish (answers decoded, their results shown) before
  /// the next key, as a person sees the screen before pressing it. No signal says when an
  /// answer's work is done, so it waits until the frame stays the same for 100 ms of real time
  /// and no answer has come since it last changed (an answer still being read, on a busy
  /// machine, may take longer than that to show) unless every screen has settled; two seconds
  /// at most. `answeredBefore` is the player's count of answers before the clock moved or the
  /// key was pressed: the answers that came since count as coming after the frame.
  @MainActor
  private func settle(
    _ navigator: Navigator, size: (width: Int, height: Int), answeredBefore: Int
  ) async {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(2))
    var last = frame(of: navigator, width: size.width, height: size.height).plainText()
    var unchangedSince = clock.now
    var answeredSinceChange = answeredBefore
    while clock.now < deadline {
      do {
        try await clock.sleep(for: .milliseconds(2))
      } catch {
        return  // cancelled: the process is ending
      }
      let now = frame(of: navigator, width: size.width, height: size.height).plainText()
      if now != last {
        (last, unchangedSince, answeredSinceChange) = (now, clock.now, player.answered)
      } else if unchangedSince.duration(to: clock.now) >= .milliseconds(100),
        player.answered == answeredSinceChange
          || navigator.stack.allSatisfy({ DisplayOptions.settling($0)?.isSettled ?? true })
      {
        return
      }
    }
  }

  /// Stops the replay when a request was missing from the cassette, saying where. An image the
  /// recording never asked for is not a divergence: which images a screen asks for depends on
  /// which frames were drawn, and so on the machine's speed. It shows as unavailable, and where
  /// that shows on the last frame, the frame differs from the recorded one.
  private func stopIfMissed(before key: Key?, at: Duration) throws {
    guard let miss = player.misses.first(where: { !$0.isForAnImage }) else { return }
    let when =
      key.map { "before the key \(TerminalText.sanitized($0.name)) at \(Self.describe(at))" }
      ?? "at the end"
    StandardStreams.writeError("The replay diverged \(when): \(miss.sentence)\n")
    throw ExitCode.failure
  }

  /// Waits until the images on screen are loaded and decoded (ten seconds at most): they are
  /// asked for as a frame is drawn, answered after their recorded latencies on `clock`, and
  /// decoded off the main actor, so the clock is moved on until none is loading.
  @MainActor
  private func showImages(
    on navigator: Navigator, size: (width: Int, height: Int), clock: TestClock<Duration>
  ) async {
    let stores = navigator.stack.compactMap { ($0 as? any ShowsImages)?.images }
    guard !stores.isEmpty else { return }
    _ = frame(of: navigator, width: size.width, height: size.height)
    let longest = recording.cassette.exchanges.map(\.latency).max() ?? .zero
    let realTime = ContinuousClock()
    let deadline = realTime.now.advanced(by: .seconds(10))
    while stores.contains(where: \.isLoading), realTime.now < deadline {
      await clock.advance(by: longest)
      do {
        try await realTime.sleep(for: .milliseconds(2))
      } catch {
        return  // cancelled: the process is ending
      }
    }
  }

  /// "1.234 s" after the start.
  private static func describe(_ duration: Duration) -> String {
    let milliseconds = Int(duration / .milliseconds(1))
    return "\(milliseconds / 1000).\(String(format: "%03d", milliseconds % 1000)) s"
  }

  /// The first line where two frames differ, from 1, and that line of each.
  static func firstDifference(_ replayed: String, _ recorded: String)
    -> (line: Int, recorded: String, replayed: String)?
  {
    guard replayed != recorded else { return nil }
    let replayedLines = replayed.split(separator: "\n", omittingEmptySubsequences: false)
    let recordedLines = recorded.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(replayedLines.count, recordedLines.count) {
      let mine = index < replayedLines.count ? String(replayedLines[index]) : "(no line)"
      let theirs = index < recordedLines.count ? String(recordedLines[index]) : "(no line)"
      if mine != theirs { return (index + 1, theirs, mine) }
    }
    return nil
  }
}

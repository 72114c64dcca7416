import Foundation
import MVVMKit
import MVVMKitTesting
import Testing

#if canImport(Glibc)
  import Glibc

  /// Runs the built `showcase` in a pseudo-terminal, as a person would: types a search, reads the
  /// screen, quits, and checks the terminal was given back as it was.
  @Suite(.serialized, .timeLimit(.scaled(minutes: 1))) struct EndToEndTests {
    /// A running `showcase` on a 100x30 pseudo-terminal.
    final class Session: @unchecked Sendable {
      // Unchecked: used by one thread at a time, the one a test hands it to.
      let process = Process()
      let master: Int32
      let slave: Int32
      var terminal: VirtualTerminal
      var output: [UInt8] = []
      let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
        "showcase-cache-\(UUID().uuidString)")
      let dataHome = FileManager.default.temporaryDirectory.appendingPathComponent(
        "showcase-data-\(UUID().uuidString)")

      init(
        arguments: [String], term: String = "xterm-256color", environment: [String: String] = [:],
        width: Int = 100, height: Int = 30, launcher: [String] = []
      ) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        terminal = VirtualTerminal(width: width, height: height)
        var size = winsize(
          ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENOTTY) }
        // Not inherited by other tests' apps, which would hold this terminal open after this test.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        self.master = master
        self.slave = slave
        if let program = launcher.first {
          // The launcher runs the showcase: its path, then `arguments`, follow the launcher's own.
          process.executableURL = URL(fileURLWithPath: program)
          process.arguments = launcher.dropFirst() + [showcaseURL.path] + arguments
        } else {
          process.executableURL = showcaseURL
          process.arguments = arguments
        }
        // Answers kept from live servers, favourites and sittings in folders of the session's
        // own, unless the test gives them: never another test's, nor the user's.
        var merged = ProcessInfo.processInfo.environment
          .merging(["XDG_CACHE_HOME": cacheHome.path, "XDG_DATA_HOME": dataHome.path]) { $1 }
          .merging(environment) { $1 }
        merged["TERM"] = term
        process.environment = merged
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
      }

      deinit {
        if process.isRunning { process.terminate() }
        removeIfPresent(cacheHome)
        removeIfPresent(dataHome)
        close(master)
        close(slave)
      }

      func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      }

      /// Reads the screen until `condition` holds or `timeout` passes; returns whether it held.
      func waitFor(
        timeout: Duration = TestTime.scaled(.seconds(15)), _ condition: (Session) -> Bool
      ) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
          if condition(self) { return true }
          var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
          guard poll(&descriptor, 1, 100) > 0 else { continue }
          var buffer = [UInt8](repeating: 0, count: 4096)
          let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
          guard count > 0 else { return condition(self) }
          output += buffer[0..<count]
          terminal.feed(Array(buffer[0..<count]))
        }
        return condition(self)
      }

      var outputText: String { String(decoding: output, as: UTF8.self) }

      /// Quits the app with `keys` (Ctrl-C by default) and waits for it to end; whether it did.
      @discardableResult
      func quit(with keys: String = "\u{3}") -> Bool {
        type(keys)
        return waitFor { !$0.process.isRunning }
      }

      /// Reads what is left to read; once the app has exited, that is all it ever wrote.
      func drain() {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 0) > 0 {
          var buffer = [UInt8](repeating: 0, count: 4096)
          let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
          guard count > 0 else { return }
          output += buffer[0..<count]
          terminal.feed(Array(buffer[0..<count]))
        }
      }

      /// Whether the process is stopped (state `T` in `/proc/PID/stat`).
      var isStopped: Bool {
        guard
          let stat = try? String(
            contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(close, offsetBy: 2)] == "T"
      }

      /// Sends `signal` to the app.
      func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
      }

      /// Whether the pseudo-terminal is back in its usual line-editing mode, with echo.
      var isCooked: Bool {
        var settings = termios()
        guard tcgetattr(slave, &settings) == 0 else { return false }
        return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
      }
    }

    /// What a scripted session saw; gathered on a thread of its own, checked in the test.
    struct Observations: Sendable {
      var loaded = false
      var rawWhileRunning = false
      var foundRum = false
      var screen = ""
      var leftTheFieldKeepingTheText = false
      var helpOpened = false
      var helpClosed = false
      var openedTheDrink = false
      var cameBack = false
      var exited = false
      var status: Int32 = -1
      var output = ""
      var cookedAfterwards = false

      /// Waits for `session`'s app to end, then notes how: its status, all it wrote, and whether
      /// the terminal is back in line mode.
      mutating func noteTheEnd(
        of session: Session, within timeout: Duration = TestTime.scaled(.seconds(15))
      ) {
        exited = session.waitFor(timeout: timeout) { !$0.process.isRunning }
        if exited {
          session.process.waitUntilExit()
          status = session.process.terminationStatus
        }
        session.drain()
        output = session.outputText
        cookedAfterwards = session.isCooked
      }
    }

    @Test func aUserWalksTheKeyModelAndQuittingRestoresTheTerminal() async throws {
      #expect(FileManager.default.isExecutableFile(atPath: showcaseURL.path), "showcase is built")
      let seen = try await onOwnThread { () throws -> Observations in
        var seen = Observations()
        let session = try Session(arguments: ["cocktails"])
        seen.loaded = session.waitFor { $0.terminal.text.contains("54 Items found") }
        seen.rawWhileRunning = !session.isCooked
        session.type("rum")
        seen.foundRum = session.waitFor { $0.terminal.text.contains("3 Items found") }
        seen.screen = session.terminal.text
        session.type("\u{1B}")  // Esc: leaves the field, keeps what was typed
        seen.leftTheFieldKeepingTheText = session.waitFor {
          $0.terminal.text.contains("│ rum ") && $0.terminal.text.contains("Enter open")
        }
        session.type("?")
        seen.helpOpened = session.waitFor { $0.terminal.text.contains("? or Esc to close") }
        session.type("?")
        seen.helpClosed = session.waitFor { !$0.terminal.text.contains("? or Esc to close") }
        session.type("\r")  // Enter on the results: the first rum drink
        seen.openedTheDrink = session.waitFor { $0.terminal.text.contains("Cocktails › Rum Punch") }
        session.type("\u{1B}")
        seen.cameBack = session.waitFor { $0.terminal.text.contains("3 Items found") }
        session.type("q")  // q on the first screen quits
        seen.noteTheEnd(of: session)
        return seen
      }
      #expect(seen.loaded)
      #expect(seen.rawWhileRunning, "the app runs in raw mode")
      #expect(seen.foundRum)
      #expect(seen.screen.contains("Rum Punch"))
      #expect(seen.screen.contains("│ rum"))
      #expect(
        seen.leftTheFieldKeepingTheText, "Esc in the field moves to the results; the text stays")
      #expect(seen.helpOpened, "? opens the help")
      #expect(seen.helpClosed, "? closes it")
      #expect(seen.openedTheDrink, "Enter opens the selected drink, with a breadcrumb")
      #expect(seen.cameBack, "Esc goes back to the results")
      #expect(seen.exited, "q on the first screen quits")
      #expect(seen.status == 0)
      #expect(seen.output.hasPrefix("\u{1B}[?1049h"), "the app used the alternate screen")
      #expect(
        seen.output.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"), "and left it, cursor shown")
      #expect(seen.cookedAfterwards, "the terminal is back in line mode with echo")
    }

    /// A paste is text for the field being edited, never keys: its newline is no Enter and its
    /// `q` no quit; outside a field, a paste does nothing.
    @Test func aPasteIsTextInTheFieldAndNothingElsewhere() async throws {
      struct Pasted: Sendable {
        var loaded = false
        var inTheField = false
        var screen = ""
        var ignoredOutsideTheField = false
        var exited = false
        var output = ""
      }
      let seen = try await onOwnThread { () throws -> Pasted in
        var seen = Pasted()
        let session = try Session(arguments: ["cocktails"])
        seen.loaded = session.waitFor { $0.terminal.text.contains("54 Items found") }
        session.type("\u{1B}[200~gin\r\nfizz\u{1B}[201~")
        seen.inTheField = session.waitFor { $0.terminal.text.contains("│ gin fizz ") }
        session.type("\u{1B}")  // Esc: leaves the field
        _ = session.waitFor { $0.terminal.text.contains("Enter open") }
        session.type("\u{1B}[200~q\r\u{1B}[201~")
        seen.screen = session.terminal.text
        // Neither quit nor opened: what the screen shows after a key that it does take.
        session.type("?")
        seen.ignoredOutsideTheField = session.waitFor {
          $0.terminal.text.contains("? or Esc to close") && $0.process.isRunning
        }
        seen.exited = session.quit()
        session.drain()
        seen.output = session.outputText
        return seen
      }
      #expect(seen.loaded)
      #expect(seen.inTheField, "the pasted lines are one line of the field")
      #expect(seen.screen.contains("│ gin fizz "))
      #expect(seen.ignoredOutsideTheField, "a paste outside the field neither quits nor opens")
      #expect(seen.exited)
      #expect(seen.output.contains("\u{1B}[?2004h"), "pastes are bracketed while the app runs")
      #expect(
        seen.output.hasSuffix(
          "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
    }

    /// At 100 columns the inspector covers the app; i (outside the field) and F2 toggle it, F5
    /// puts the app offline and the status bar says so.
    @Test func theInspectorOpensOverTheAppAndItsFaultReachesTheStatusBar() async throws {
      struct Seen: Sendable {
        var opened = false
        var offline = false
        var online = false
        var closed = false
      }
      let seen = try await onOwnThread { () throws -> Seen in
        var seen = Seen()
        let session = try Session(arguments: ["cocktails"])
        guard session.waitFor({ $0.terminal.text.contains("54 Items found") }) else { return seen }
        session.type("\u{1B}")  // out of the search field, where i would be typed
        session.type("i")
        seen.opened = session.waitFor {
          $0.terminal.text.contains("State · CocktailSearchViewModel")
            && !$0.terminal.text.contains("54 Items found")
        }
        session.type("\u{1B}[15~")  // F5
        seen.offline = session.waitFor {
          $0.terminal.text.contains("⚠ faults: offline") && $0.terminal.text.contains("off [on]")
        }
        session.type("\u{1B}[15~")
        seen.online = session.waitFor { !$0.terminal.text.contains("⚠ faults") }
        session.type("\u{1B}OQ")  // F2
        seen.closed = session.waitFor { $0.terminal.text.contains("54 Items found") }
        session.quit()
        return seen
      }
      #expect(seen.opened, "i opens the inspector over the app")
      #expect(seen.offline, "F5 puts the app offline, and the status bar says so")
      #expect(seen.online, "F5 again takes the fault away")
      #expect(seen.closed, "F2 closes the inspector")
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT])
    func aSignalThatEndsTheAppRestoresTheTerminalLast(signal: Int32) async throws {
      let seen = try await onOwnThread { () throws -> Observations in
        var seen = Observations()
        let session = try Session(arguments: ["cocktails"])
        seen.loaded = session.waitFor { $0.terminal.text.contains("Restaurants") }
        session.send(signal)
        seen.noteTheEnd(of: session, within: TestTime.scaled(.seconds(10)))
        return seen
      }
      #expect(seen.loaded)
      #expect(
        seen.exited, "the signal ends the app at once (SIGQUIT with no crash report to wait for)")
      #expect(seen.status == 128 + signal)
      #expect(
        seen.output.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"),
        "the restore is the last thing written")
      #expect(seen.cookedAfterwards)
    }

    /// What a suspend and resume looked like.
    struct Suspension: Sendable {
      var stopped = false
      var restoredWhileStopped = false
      var cookedWhileStopped = false
      var redrawnAfterContinuing = false
      var rawAfterContinuing = false
      var outputBlocksAfterContinuing = false
    }

    /// Whether the standard output of the process `pid` blocks (no `O_NONBLOCK` among its file
    /// status flags, as `/proc` tells them): a write that does not block may be cut short.
    static func outputBlocks(of pid: Int32) -> Bool {
      guard let info = try? String(contentsOfFile: "/proc/\(pid)/fdinfo/1", encoding: .utf8),
        let line = info.split(separator: "\n").first(where: { $0.hasPrefix("flags:") }),
        let flags = Int32(
          line.dropFirst("flags:".count).trimmingCharacters(in: .whitespaces), radix: 8)
      else { return false }
      return flags & O_NONBLOCK == 0
    }

    @Test func ctrlZAndSigtstpSuspendWithTheTerminalRestoredAndSigcontTakesItBack() async throws {
      let (loaded, suspensions, status) = try await onOwnThread {
        () throws -> (Bool, [Suspension], Int32) in
        let session = try Session(arguments: ["cocktails"])
        let loaded = session.waitFor { $0.terminal.text.contains("54 Items found") }
        var suspensions: [Suspension] = []
        for suspend in [{ session.type("\u{1A}") }, { session.send(SIGTSTP) }] {
          var seen = Suspension()
          suspend()
          seen.stopped = session.waitFor(timeout: TestTime.scaled(.seconds(10))) { $0.isStopped }
          seen.restoredWhileStopped = session.waitFor(timeout: TestTime.scaled(.seconds(10))) {
            $0.outputText.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
          }
          seen.cookedWhileStopped = session.isCooked
          let before = session.output.count
          session.send(SIGCONT)
          seen.redrawnAfterContinuing = session.waitFor { session in
            let after = String(decoding: session.output[before...], as: UTF8.self)
            return after.hasPrefix("\u{1B}[?1049h") && after.contains("54 Items found")
          }
          seen.rawAfterContinuing = !session.isCooked
          seen.outputBlocksAfterContinuing = Self.outputBlocks(
            of: session.process.processIdentifier)
          suspensions.append(seen)
        }
        session.type("\u{1B}q")  // leave the search field, then quit
        _ = session.waitFor { !$0.process.isRunning }
        session.process.waitUntilExit()
        return (loaded, suspensions, session.process.terminationStatus)
      }
      #expect(loaded)
      for (index, seen) in suspensions.enumerated() {
        let how = index == 0 ? "Ctrl-Z" : "SIGTSTP"
        #expect(seen.stopped, "\(how) stops the app")
        #expect(seen.restoredWhileStopped, "\(how): the terminal is given back before stopping")
        #expect(seen.cookedWhileStopped, "\(how): line mode with echo while stopped")
        #expect(
          seen.redrawnAfterContinuing,
          "\(how): SIGCONT brings back the alternate screen and a whole frame")
        #expect(seen.rawAfterContinuing, "\(how): raw mode again after SIGCONT")
        #expect(
          seen.outputBlocksAfterContinuing,
          "\(how): standard output blocks again after SIGCONT, so no frame is cut short")
      }
      #expect(suspensions.count == 2)
      #expect(status == 0)
    }

    @Test func aTerminalThatCannotMoveItsCursorAsksForOnce() async throws {
      let (status, output) = try await onOwnThread { () throws -> (Int32, String) in
        let session = try Session(arguments: ["cocktails"], term: "dumb")
        _ = session.waitFor { !$0.process.isRunning && $0.outputText.hasSuffix("frame.\r\n") }
        session.process.waitUntilExit()
        return (session.process.terminationStatus, session.outputText)
      }
      #expect(status == 2)
      #expect(
        output.contains(
          "showcase cannot draw on this terminal (TERM=dumb cannot move the cursor); use --once to print one frame."
        ))
      #expect(!output.contains("\u{1B}[?1049h"), "it never took the screen")
    }

    @Test func withoutATerminalItAsksForOnce() async throws {
      let run = try await runShowcase(["cocktails"])
      #expect(run.status == 2)
      #expect(
        run.output
          == "showcase needs a terminal to run interactively; use --once to print one frame.\n")
    }
  }
#endif

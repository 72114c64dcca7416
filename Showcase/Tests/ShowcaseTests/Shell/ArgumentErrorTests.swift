import ArgumentParser
import Testing

@testable import Showcase

/// What `showcase` says of arguments it refuses, parsed in this process: the sentence, and the
/// usage it ends with.
@Suite struct ArgumentErrorTests {
  /// The message `showcase` writes for `arguments`, and its exit code; `nil` when they parse.
  private func refusal(_ arguments: [String]) -> (message: String, code: ExitCode)? {
    do {
      _ = try ShowcaseCommand.parseAsRoot(arguments)
      return nil
    } catch {
      return (
        ShowcaseCommand.fullMessage(for: error, arguments: arguments),
        ShowcaseCommand.exitCode(for: error)
      )
    }
  }

  /// The options every app shares are parsed by the showcase before its app: a bad one ends with
  /// the usage of the app the arguments name, as the app's own do, and with the showcase's when
  /// they name none.
  @Test(arguments: [
    (["gallery", "--height", "abc"], "showcase gallery"),
    (["--fail-rate", "x", "rates"], "showcase rates"),
    (["web", "--fail-rate", "x"], "showcase web"),
    (["cocktails", "--bogus"], "showcase cocktails"),
    (["--fail-rate", "x"], "showcase"),
  ])
  func aSharedOptionsErrorEndsWithTheUsageOfTheAppNamed(
    arguments: [String], command: String
  ) throws {
    let refused = try #require(refusal(arguments))
    #expect(refused.code == .validationFailure)
    let usage = command == "showcase" ? "showcase <options> <subcommand>" : "\(command) <options>"
    #expect(
      refused.message.split(separator: "\n").suffix(2) == [
        "Usage: \(usage)", "  See '\(command) --help' for more information.",
      ])
  }

  /// `--images`: a mode it does not know is refused with the modes it does.
  @Test func imagesTakesItsModes() throws {
    let refused = try #require(refusal(["gallery", "--once", "--images", "png"]))
    #expect(refused.code == .validationFailure)
    #expect(
      refused.message.hasPrefix(
        "Error: The value 'png' is invalid for '--images <MODE>': expected auto, kitty, sixel, "
          + "iterm, blocks or none\n"))
  }

  /// The Rates' own values, refused with what they should be.
  @Test(arguments: [
    (
      ["--base", "POUNDS"], "--base needs a three-letter currency code, such as GBP; got “POUNDS”."
    ),
    (["--base", "ÄÖÜ"], "--base needs a three-letter currency code, such as GBP; got “ÄÖÜ”."),
    (
      ["--base", "usd", "--currency", "USD"],
      "--currency USD is the base: its history against itself is always 1. Give another currency, or another --base."
    ),
    (["--amount", "1,2,3"], "--amount: “1,2,3” is not an amount like 1,250.50."),
    (
      ["--amount", String(repeating: "9", count: 41)],
      "--amount: The amount has 41 digits; amounts up to 38 digits can be converted."
    ),
  ])
  func ratesRefusesABadBaseOrAmount(arguments: [String], message: String) throws {
    let refused = try #require(refusal(["rates", "--once"] + arguments))
    #expect(refused.code == .validationFailure)
    #expect(
      refused.message.split(separator: "\n").prefix(2) == [
        "Error: \(message)"[...], "Usage: showcase rates <options>",
      ])
  }

  /// A negative number is a value, refused for its range, not taken for an option that leaves
  /// its own missing.
  @Test(arguments: [
    (["cocktails", "--latency", "-5"], "--latency must be from 0 to 600000 milliseconds; got -5."),
    (["cocktails", "--once", "--width", "-3"], "--width must be from 1 to 1000; got -3."),
    (["gallery", "--page", "-1"], "--page must be 1 or more; got -1."),
    (["meditation", "--timer", "-2"], "--timer needs minutes from 1 to 180; got -2."),
    (["nearby", "--radius", "-1"], "--radius must be from 50 to 50000 metres; got -1."),
    (["rates", "--amount", "-5"], "--amount: The amount can't be negative."),
  ])
  func aNegativeNumberIsRefusedForItsRange(arguments: [String], message: String) throws {
    let refused = try #require(refusal(arguments))
    #expect(refused.code == .validationFailure)
    #expect(refused.message.split(separator: "\n").first.map(String.init) == "Error: \(message)")
  }
}

import Foundation
public import Testing

/// How much longer than usual tests may take, for the wall-clock limits that remain: a suite's
/// time limit, and how long a test waits for another process or a terminal to answer. Ordinary
/// runs use 1. A slow build raises it with the `MVVMKIT_TEST_TIME_SCALE` environment variable (a
/// whole number): ThreadSanitizer makes code several times slower, more so on a machine that is
/// busy, and `.ci/tsan` sets it.
///
/// ```swift
/// @Suite(.timeLimit(.scaled(minutes: 1))) struct EndToEndTests { … }
/// session.waitFor(timeout: TestTime.scaled(.seconds(15))) { … }
/// ```
///
/// Tests of view models need neither: they run on a test clock and wait for events, not for time.
public enum TestTime {
  /// The variable that scales the limits.
  public static let variable = "MVVMKIT_TEST_TIME_SCALE"

  /// The factor `environment` asks for: a whole number from 1 to 100; 1 when it asks for none,
  /// or for one that is not a number in that range.
  public static func scale(in environment: [String: String]) -> Int {
    guard let text = environment[variable], let scale = Int(text), (1...100).contains(scale)
    else { return 1 }
    return scale
  }

  /// The factor this process runs with.
  public static let scale = scale(in: ProcessInfo.processInfo.environment)

  /// `duration`, times ``scale``.
  public static func scaled(_ duration: Duration) -> Duration {
    duration * scale
  }
}

extension TimeLimitTrait.Duration {
  /// `minutes`, times ``TestTime/scale``.
  public static func scaled(minutes: Int) -> Self {
    .minutes(minutes * TestTime.scale)
  }
}

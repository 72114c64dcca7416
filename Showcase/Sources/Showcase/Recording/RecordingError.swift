/// Why a recording cannot be made or played.
enum RecordingError: Error, Equatable {
  /// The file at the path is no recording this build can play, and why.
  case unreadable(String, String)
  /// The session's requests passed what a recording holds, in bytes.
  case tooLong(Int)
  /// The session's requests passed what is kept of them before a recording is asked for (F6
  /// without `--record`), in bytes.
  case tooLongBeforeAsked(Int)
  /// The recording could not be written where it was asked for (the path, or "the data folder"),
  /// nor in the temporary folder, and why.
  case unwritable(String, String)

  var sentence: String {
    switch self {
    case .unreadable(let path, let why): "--replay: \(path) is not a recording: \(why)."
    case .tooLong(let limit):
      "the session passed the \(limit >> 20) MB a recording holds"
    case .tooLongBeforeAsked(let limit):
      "the session passed the \(limit >> 20) MB kept before a recording is asked for; start it with --record FILE to record it all"
    case .unwritable(let path, let why):
      "the recording could not be written to \(path) (\(why)), nor to the temporary folder"
    }
  }
}

extension RecordingError: CustomStringConvertible {
  var description: String { sentence }
}

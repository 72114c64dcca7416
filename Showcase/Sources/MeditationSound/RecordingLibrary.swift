public import MVVMKitNetworking
public import Meditation
public import Observation

/// Where songs' recordings come from: fetched through a client (the live one, whose answers are
/// kept on disk, so a recording heard once plays again offline), checked and opened for decoding,
/// and kept for the run.
@MainActor @Observable
public final class RecordingLibrary {
  @ObservationIgnored private let client: any HTTPClient
  @ObservationIgnored private var files: [Song.ID: RecordingFile] = [:]
  /// How long fetching a recording may take: a song of a few megabytes, on a slow line.
  public nonisolated static let fetchTimeout: Duration = .seconds(120)

  /// How many recordings are being fetched now, counted from when ``fetch(_:then:)`` is called.
  public private(set) var inFlight = 0

  /// A library fetching through `client`.
  public init(client: any HTTPClient) {
    self.client = client
  }

  /// Fetches `song`'s recording, counted in ``inFlight`` from now until `done` has run with it
  /// (or with why it cannot be played).
  public func fetch(
    _ song: Song, then done: @escaping @MainActor (Result<RecordingFile, RecordingError>) -> Void
  ) {
    inFlight += 1
    Task {
      do throws(RecordingError) {
        done(.success(try await file(for: song)))
      } catch {
        done(.failure(error))
      }
      inFlight -= 1
    }
  }

  /// The recording of `song`, fetched once.
  ///
  /// - Throws: ``RecordingError`` saying why it cannot be played: the song has none, its type is
  ///   not MP3 or Ogg, it is too large, it could not be fetched, or it is not what it says.
  public func file(for song: Song) async throws(RecordingError) -> RecordingFile {
    if let file = files[song.id] { return file }
    guard let recording = song.recording else {
      throw RecordingError("“\(song.title)” has no recording.")
    }
    guard let kind = RecordingDecoder.Kind(fileType: recording.fileType) else {
      throw RecordingError(
        "“\(song.title)” is a \(recording.fileType) file: only MP3 and Ogg are played.")
    }
    if let size = recording.fileSize, size > RecordingDecoder.largestFile {
      throw RecordingError(
        "“\(song.title)” is \(size / 1_000_000) MB: more than the \(RecordingDecoder.largestFile / 1_000_000) MB a song may be."
      )
    }
    let response: HTTPResponse
    do {
      response = try await client.send(HTTPRequest(url: recording.url, timeout: Self.fetchTimeout))
    } catch {
      throw RecordingError(
        "The recording of “\(song.title)” could not be fetched: \(error.errorDescription ?? "\(error)")"
      )
    }
    guard response.isSuccess else {
      throw RecordingError(
        "The recording of “\(song.title)” could not be fetched (HTTP \(response.statusCode)).")
    }
    let file = try RecordingFile(data: response.body, kind: kind, claimed: song.length)
    files[song.id] = file
    return file
  }
}

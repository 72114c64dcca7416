public import Foundation

/// A song's recording: the file to fetch and decode, and the credit its licence asks for.
public struct SongRecording: Hashable, Sendable {
  /// The audio file.
  public var url: URL
  /// What it is encoded in, as the catalogue says: "mp3", "ogg".
  public var fileType: String
  /// Its licence, as a name: "CC BY 4.0", "CC0 1.0".
  public var licence: String?
  /// The line its licence asks to be shown ("“Rain” by Ann Ng is licensed under CC BY 4.0…").
  public var attribution: String?
  /// The page the recording comes from.
  public var page: URL?
  /// How large the file is, in bytes, when the catalogue says.
  public var fileSize: Int?

  /// A recording at `url`, encoded as `fileType`.
  public init(
    url: URL, fileType: String, licence: String? = nil, attribution: String? = nil,
    page: URL? = nil, fileSize: Int? = nil
  ) {
    self.url = url
    self.fileType = fileType
    self.licence = licence
    self.attribution = attribution
    self.page = page
    self.fileSize = fileSize
  }
}

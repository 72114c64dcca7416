public import Foundation
public import MVVMKitNetworking

/// The ``PhotoService`` over Openverse (`https://api.openverse.org/v1/`), keyless: openly
/// licensed photographs from Wikimedia Commons, Flickr, museums and more.
///
/// - a topic or a search: `GET images/?q=…&category=photograph&page=N&page_size=…` (a topic
///   without words leaves `q` out), paged by `page` and the answer's `page_count`;
/// - one photo: `GET images/{id}/`.
///
/// An anonymous client may ask for 20 a page; a registered one sends its token (`OPENVERSE_TOKEN`
/// in the showcase) as `Authorization: Bearer …`, redacted from every error. Openverse answers
/// 429 with `Retry-After` when asked too often: a client wrapped in ``RetryAfterHTTPClient`` says
/// when it may ask again.
public struct OpenverseService: PhotoService {
  /// Where Openverse's API lives.
  public static let defaultBaseURL = URL(string: "https://api.openverse.org/v1/")!

  /// The topics: every photograph, then a few curated searches.
  public static let curatedTopics = [
    Topic(id: "all", title: "All photos"),
    Topic(id: "space", title: "Space", query: "space"),
    Topic(id: "animals", title: "Animals", query: "animals"),
    Topic(id: "textures", title: "Textures", query: "texture"),
    Topic(id: "science", title: "Science", query: "science"),
    Topic(id: "objects", title: "Objects", query: "objects"),
  ]

  /// The most photos an anonymous client may ask for a page.
  public static let largestAnonymousPage = 20

  /// The longest search Openverse takes: its reference asks that `q` not exceed 200 characters.
  public static let longestQuery = 200

  private let client: any HTTPClient
  private let token: String
  /// Where the API lives.
  public let baseURL: URL
  /// How many photos a page asks for.
  public let pageSize: Int
  /// What the screen says of where the photos come from.
  public let sourceNote: String?
  /// The topics.
  public var topics: [Topic] { Self.curatedTopics }

  /// A service calling `baseURL` through `client`, `pageSize` photos a page, sending `token` (if
  /// any) as a bearer token.
  public init(
    client: any HTTPClient, baseURL: URL = Self.defaultBaseURL, token: String = "",
    pageSize: Int = Self.largestAnonymousPage, sourceNote: String? = "Photos from Openverse"
  ) {
    // A server that echoes the token never gets it on a screen.
    self.client =
      token.isEmpty ? client : RedactingHTTPClient(client, redaction: Redaction(secrets: [token]))
    self.baseURL = baseURL
    self.token = token
    self.pageSize = pageSize
    self.sourceNote = sourceNote
  }

  /// Page `page` of `feed`; a page Openverse numbers differently is refused, and a search longer
  /// than ``longestQuery`` is never sent.
  public func photos(_ feed: PhotoFeed, page: Int) async throws(APIError) -> PhotosPage {
    let words: String? =
      switch feed {
      case .topic(let id): topic(id: id)?.query
      case .search(let text): text.trimmingCharacters(in: .whitespacesAndNewlines)
      }
    if let words, words.count > Self.longestQuery {
      throw .refused(
        code: "q too long",
        message:
          "Openverse searches take up to \(Self.longestQuery) characters; this one has \(words.count).",
        isRetryable: false)
    }
    var query: [Endpoint<OpenversePage>.QueryItem] = []
    if let words, !words.isEmpty { query.append(.init("q", words)) }
    query += [
      .init("category", "photograph"), .init("page", "\(page)"),
      .init("page_size", "\(pageSize)"),
    ]
    let answer = try await fetch(OpenversePage.self, at: "images", query: query).page
    guard answer.currentPage == page else {
      throw .invalidContent(
        "Openverse answered page \(answer.currentPage) when page \(page) was asked for.")
    }
    return answer
  }

  /// Openverse's ids are UUIDs.
  public var photoIDForm: String {
    "an Openverse id, a UUID such as 892f19b8-c7ad-57aa-be4c-f8f4d348cb20"
  }

  /// Whether `id` is a UUID: anything else is no photo's, and never reaches a path.
  public func isPhotoID(_ id: String) -> Bool { UUID(uuidString: id) != nil }

  /// The photo `id`: `GET images/{id}/`; a photo of another id is refused.
  public func photo(id: String) async throws(APIError) -> Photo {
    try checkPhotoID(id)
    let answer: Photo
    do {
      answer = try await fetch(OpenverseImage.self, at: "images/\(id)", query: []).photo
    } catch .httpStatus(404, _) {
      throw .refused(code: "HTTP 404", message: "Openverse has no photo \(id).", isRetryable: false)
    }
    guard answer.id == id else {
      throw .invalidContent("Openverse answered photo \(answer.id) when photo \(id) was asked for.")
    }
    return answer
  }

  /// `GET {base}/{path}` with `query` and the token, its errors redacted of the token.
  private func fetch<Answer: Decodable & Sendable>(
    _: Answer.Type, at path: String, query: [Endpoint<Answer>.QueryItem]
  ) async throws(APIError) -> Answer {
    var endpoint = Endpoint<Answer>(path: path)
    endpoint.queryItems = query
    endpoint.endsWithSlash = true
    if !token.isEmpty { endpoint.headers["Authorization"] = "Bearer \(token)" }
    do {
      return try await client.fetch(endpoint, from: baseURL)
    } catch {
      throw error.redacting(Redaction(secrets: [token]))
    }
  }
}

public import Foundation
public import MVVMKitNetworking

/// The ``PhotoService`` over 500px's photo API shape: its feeds are the topics
/// (`GET {base}/photos?feature=FEED&page=N&image_size=30,20,…&consumer_key=KEY`), a search is
/// `GET {base}/photos/search?term=WORDS&page=N&…`, asking for every uncropped size
/// (``PhotoImages/bounds``), so that a thumbnail loads the smallest that fills it and the detail
/// the largest. The public 500px API closed in 2018; this client is for any server speaking the
/// shape, and the recordings made of one.
public struct FiveHundredPxService: PhotoService {
  /// Where the API lived: none is public any more, so an address that never answers.
  public static let defaultBaseURL = URL(string: "https://sample.gallery.invalid/v1/")!

  /// 500px's feeds, as topics: popular, upcoming, fresh today, the editors' picks.
  public static let features = [
    Topic(id: "popular", title: "Popular"), Topic(id: "upcoming", title: "Upcoming"),
    Topic(id: "fresh_today", title: "Fresh today"), Topic(id: "editors", title: "Editors' choice"),
  ]

  private let client: any HTTPClient
  private let consumerKey: String
  /// Where the API lives.
  public let baseURL: URL
  /// Said on screen of the sample feed.
  public let sourceNote: String?

  /// A service calling `baseURL` through `client`, with `consumerKey` if the server wants one.
  public init(
    client: any HTTPClient, baseURL: URL = FiveHundredPxService.defaultBaseURL,
    consumerKey: String = "", sourceNote: String? = nil
  ) {
    self.client = client
    self.baseURL = baseURL
    self.consumerKey = consumerKey
    self.sourceNote = sourceNote
  }

  /// The `image_size` ids asked for: 500px's uncropped sizes, smallest first.
  public static let imageSizes = [30, 20, 31, 21, 4, 5, 1080, 6, 1600, 2048]

  /// The feeds.
  public var topics: [Topic] { Self.features }

  /// 500px's ids are numbers.
  public var photoIDForm: String { "a 500px photo's number" }

  /// Whether `id` is a number (of 20 digits at most).
  public func isPhotoID(_ id: String) -> Bool {
    !id.isEmpty && id.count <= 20 && id.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Page `page` of a feed or a search; a page the feed numbers differently is refused.
  public func photos(_ feed: PhotoFeed, page: Int) async throws(APIError) -> PhotosPage {
    let answer =
      switch feed {
      case .topic(let feature):
        try await fetch(
          PhotosPage.self, at: "photos", query: ["feature": feature, "page": "\(page)"])
      case .search(let words):
        try await fetch(
          PhotosPage.self, at: "photos/search", query: ["term": words, "page": "\(page)"])
      }
    guard answer.currentPage == page else {
      throw .invalidContent(
        "The feed answered page \(answer.currentPage) when page \(page) was asked for.")
    }
    return answer
  }

  /// The photo `id`: `GET {base}/photos/{id}?image_size=…`, answered `{"photo": {…}}`; a photo of
  /// another id is refused.
  public func photo(id: String) async throws(APIError) -> Photo {
    try checkPhotoID(id)
    let answer = try await fetch(PhotoAnswer.self, at: "photos/\(id)", query: [:]).photo
    guard answer.id == id else {
      throw .invalidContent("The feed answered photo \(answer.id) when photo \(id) was asked for.")
    }
    return answer
  }

  /// `GET {base}/{path}` with `query`, every size (``imageSizes``) and the key, its errors
  /// redacted of the key.
  private func fetch<Answer: Decodable & Sendable>(
    _: Answer.Type, at path: String, query: KeyValuePairs<String, String>
  ) async throws(APIError) -> Answer {
    var endpoint = Endpoint<Answer>(path: path)
    endpoint.queryItems =
      query.map { .init($0.key, $0.value) }
      + [.init("image_size", Self.imageSizes.map(String.init).joined(separator: ","))]
    if !consumerKey.isEmpty { endpoint.queryItems.append(.init("consumer_key", consumerKey)) }
    do {
      return try await client.fetch(endpoint, from: baseURL)
    } catch {
      throw error.redacting(Redaction(secrets: [consumerKey], parameterNames: ["consumer_key"]))
    }
  }

  /// 500px's answer for one photo.
  private struct PhotoAnswer: Decodable, Sendable {
    let photo: Photo
  }
}

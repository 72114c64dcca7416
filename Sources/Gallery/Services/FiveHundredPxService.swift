public import Foundation
public import MVVMKitNetworking

/// The ``PhotoService`` over 500px's photo API shape:
/// `GET {base}/photos?feature=FEED&page=N&image_size=30,20,…&consumer_key=KEY`, asking for
/// every uncropped size (``PhotoImages/bounds``), so that a thumbnail loads the smallest that fills
/// it and the detail the largest. The public 500px API closed in 2018; this client is for any
/// server speaking the shape, and the bundled sample feed.
public struct FiveHundredPxService: PhotoService {
  /// Where the API lives by default: none is public any more, so the bundled feed's own address.
  public static let defaultBaseURL = URL(string: "https://sample.gallery.invalid/v1/")!

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

  /// Page `page` of the feed `feature`; a page the feed numbers differently is refused.
  public func photos(_ feature: Feature, page: Int) async throws(APIError) -> PhotosPage {
    let answer = try await fetch(
      PhotosPage.self, at: "photos", query: ["feature": feature.rawValue, "page": "\(page)"])
    guard answer.currentPage == page else {
      throw .invalidContent(
        "The feed answered page \(answer.currentPage) when page \(page) was asked for.")
    }
    return answer
  }

  /// The photo `id`: `GET {base}/photos/{id}?image_size=…`, answered `{"photo": {…}}`; a photo of
  /// another id is refused.
  public func photo(id: Int) async throws(APIError) -> Photo {
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

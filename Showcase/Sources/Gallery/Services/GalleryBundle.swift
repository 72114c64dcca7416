public import Foundation
public import MVVMKitNetworking

/// The sample the app runs on by default: fourteen public-domain and CC0 photographs, with their
/// credits and licences, in Openverse's JSON shape and served through the same service as the
/// live Openverse, with their images. Its search is a sample's: a photo matches when each word
/// asked for starts a word of its title or of one of its tags (Openverse's own search is wider).
public enum GalleryBundle {
  /// Said on screen while the sample is shown.
  public static let note = "Sample: 14 public-domain and CC0 photos"

  /// Where the sample's API pretends to live.
  public static let baseURL = URL(string: "https://sample.openverse.invalid/v1/")!

  /// How many photos a page of the sample holds: fewer than Openverse's 20, so that its
  /// fourteen photos still come in pages.
  public static let pageSize = 5

  /// A client answering `images/?q=…&page=N&page_size=M` from the sample, `images/{id}/` with
  /// that photo (or Openverse's 404), `images/{id}/thumb/` and `photos/{file}` with its image.
  public static func client() -> BundledHTTPClient {
    BundledHTTPClient(
      routes: [
        .compute(where: { $0 == "images" }) { request throws(APIError) in
          try searchAnswer(request)
        },
        .compute(where: { $0 == "thumb" }) { request throws(APIError) in
          let id = request.url.deletingLastPathComponent().lastPathComponent
          guard
            let file = try sample().first(where: { $0["id"] as? String == id })?["url"] as? String
          else { return notFound }
          return try image(named: URL(string: file)?.lastPathComponent ?? "")
        },
        .compute(where: { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }) {
          request throws(APIError) in
          try image(named: request.url.lastPathComponent)
        },
        .compute(where: { UUID(uuidString: $0) != nil }) { request throws(APIError) in
          let id = request.url.lastPathComponent
          guard let photo = try sample().first(where: { $0["id"] as? String == id }) else {
            return notFound
          }
          return .json(object: photo)
        },
      ])
  }

  /// Openverse's answer for an id it does not have.
  private static let notFound = HTTPResponse.json(#"{"detail": "Not found."}"#, statusCode: 404)

  /// Page `page` of the photos matching `q` (every photo without one), `page_size` a page.
  private static func searchAnswer(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
    let values = request.queryValues
    let words = words(of: values["q", default: ""])
    let number = Int(values["page", default: "1"]) ?? 0
    let size = Int(values["page_size", default: "\(pageSize)"]) ?? 0
    guard number >= 1, (1...OpenverseService.largestAnonymousPage).contains(size) else {
      return .json(#"{"detail": "Invalid page or page_size."}"#, statusCode: 400)
    }
    let matching = try sample().filter { photo in
      let tags = (photo["tags"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
      let known = ([photo["title"] as? String ?? ""] + tags).flatMap(Self.words(of:))
      return words.allSatisfy { word in known.contains { $0.hasPrefix(word) } }
    }
    let pageCount = (matching.count + size - 1) / size
    let start = (number - 1) * size
    let shown =
      start < matching.count ? Array(matching[start..<min(matching.count, start + size)]) : []
    return .json(object: [
      "result_count": matching.count, "page_count": pageCount, "page_size": size,
      "page": number, "results": shown,
    ])
  }

  /// The words of `text`, folded: lowercased, without diacritics.
  private static func words(of text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
  }

  /// The sample's photos, in Openverse's shape, in their order.
  private static func sample() throws(APIError) -> [[String: Any]] {
    guard let url = Bundle.module.url(forResource: "openverse-sample", withExtension: "json") else {
      throw .transport("the bundled sample is missing")
    }
    do {
      let file = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
      return (file as? [String: Any])?["results"] as? [[String: Any]] ?? []
    } catch {
      throw .transport("the bundled sample cannot be read: \(error.localizedDescription)")
    }
  }

  /// The bundled image `name` ("astronaut.png"), or a 404.
  private static func image(named name: String) throws(APIError) -> HTTPResponse {
    let kind = (name as NSString).pathExtension
    guard
      let url = Bundle.module.url(
        forResource: (name as NSString).deletingPathExtension, withExtension: kind,
        subdirectory: "photos")
    else { return HTTPResponse(statusCode: 404, body: Data("no photo \(name)".utf8)) }
    do {
      return HTTPResponse(
        statusCode: 200, headers: ["Content-Type": kind == "png" ? "image/png" : "image/jpeg"],
        body: try Data(contentsOf: url))
    } catch {
      return HTTPResponse(statusCode: 500, body: Data(error.localizedDescription.utf8))
    }
  }
}

extension OpenverseService {
  /// The service on the bundled sample, its client passed through `wrap`.
  public static func bundled(
    through wrap: (any HTTPClient) -> any HTTPClient = { $0 }
  ) -> OpenverseService {
    OpenverseService(
      client: wrap(GalleryBundle.client()), baseURL: GalleryBundle.baseURL,
      pageSize: GalleryBundle.pageSize, sourceNote: GalleryBundle.note)
  }
}

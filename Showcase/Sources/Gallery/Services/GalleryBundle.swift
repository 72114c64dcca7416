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
          guard let photo = try Self.sample.get().entries.first(where: { $0.id == id }) else {
            return notFound
          }
          return try image(named: URL(string: photo.url)?.lastPathComponent ?? "")
        },
        .compute(where: { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }) {
          request throws(APIError) in
          try image(named: request.url.lastPathComponent)
        },
        .compute(where: { UUID(uuidString: $0) != nil }) { request throws(APIError) in
          let id = request.url.lastPathComponent
          let sample = try Self.sample.get()
          guard let index = sample.entries.firstIndex(where: { $0.id == id }) else {
            return notFound
          }
          return HTTPResponse(
            statusCode: 200, headers: ["Content-Type": "application/json"],
            body: sample.records.records[index])
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
    let sample = try Self.sample.get()
    let matching = sample.entries.indices.filter { index in
      words.allSatisfy { word in sample.words[index].contains { $0.hasPrefix(word) } }
    }
    let pageCount = (matching.count + size - 1) / size
    let (start, isPastAnyPage) = (number - 1).multipliedReportingOverflow(by: size)
    let shown = isPastAnyPage ? [] : matching.dropFirst(start).prefix(size)
    return sample.records.answer(
      ["result_count": matching.count, "page_count": pageCount, "page_size": size, "page": number],
      records: "results", shown)
  }

  /// The words of `text`, folded: lowercased, without diacritics.
  private static func words(of text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
  }

  /// The sample, read once: each photo's record as Openverse sends it, and what the routes find
  /// it by.
  private static let sample = Result { () throws(APIError) -> Sample in
    let records = try BundledRecords(
      contentsOf: Bundle.module.url(forResource: "openverse-sample", withExtension: "json"),
      at: "results")
    let entries = try records.decoded(Sample.Entry.self)
    return Sample(records: records, entries: entries, words: entries.map(\.words))
  }

  /// The sample's photos: their records, in Openverse's shape, and beside each what the routes
  /// find it by, in the same order.
  private struct Sample: Sendable {
    /// What a route finds a photo by.
    struct Entry: Decodable, Sendable {
      /// A tag, as Openverse lists one.
      struct Tag: Decodable, Sendable {
        var name: String?
      }

      var id: String
      /// Its image's address.
      var url: String
      var title: String?
      var tags: [Tag]?

      /// The words a search finds it by: those of its title and its tags, folded.
      var words: [String] {
        ([title ?? ""] + (tags ?? []).compactMap(\.name)).flatMap(GalleryBundle.words(of:))
      }
    }

    var records: BundledRecords
    var entries: [Entry]
    /// Each photo's words, in the same order.
    var words: [[String]]
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

import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitNetworking
import MVVMKitTesting
import Testing

@testable import Gallery

/// Openverse on a real HTTP server on loopback, answering in the shapes its API documents
/// (`GET /v1/images/`, `GET /v1/images/{id}/`): each request's method, path, query and headers,
/// and what is read back.
@Suite(.timeLimit(.scaled(minutes: 1))) struct OpenverseServiceTests {
  /// One request as the server saw it.
  struct Seen: Sendable, Equatable {
    var method: String
    var path: String
    var authorization: String?
  }

  actor Log {
    var seen: [Seen] = []
    func append(_ request: Seen) { seen.append(request) }
  }

  /// Two images as Openverse answers a search: one with every field the screens show, under
  /// CC BY-NC-ND 4.0 from Flickr, and one under CC0 from Wikimedia Commons with the least.
  static let results = #"""
    {"result_count": 2, "page_count": 1, "page_size": 20, "page": 1, "results": [
      {"id": "4bc43a04-ef46-4544-a0c1-63c63f56e276", "title": "Tree bark, Kew",
       "foreign_landing_url": "https://www.flickr.com/photos/ann/5157245498",
       "url": "https://live.staticflickr.com/4022/5157245498_ab12cd34ef_b.jpg",
       "creator": "Ann Ng", "creator_url": "https://www.flickr.com/photos/ann",
       "license": "by-nc-nd", "license_version": "4.0",
       "license_url": "https://creativecommons.org/licenses/by-nc-nd/4.0/",
       "provider": "flickr", "source": "flickr", "category": "photograph", "filesize": null,
       "filetype": "jpg",
       "tags": [{"accuracy": null, "name": "bark", "unstable__provider": "flickr"},
                {"accuracy": 0.93, "name": "tree", "unstable__provider": "clarifai"}],
       "attribution": "\"Tree bark, Kew\" by Ann Ng is licensed under CC BY-NC-ND 4.0. To view a copy of this license, visit https://creativecommons.org/licenses/by-nc-nd/4.0/.",
       "fields_matched": ["title", "tags.name"], "mature": false, "height": 683, "width": 1024,
       "thumbnail": "https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/thumb/",
       "detail_url": "https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/",
       "related_url": "https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/related/",
       "unstable__sensitivity": []},
      {"id": "0aff3595-8168-440b-83ff-7a80b65dea42", "title": null,
       "url": "https://upload.wikimedia.org/wikipedia/commons/a/a1/Bark.jpg",
       "creator": null, "license": "cc0", "license_version": "1.0", "source": "wikimedia",
       "tags": [], "height": null, "width": null, "thumbnail": null,
       "foreign_landing_url": "https://commons.wikimedia.org/w/index.php?curid=1"},
      {"title": "no id: left out", "url": "https://x.test/1.jpg"}
    ]}
    """#

  /// A server answering every request with `answer(path)`, logging it into `log`.
  static func serve<Value: Sendable>(
    log: Log, answer: @escaping @Sendable (String) -> Response,
    test: @Sendable (URL) async throws -> Value
  ) async throws -> Value {
    try await LocalHTTPServer.run { router in
      router.get("**") { request, _ in
        await log.append(
          Seen(
            method: request.method.rawValue,
            path: request.uri.path + (request.uri.query.map { "?" + $0 } ?? ""),
            authorization: request.headers.first {
              $0.name.rawName.lowercased() == "authorization"
            }?
            .value))
        return answer(request.uri.path)
      }
    } test: { url in
      try await test(url.appendingPathComponent("v1/"))
    }
  }

  @Test func aSearchIsImagesWithItsWordsPhotographsAPageAndItsSize() async throws {
    let log = Log()
    let page = try await Self.serve(log: log, answer: { _ in LocalHTTPServer.json(Self.results) }) {
      url in
      try await OpenverseService(client: URLSessionHTTPClient(), baseURL: url)
        .photos(.search("tree bark"), page: 1)
    }
    #expect(
      await log.seen == [
        Seen(
          method: "GET",
          path: "/v1/images/?q=tree%20bark&category=photograph&page=1&page_size=20",
          authorization: nil)
      ])
    #expect(page.totalItems == 2)
    #expect(page.totalPages == 1)
    #expect(page.isLast)
    #expect(page.unreadable.count == 1, "the result without an id")
    let bark = try #require(page.photos.first)
    #expect(bark.id == "4bc43a04-ef46-4544-a0c1-63c63f56e276")
    #expect(bark.name == "Tree bark, Kew")
    #expect(bark.author == "Ann Ng")
    #expect(bark.license == "CC BY-NC-ND 4.0")
    #expect(bark.licence?.restriction == "CC BY-NC-ND 4.0 does not allow commercial use or changes")
    #expect(bark.source == "Flickr")
    #expect(bark.tags == ["bark", "tree"])
    #expect(bark.pageURL?.absoluteString == "https://www.flickr.com/photos/ann/5157245498")
    #expect(
      bark.attribution
        == "\"Tree bark, Kew\" by Ann Ng is licensed under CC BY-NC-ND 4.0. To view a copy of this license, visit https://creativecommons.org/licenses/by-nc-nd/4.0/."
    )
    #expect(
      bark.imageURL?.absoluteString
        == "https://live.staticflickr.com/4022/5157245498_ab12cd34ef_b.jpg")
    let cell = PhotoCellViewModel(photo: bark)
    #expect(cell.byline == "Ann Ng")
    #expect(cell.licenceLine == "CC BY-NC-ND 4.0 · Flickr")
    #expect(
      cell.thumbnailURL(filling: 320, 320, cropping: true)?.absoluteString
        == "https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/thumb/",
      "a thumbnail of 600 × 400 fills 320 × 320 cropped")
    #expect(
      cell.thumbnailURL(filling: 1000, 700)?.absoluteString
        == "https://live.staticflickr.com/4022/5157245498_ab12cd34ef_b.jpg",
      "larger than the thumbnail: the photo")
    let bare = page.photos[1]
    #expect(bare.name == "")
    #expect(PhotoCellViewModel(photo: bare).title == "Untitled")
    #expect(bare.author == "Unknown")
    #expect(bare.license == "CC0 1.0")
    #expect(bare.licence?.restriction == nil)
    #expect(bare.source == "Wikimedia Commons")
  }

  @Test func aTopicIsItsQueryAndTheFirstTopicEveryPhotographWithATokenAsBearer() async throws {
    let log = Log()
    _ = try await Self.serve(log: log, answer: { _ in LocalHTTPServer.json(Self.results) }) { url in
      let service = OpenverseService(
        client: URLSessionHTTPClient(), baseURL: url, token: "ovtok-0123456789")
      _ = try await service.photos(.topic("animals"), page: 1)
      _ = try await service.photos(service.firstFeed, page: 1)
    }
    #expect(
      await log.seen == [
        Seen(
          method: "GET", path: "/v1/images/?q=animals&category=photograph&page=1&page_size=20",
          authorization: "Bearer ovtok-0123456789"),
        Seen(
          method: "GET", path: "/v1/images/?category=photograph&page=1&page_size=20",
          authorization: "Bearer ovtok-0123456789"),
      ])
  }

  @Test func aPhotoIsImagesItsIdAndOneOpenverseDoesNotHaveSaysSo() async throws {
    let log = Log()
    let id = "4bc43a04-ef46-4544-a0c1-63c63f56e276"
    let image = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.results.utf8)) as? [String: Any])
    let first = try #require((image["results"] as? [Any])?.first)
    let body = String(decoding: try JSONSerialization.data(withJSONObject: first), as: UTF8.self)
    let (photo, missing) = try await Self.serve(
      log: log,
      answer: { path in
        path.contains(id)
          ? LocalHTTPServer.json(body)
          : LocalHTTPServer.json(#"{"detail": "Not found."}"#, status: .notFound)
      }
    ) { url in
      let service = OpenverseService(client: URLSessionHTTPClient(), baseURL: url)
      let photo = try await service.photo(id: id)
      let missing: APIError?
      do throws(APIError) {
        _ = try await service.photo(id: "00000000-0000-0000-0000-000000000000")
        missing = nil
      } catch {
        missing = error
      }
      return (photo, missing)
    }
    #expect(photo.name == "Tree bark, Kew")
    #expect(
      await log.seen.map(\.path) == [
        "/v1/images/\(id)/", "/v1/images/00000000-0000-0000-0000-000000000000/",
      ])
    #expect(
      missing
        == .refused(
          code: "HTTP 404", message: "Openverse has no photo 00000000-0000-0000-0000-000000000000.",
          isRetryable: false))
  }

  @Test func aSearchLongerThanOpenverseTakesIsNeverSentAndSaysWhy() async throws {
    let client = StubHTTPClient()
    await client.stub("images/", with: .json(Self.results))
    let service = OpenverseService(client: client)
    let longest = String(repeating: "é", count: 200)
    _ = try await service.photos(.search(" \(longest) "), page: 1)
    await #expect(
      throws: APIError.refused(
        code: "q too long",
        message: "Openverse searches take up to 200 characters; this one has 201.",
        isRetryable: false)
    ) {
      try await service.photos(.search(longest + "e"), page: 1)
    }
    #expect(await client.requests.count == 1, "only the search Openverse takes was sent")
  }

  @Test func anIdThatIsNoUUIDNeverReachesAPath() async {
    let service = OpenverseService(client: BundledHTTPClient(routes: []))
    await #expect(
      throws: APIError.invalidRequest(
        "no photo has the id “../secret”: an id is an Openverse id, a UUID such as 892f19b8-c7ad-57aa-be4c-f8f4d348cb20"
      )
    ) {
      try await service.photo(id: "../secret")
    }
  }

  @Test func tooManyRequestsSaysWhenItWillAskAgainAndAsksNothingBefore() async throws {
    let log = Log()
    let (first, second) = try await Self.serve(
      log: log,
      answer: { _ in
        var response = LocalHTTPServer.json(
          #"{"detail": "Request was throttled. Expected available in 40 seconds."}"#,
          status: .tooManyRequests)
        response.headers[.retryAfter] = "40"
        return response
      }
    ) { url in
      let now = Date(timeIntervalSince1970: 1_800_000_000)
      let service = OpenverseService(
        client: RetryAfterHTTPClient(URLSessionHTTPClient(), now: { now }), baseURL: url)
      var errors: [APIError] = []
      for _ in 0..<2 {
        do throws(APIError) {
          _ = try await service.photos(.search("cat"), page: 1)
        } catch {
          errors.append(error)
        }
      }
      return (errors.first, errors.last)
    }
    let busy = APIError.refused(
      code: "HTTP 429",
      message:
        "The server has had too many requests (HTTP 429) and asks to be asked again in 40 s.",
      isRetryable: true)
    #expect(first == busy)
    #expect(second == busy)
    #expect(await log.seen.count == 1, "the second waits, without a request")
  }

  @Test(
    arguments: [
      ("by", "4.0", "CC BY 4.0", nil), ("by-sa", "4.0", "CC BY-SA 4.0", nil),
      ("by-nc", "2.0", "CC BY-NC 2.0", "CC BY-NC 2.0 does not allow commercial use"),
      ("by-nd", "3.0", "CC BY-ND 3.0", "CC BY-ND 3.0 does not allow changes"),
      ("by-nc-sa", "4.0", "CC BY-NC-SA 4.0", "CC BY-NC-SA 4.0 does not allow commercial use"),
      (
        "BY-NC-ND", "4.0", "CC BY-NC-ND 4.0",
        "CC BY-NC-ND 4.0 does not allow commercial use or changes"
      ),
      ("cc0", "1.0", "CC0 1.0", nil), ("pdm", "1.0", "Public Domain Mark 1.0", nil),
    ] as [(String, String, String, String?)])
  func eachLicenceIsNamedWithWhatItDoesNotAllow(
    code: String, version: String, name: String, restriction: String?
  ) {
    let licence = Licence(code: code, version: version)
    #expect(licence.name == name)
    #expect(licence.restriction == restriction)
  }
}

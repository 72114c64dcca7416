import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitNetworking
import Nearby
import Testing

/// Places API (New) on a real HTTP server on loopback, answering in the shapes Google documents:
/// each request's method, path, key and field mask headers and JSON body, and what is read back.
@Suite(.timeLimit(.scaled(minutes: 1))) struct PlacesNewServiceTests {
  static let key = "AIzaSyNEWKEY-0123456789abcdef"
  static let square = Coordinate(latitude: 51.50809, longitude: -0.12803)

  /// One request as the server saw it.
  struct Seen: Sendable, Equatable {
    var method: String
    var path: String
    var key: String?
    var fieldMask: String?
    var contentType: String?
    /// The JSON body, its keys sorted (``canonical(_:)``).
    var body: String?
  }

  /// `object` as JSON with its keys sorted: the same text for the same value.
  static func canonical(_ object: Any) -> String {
    do {
      return String(
        decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
        as: UTF8.self)
    } catch {
      return "not JSON: \(error)"
    }
  }

  /// The value of the header `name`, whatever its case.
  static func header(_ name: String, of request: Request) -> String? {
    request.headers.first { $0.name.rawName.lowercased() == name.lowercased() }?.value
  }

  actor Log {
    var seen: [Seen] = []
    func append(_ request: Seen) { seen.append(request) }
  }

  /// Two places as searchNearby answers them: a café with everything a row shows, and a
  /// restaurant named in Persian with only the fields it must have.
  static let places = #"""
    {"places": [
      {"id": "ChIJcafe", "displayName": {"text": "Flat White", "languageCode": "en"},
       "formattedAddress": "17 Berwick St, London W1F 0PT, UK",
       "shortFormattedAddress": "17 Berwick St, London", "location": {"latitude": 51.5136, "longitude": -0.1347},
       "rating": 4.6, "userRatingCount": 1821, "priceLevel": "PRICE_LEVEL_INEXPENSIVE",
       "currentOpeningHours": {"openNow": true}, "types": ["cafe", "food"], "primaryType": "cafe",
       "businessStatus": "OPERATIONAL",
       "photos": [{"name": "places/ChIJcafe/photos/AXCi2Q", "widthPx": 4032, "heightPx": 3024,
                   "authorAttributions": [{"displayName": "Ana P", "uri": "//maps.google.com/maps/contrib/1"}]}]},
      {"id": "ChIJfa", "displayName": {"text": "رستوران دیزی", "languageCode": "fa"},
       "formattedAddress": "Gerrard St, London", "location": {"latitude": 51.5115, "longitude": -0.1318}}
    ]}
    """#

  /// A server answering every request with `answer(path)`, logging it into `log`.
  static func serve<Value: Sendable>(
    log: Log, answer: @escaping @Sendable (String) -> Response,
    test: @Sendable (URL) async throws -> Value
  ) async throws -> Value {
    try await LocalHTTPServer.run { router in
      let handler: @Sendable (Request, BasicRequestContext) async throws -> Response = {
        request, _ in
        let bytes = try await request.body.collect(upTo: 1 << 20)
        let text = String(buffer: bytes)
        let body =
          text.isEmpty ? nil : canonical(try JSONSerialization.jsonObject(with: Data(text.utf8)))
        await log.append(
          Seen(
            method: request.method.rawValue,
            path: request.uri.path + (request.uri.query.map { "?" + $0 } ?? ""),
            key: header("X-Goog-Api-Key", of: request),
            fieldMask: header("X-Goog-FieldMask", of: request),
            contentType: header("Content-Type", of: request), body: body))
        return answer(request.uri.path)
      }
      router.get("**", use: handler)
      router.post("**", use: handler)
    } test: { url in
      try await test(url.appendingPathComponent("v1/"))
    }
  }

  static let searchMask =
    "places.id,places.displayName,places.shortFormattedAddress,places.formattedAddress,"
    + "places.location,places.rating,places.userRatingCount,places.priceLevel,"
    + "places.currentOpeningHours.openNow,places.types,places.primaryType,places.businessStatus,"
    + "places.photos"

  @Test func aTypesPlacesAreANearbySearchWithTheKeyInAHeaderAndAFieldMask() async throws {
    let log = Log()
    let page = try await Self.serve(log: log, answer: { _ in LocalHTTPServer.json(Self.places) }) {
      url in
      try await PlacesNewService(client: URLSessionHTTPClient(), key: Self.key, baseURL: url)
        .nearby(.cafe, around: Self.square, radius: 500, pageToken: nil)
    }
    #expect(
      await log.seen == [
        Seen(
          method: "POST", path: "/v1/places:searchNearby", key: Self.key,
          fieldMask: Self.searchMask, contentType: "application/json",
          body: Self.canonical([
            "includedTypes": ["cafe"], "maxResultCount": 20, "rankPreference": "DISTANCE",
            "locationRestriction": [
              "circle": [
                "center": ["latitude": 51.50809, "longitude": -0.12803], "radius": 500.0,
              ]
            ],
          ]))
      ])
    #expect(page.places.map(\.name) == ["Flat White", "رستوران دیزی"])
    #expect(page.places.map(\.vicinity) == ["17 Berwick St, London", "Gerrard St, London"])
    let cafe = try #require(page.places.first)
    #expect(cafe.id == "ChIJcafe")
    #expect(cafe.rating == 4.6)
    #expect(cafe.ratingsCount == 1821)
    #expect(cafe.priceLevel == 1)
    #expect(cafe.isOpenNow == true)
    #expect(cafe.location == Coordinate(latitude: 51.5136, longitude: -0.1347))
    #expect(cafe.photoReference == "places/ChIJcafe/photos/AXCi2Q")
    #expect(cafe.photoAttributions == ["Ana P"])
    #expect(page.nextPageToken == nil, "searchNearby has no pages")
    #expect(page.limit == 20, "and stops at 20")
    #expect(page.endNote == nil, "two places: everything there is")
    #expect(
      PlacesPage(places: Array(repeating: cafe, count: 20), limit: 20).endNote
        == "The 20 nearest")
    #expect(page.unreadable.isEmpty)
  }

  @Test func openNowOrAKeywordIsATextSearchThatPages() async throws {
    let log = Log()
    let page = try await Self.serve(
      log: log,
      answer: { _ in
        LocalHTTPServer.json(#"{"places": [], "nextPageToken": "AeeoHcL-next"}"#)
      }
    ) { url in
      try await PlacesNewService(client: URLSessionHTTPClient(), key: Self.key, baseURL: url)
        .nearby(
          .atm, around: Self.square, radius: 1500,
          filter: PlaceFilter(openNow: true, keyword: "late night"), pageToken: "AeeoHcL-page1")
    }
    let seen = try #require(await log.seen.first)
    #expect(seen.method == "POST")
    #expect(seen.path == "/v1/places:searchText")
    #expect(seen.key == Self.key)
    #expect(seen.fieldMask == Self.searchMask + ",nextPageToken")
    #expect(
      seen.body
        == Self.canonical([
          "textQuery": "late night", "includedType": "atm", "openNow": true, "pageSize": 20,
          "pageToken": "AeeoHcL-page1",
          "locationBias": [
            "circle": [
              "center": ["latitude": 51.50809, "longitude": -0.12803], "radius": 1500.0,
            ]
          ],
        ]))
    #expect(page.places.isEmpty)
    #expect(page.nextPageToken == "AeeoHcL-next")
  }

  @Test func aPlaceIsItsDetailsWithItsPhoneWebsiteAndWeek() async throws {
    let log = Log()
    let place = try await Self.serve(
      log: log,
      answer: { _ in
        LocalHTTPServer.json(
          #"{"id": "ChIJrules", "displayName": {"text": "Rules"}, "formattedAddress": "34-35 Maiden Ln, London WC2E 7LB, UK", "location": {"latitude": 51.5107, "longitude": -0.1226}, "nationalPhoneNumber": "020 7836 5314", "internationalPhoneNumber": "+44 20 7836 5314", "websiteUri": "https://rules.co.uk/", "regularOpeningHours": {"weekdayDescriptions": ["Monday: 12:00 – 11:30 PM", "Sunday: Closed"]}}"#
        )
      }
    ) { url in
      try await PlacesNewService(client: URLSessionHTTPClient(), key: Self.key, baseURL: url)
        .place(id: "ChIJrules")
    }
    let seen = try #require(await log.seen.first)
    #expect(seen.method == "GET")
    #expect(seen.path == "/v1/places/ChIJrules")
    #expect(seen.key == Self.key)
    #expect(
      seen.fieldMask
        == "id,displayName,shortFormattedAddress,formattedAddress,location,rating,userRatingCount,"
        + "priceLevel,currentOpeningHours.openNow,types,primaryType,businessStatus,photos,"
        + "nationalPhoneNumber,internationalPhoneNumber,websiteUri,"
        + "regularOpeningHours.weekdayDescriptions")
    #expect(seen.body == nil)
    #expect(place.name == "Rules")
    #expect(place.vicinity == "34-35 Maiden Ln, London WC2E 7LB, UK")
    #expect(place.phoneNumber == "020 7836 5314")
    #expect(place.internationalPhoneNumber == "+44 20 7836 5314")
    #expect(place.website == URL(string: "https://rules.co.uk/"))
    #expect(place.weekdayHours == ["Monday: 12:00 – 11:30 PM", "Sunday: Closed"])
  }

  @Test func googlesErrorIsItsMessageInWords() async throws {
    let log = Log()
    let message =
      "Places API (New) has not been used in project 123456 before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/places.googleapis.com/overview?project=123456 then retry."
    let refusal = try await Self.serve(
      log: log,
      answer: { _ in
        LocalHTTPServer.json(
          #"{"error": {"code": 403, "message": "\#(message)", "status": "PERMISSION_DENIED"}}"#,
          status: .forbidden)
      }
    ) { url -> APIError? in
      do {
        _ = try await PlacesNewService(client: URLSessionHTTPClient(), key: Self.key, baseURL: url)
          .nearby(.cafe, around: Self.square, radius: 500, pageToken: nil)
        return nil
      } catch let error as APIError {
        return error
      }
    }
    #expect(
      refusal
        == APIError.refused(
          code: "PERMISSION_DENIED",
          message: "Google refused the request (PERMISSION_DENIED): \(message)",
          isRetryable: false))
  }

  @Test func aPhotoIsItsMediaWithTheKeyInAHeaderOnlyToGoogle() async throws {
    let log = Log()
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let seenURL = try await Self.serve(
      log: log,
      answer: { _ in
        Response(
          status: .ok, headers: [.contentType: "image/png"],
          body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
      }
    ) { url in
      let service = PlacesNewService(client: URLSessionHTTPClient(), key: Self.key, baseURL: url)
      let photo = try #require(
        service.photoURL(reference: "places/ChIJcafe/photos/AXCi2Q", maxWidth: 400))
      let client = PlacesNewService.authorizing(URLSessionHTTPClient(), key: Self.key, baseURL: url)
      let answer = try await client.send(MVVMKitNetworking.HTTPRequest(url: photo))
      #expect(answer.body == png)
      #expect(service.photoURL(reference: "../../evil", maxWidth: 400) == nil)
      return photo.absoluteString.replacing(url.absoluteString, with: "BASE/")
    }
    #expect(seenURL == "BASE/places/ChIJcafe/photos/AXCi2Q/media?maxWidthPx=400&maxHeightPx=400")
    let seen = try #require(await log.seen.first)
    #expect(seen.path == "/v1/places/ChIJcafe/photos/AXCi2Q/media?maxWidthPx=400&maxHeightPx=400")
    #expect(seen.key == Self.key)
    #expect(!seen.path.contains(Self.key))
  }
}

public import Foundation
public import MVVMKitNetworking

/// The ``PlacesService`` over Google's Places API (New) (`https://places.googleapis.com/v1/`),
/// the one a new Google Cloud project can enable:
///
/// - a type's places: `POST places:searchNearby` with `includedTypes`, `maxResultCount` 20 and a
///   `locationRestriction` circle, ranked by distance; it has no pages, so a list of it ends at
///   "The 20 nearest" (``PlacesPage/limit``);
/// - open now or a keyword: `POST places:searchText` with `textQuery`, `includedType`, `openNow`,
///   a `locationBias` circle, `pageSize` and `pageToken` (its `nextPageToken` pages the list);
/// - a place: `GET places/{id}`; a photo: `GET {photo name}/media?maxWidthPx=…&maxHeightPx=…`.
///
/// The key goes in `X-Goog-Api-Key`, never in a URL, and every request names the fields the
/// screens show in `X-Goog-FieldMask` (each field is billed; never `*`). Google's errors
/// (`{"error": {"code", "message", "status"}}`) reach the user as its message. Answers are read
/// through a client that redacts the key, so a server that echoes it never gets it on a screen.
public struct PlacesNewService: PlacesService {
  /// Where Places API (New) lives.
  public static let defaultBaseURL = URL(string: "https://places.googleapis.com/v1/")!

  /// The fields a search asks for of each place: what a row and the map show.
  public static let searchFields = [
    "id", "displayName", "shortFormattedAddress", "formattedAddress", "location", "rating",
    "userRatingCount", "priceLevel", "currentOpeningHours.openNow", "types", "primaryType",
    "businessStatus", "photos",
  ]

  /// The fields a place's screen asks for: a search's, its phone numbers, website and week.
  public static let detailFields =
    searchFields + [
      "nationalPhoneNumber", "internationalPhoneNumber", "websiteUri",
      "regularOpeningHours.weekdayDescriptions",
    ]

  /// How many places a search asks for: searchNearby's most.
  public static let pageSize = 20

  private let client: any HTTPClient
  private let key: String
  /// Where the API lives.
  public let baseURL: URL

  /// A service calling `baseURL` through `client` with the API key `key`.
  public init(client: any HTTPClient, key: String, baseURL: URL = Self.defaultBaseURL) {
    self.client = RedactingHTTPClient(client, redaction: Self.redaction(of: key))
    self.key = key
    self.baseURL = baseURL
  }

  /// What the screens say of where the places come from: Google's attribution.
  public var sourceNote: String? { "Places data: Google Maps" }

  /// The places of `type` around `location`: a Nearby Search (New) of the 20 nearest (ATMs) or
  /// most popular, or with `filter` (open now, a keyword) or a `pageToken`, a Text Search.
  public func nearby(
    _ type: PlaceType, around location: Coordinate, radius: Int, filter: PlaceFilter,
    pageToken: String?
  ) async throws(APIError) -> PlacesPage {
    let circle: [String: Any] = [
      "circle": [
        "center": ["latitude": location.latitude, "longitude": location.longitude],
        "radius": Double(radius),
      ]
    ]
    let endpoint: Endpoint<NewPlacesResponse>
    if filter.isEmpty, pageToken == nil {
      endpoint = try post(
        "places:searchNearby",
        body: [
          "includedTypes": [type.rawValue], "maxResultCount": Self.pageSize,
          "locationRestriction": circle,
          "rankPreference": "DISTANCE",
        ],
        fields: Self.searchFields.map { "places." + $0 })
    } else {
      var body: [String: Any] = [
        "textQuery": filter.keyword.isEmpty ? type.pluralName : filter.keyword,
        "includedType": type.rawValue, "locationBias": circle, "pageSize": Self.pageSize,
      ]
      if filter.openNow { body["openNow"] = true }
      if let pageToken { body["pageToken"] = pageToken }
      endpoint = try post(
        "places:searchText", body: body,
        fields: Self.searchFields.map { "places." + $0 } + ["nextPageToken"])
    }
    let response = try await client.fetch(endpoint, from: baseURL)
    // searchNearby has no pages: its 20 are the nearest of what there may be more of.
    return PlacesPage(
      places: response.places.elements.map(\.place), nextPageToken: response.nextPageToken,
      unreadable: response.places.unreadable,
      limit: filter.isEmpty && pageToken == nil ? Self.pageSize : nil)
  }

  /// The places a Text Search (New) finds for `query` ("cocktail bar"), biased to the circle of
  /// `radius` metres around `location`: its first page of 20.
  public func search(_ query: String, around location: Coordinate, radius: Int)
    async throws(APIError) -> PlacesPage
  {
    let endpoint: Endpoint<NewPlacesResponse> = try post(
      "places:searchText",
      body: [
        "textQuery": query, "pageSize": Self.pageSize,
        "locationBias": [
          "circle": [
            "center": ["latitude": location.latitude, "longitude": location.longitude],
            "radius": Double(radius),
          ]
        ],
      ],
      fields: Self.searchFields.map { "places." + $0 })
    let response = try await client.fetch(endpoint, from: baseURL)
    return PlacesPage(
      places: response.places.elements.map(\.place), nextPageToken: nil,
      unreadable: response.places.unreadable)
  }

  /// The place `id` from Place Details (New), with its phone, website and week.
  public func place(id: String) async throws(APIError) -> Place {
    guard !id.isEmpty, !id.contains("/") else {
      throw .invalidRequest("“\(id)” is not a place's id")
    }
    var endpoint = Endpoint<NewPlace>(path: "places/\(id)")
    endpoint.headers = headers(fields: Self.detailFields)
    endpoint.readsError = Self.readError
    return try await client.fetch(endpoint, from: baseURL).place
  }

  /// `{base}/{name}/media?maxWidthPx=W&maxHeightPx=W`: the photo, or a redirect to it. The key
  /// is not in it: the image loader's client adds it as a header (``authorizing(_:key:baseURL:)``).
  public func photoURL(reference: String, maxWidth: Int) -> URL? {
    guard reference.hasPrefix("places/"), !reference.contains("..") else { return nil }
    var components = URLComponents(
      url: baseURL.appendingPathComponent(reference + "/media"), resolvingAgainstBaseURL: false)
    components?.queryItems = [
      URLQueryItem(name: "maxWidthPx", value: String(maxWidth)),
      URLQueryItem(name: "maxHeightPx", value: String(maxWidth)),
    ]
    return components?.url
  }

  /// `client` sending `key` in `X-Goog-Api-Key` with every request to `baseURL`'s host (the
  /// photos the image loader fetches), and with no other: a redirect to another host never
  /// carries it.
  public static func authorizing(_ client: any HTTPClient, key: String, baseURL: URL)
    -> any HTTPClient
  {
    KeyHeaderClient(base: client, key: key, host: baseURL.host ?? "")
  }

  /// What no error may show: the key, in any form, and the value of any `key` parameter.
  public static func redaction(of key: String) -> Redaction {
    Redaction(secrets: [key], parameterNames: ["key"])
  }

  /// A POST of `body` as JSON to `path`, naming `fields`.
  private func post<Response>(_ path: String, body: [String: Any], fields: [String])
    throws(APIError) -> Endpoint<Response>
  {
    var endpoint = Endpoint<Response>(path: path, method: .post)
    do {
      endpoint.body = try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])
    } catch {
      throw .invalidRequest("the search could not be written as JSON")
    }
    endpoint.headers = headers(fields: fields)
    endpoint.headers["Content-Type"] = "application/json"
    endpoint.readsError = Self.readError
    return endpoint
  }

  private func headers(fields: [String]) -> [String: String] {
    ["X-Goog-Api-Key": key, "X-Goog-FieldMask": fields.joined(separator: ",")]
  }

  /// Google's error body as a refusal with its message: "Places API (New) has not been used in
  /// project 123 before or it is disabled…"; `nil` for a body that is not one.
  @Sendable static func readError(_ response: HTTPResponse) -> APIError? {
    let body: GoogleErrorBody
    do {
      body = try JSONDecoder().decode(GoogleErrorBody.self, from: response.body)
    } catch {
      return nil  // not Google's shape: the usual HTTP error
    }
    guard let message = body.error.message, !message.isEmpty else { return nil }
    let status = body.error.status ?? "HTTP \(response.statusCode)"
    return .refused(
      code: status, message: "Google refused the request (\(status)): \(message)",
      isRetryable: response.statusCode == 429 || response.statusCode >= 500)
  }
}

/// A client adding the Places key as a header to requests to one host.
private struct KeyHeaderClient: HTTPClient {
  let base: any HTTPClient
  let key: String
  let host: String

  func send(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
    var request = request
    if request.url.host == host { request.headers["X-Goog-Api-Key"] = key }
    return try await base.send(request)
  }
}

public import Foundation
public import MVVMKitNetworking

/// The ``PlacesService`` over Google Places Nearby Search and Place Details (the classic web
/// services): `GET {base}/nearbysearch/json?location=LAT,LNG&radius=R&type=TYPE&key=KEY` (with
/// `opennow` and `keyword` when the filter asks), and
/// `GET {base}/details/json?place_id=ID&fields=…&key=KEY`.
///
/// Google reports errors inside a successful response; the endpoint turns each `status` into a
/// typed error (``APIError/refused(code:message:isRetryable:)``), and `ZERO_RESULTS` into an empty
/// page. The key is sent in the URL, so every error is redacted of it before it leaves here.
public struct GooglePlacesService: PlacesService {
  /// Google's base URL.
  public static let defaultBaseURL = URL(string: "https://maps.googleapis.com/maps/api/place/")!

  private let client: any HTTPClient
  private let key: String
  /// Where the API lives.
  public let baseURL: URL
  /// Said on screen of the bundled sample data.
  public let sourceNote: String?
  /// Said on a place's screen of the bundled sample data, which has no contact details.
  public let contactNote: String?
  /// Said of the places open now in the bundled sample data, whose hours are illustrative.
  public let openNowNote: String?

  /// A service calling `baseURL` through `client` with the API key `key`; the notes are what the
  /// screens say of sample data.
  public init(
    client: any HTTPClient, key: String, baseURL: URL = GooglePlacesService.defaultBaseURL,
    sourceNote: String? = nil, contactNote: String? = nil, openNowNote: String? = nil
  ) {
    // A server that echoes the key (a place named after it) never gets it onto a screen.
    self.client = RedactingHTTPClient(client, redaction: Self.redaction(of: key))
    self.key = key
    self.baseURL = baseURL
    self.sourceNote = sourceNote
    self.contactNote = contactNote
    self.openNowNote = openNowNote
  }

  /// The places of `type` within `radius` metres of `location` that `filter` keeps, or the page
  /// `pageToken` names.
  public func nearby(
    _ type: PlaceType, around location: Coordinate, radius: Int, filter: PlaceFilter,
    pageToken: String?
  ) async throws(APIError) -> PlacesPage {
    var endpoint = Endpoint<PlacesResponse>(
      path: "nearbysearch/json",
      query: [
        "location": "\(location.latitude),\(location.longitude)", "radius": "\(radius)",
        "type": type.rawValue,
      ],
      validate: Self.validate)
    // Google reads `opennow` by its presence alone; a page token carries the search it continues.
    if filter.openNow { endpoint.queryItems.append(.init("opennow", "true")) }
    if !filter.keyword.isEmpty { endpoint.queryItems.append(.init("keyword", filter.keyword)) }
    if let pageToken { endpoint.queryItems.append(.init("pagetoken", pageToken)) }
    endpoint.queryItems.append(.init("key", key))
    do {
      let response = try await client.fetch(endpoint, from: baseURL)
      return PlacesPage(
        places: response.results.elements, nextPageToken: response.nextPageToken,
        unreadable: response.results.unreadable)
    } catch {
      throw error.redacting(Self.redaction(of: key))
    }
  }

  /// The fields a place's detail asks for: those a Nearby Search result has (the Basic and
  /// Atmosphere data), so that a place reads the same however it was reached, and its Contact
  /// data (phone, website, the week's hours in `opening_hours`).
  public static let detailFields = [
    "place_id", "name", "vicinity", "geometry/location", "types", "business_status", "photos",
    "rating", "user_ratings_total", "price_level", "opening_hours", "formatted_phone_number",
    "international_phone_number", "website",
  ]

  /// The place `id`, from Place Details; Google's `NOT_FOUND` (an id no place has any more) and
  /// its other statuses are refusals with a sentence a user understands.
  public func place(id: String) async throws(APIError) -> Place {
    let endpoint = Endpoint<PlaceDetailsResponse>(
      path: "details/json",
      query: ["place_id": id, "fields": Self.detailFields.joined(separator: ","), "key": key],
      validate: { response throws(APIError) in
        guard response.status == "OK" else {
          throw Self.refusal(status: response.status, errorMessage: response.errorMessage)
        }
      })
    let response: PlaceDetailsResponse
    do {
      response = try await client.fetch(endpoint, from: baseURL)
    } catch {
      throw error.redacting(Self.redaction(of: key))
    }
    guard let place = response.result else {
      throw .invalidContent("The Places API sent no place for the id asked for.")
    }
    return place
  }

  /// `{base}/photo?maxwidth=W&photo_reference=R&key=KEY`: answered with the image or a redirect
  /// to it. The key is in the URL: the image loader goes through the same redacting client.
  public func photoURL(reference: String, maxWidth: Int) -> URL? {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("photo"), resolvingAgainstBaseURL: false)
    components?.queryItems = [
      URLQueryItem(name: "maxwidth", value: String(maxWidth)),
      URLQueryItem(name: "photo_reference", value: reference),
      URLQueryItem(name: "key", value: key),
    ]
    return components?.url
  }

  /// What no error may show: the key, in any form, and the value of any `key` parameter.
  public static func redaction(of key: String) -> Redaction {
    Redaction(secrets: [key], parameterNames: ["key"])
  }

  /// Every `status` Google sends: `OK` and `ZERO_RESULTS` pass; the others are refusals, each
  /// with a sentence a user understands and Google's `error_message` when it gave one.
  @Sendable static func validate(_ response: PlacesResponse) throws(APIError) {
    guard response.status != "OK", response.status != "ZERO_RESULTS" else { return }
    throw refusal(status: response.status, errorMessage: response.errorMessage)
  }

  /// The refusal Google's `status` (not `OK`) means, with its `errorMessage` when it gave one.
  public static func refusal(status: String, errorMessage: String?) -> APIError {
    let (sentence, isRetryable): (String, Bool)
    switch status {
    case "NOT_FOUND", "ZERO_RESULTS":
      (sentence, isRetryable) = (
        "The Places API has no such place: it may have closed, or its id may have changed.", false
      )
    case "OVER_QUERY_LIMIT":
      (sentence, isRetryable) = ("The Places API quota is used up for now. Try again later.", true)
    case "REQUEST_DENIED":
      (sentence, isRetryable) = (
        "The Places API refused the request: check that the API key is valid and allowed to use the Places API.",
        false
      )
    case "INVALID_REQUEST":
      (sentence, isRetryable) = ("The Places API could not read the request.", false)
    case "UNKNOWN_ERROR":
      (sentence, isRetryable) = ("The Places API had a problem on its side. Try again.", true)
    default:
      (sentence, isRetryable) = ("The Places API answered “\(status)”.", false)
    }
    let detail = errorMessage.map { " (Google: \($0))" } ?? ""
    return .refused(code: status, message: sentence + detail, isRetryable: isRetryable)
  }
}

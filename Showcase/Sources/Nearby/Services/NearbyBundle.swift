import Foundation
public import MVVMKitNetworking

/// The sample data the app runs on by default: real, well-known places around Trafalgar Square in
/// London, in the exact JSON shape of Google Places Nearby Search, answered the way Google answers:
/// by type, within the radius asked, open now and matching a keyword when asked, 20 to a page with
/// a `next_page_token`. Place Details answers with what the sample has: no phone numbers, websites
/// or weekly hours (``contactNote`` says so), none of which it makes up.
public enum NearbyBundle {
  /// Where the sample data is centred: Trafalgar Square, London.
  public static let center = Coordinate(latitude: 51.50809, longitude: -0.12803)
  /// The centre's name, as a search around it says it.
  public static let centerName = "Trafalgar Square (sample)"
  /// Said on screen while the sample data is shown.
  public static let note =
    "Sample data · real places, illustrative ratings and hours"
  /// Said on a place's screen, where a live API shows its phone, website and the week's hours.
  public static let contactNote = "The sample data has no phone, website or weekly hours."
  /// Said where the sample data shows which places are open now.
  public static let openNowNote = "Hours are illustrative in the sample data"
  /// Results in a page, as Google sends them.
  public static let pageSize = 20

  /// A client answering `nearbysearch/json` and `details/json` from the bundled file.
  public static func client() -> BundledHTTPClient {
    BundledHTTPClient(routes: [
      .compute("nearbysearch/json") { request throws(APIError) in
        try respond(to: request)
      },
      .compute("details/json") { request throws(APIError) in
        try details(for: request)
      },
    ])
  }

  /// The answer to a Place Details `request`: the bundled place of its `place_id`, as the search
  /// sends it (the details the sample has), Google's `NOT_FOUND` for an id it lacks, or
  /// `INVALID_REQUEST` without one.
  static func details(for request: HTTPRequest) throws(APIError) -> HTTPResponse {
    guard let id = request.queryValues["place_id"], !id.isEmpty else {
      return .json(object: ["html_attributions": [], "status": "INVALID_REQUEST"])
    }
    let sample = try Self.sample.get()
    guard let index = sample.places.firstIndex(where: { $0.id == id }),
      let answer = sample.records.answer(
        ["html_attributions": [String](), "status": "OK"], record: "result", index)
    else {
      return .json(object: ["html_attributions": [], "status": "NOT_FOUND"])
    }
    return answer
  }

  /// The answer to a Nearby Search `request`: the places of its type within its radius of its
  /// location that its `opennow` and `keyword` keep (or the page its `pagetoken` names), or
  /// Google's `INVALID_REQUEST` for a request missing them.
  static func respond(to request: HTTPRequest) throws(APIError) -> HTTPResponse {
    let query = request.queryValues
    let search: Search
    do {
      search = try Search(query: query)
    } catch {
      return invalid(error.message)
    }
    let sample = try Self.sample.get()
    let matching = sample.places.indices.filter { index in
      let place = sample.places[index]
      return place.types.contains(search.type)
        && place.location.distance(to: search.location) <= Double(search.radius)
        && (!search.openNow || place.isOpenNow == true)
        && search.matches(place)
    }
    let start = search.page * pageSize
    var fields: [String: any Encodable & Sendable] = [
      "html_attributions": [String](), "status": matching.isEmpty ? "ZERO_RESULTS" : "OK",
    ]
    if start + pageSize < matching.count {
      var next = search
      next.page += 1
      fields["next_page_token"] = next.token
    }
    return sample.records.answer(
      fields, records: "results", matching.dropFirst(start).prefix(pageSize))
  }

  /// One search: what and where, what it keeps, and which page of it.
  private struct Search {
    var type: String
    var location: Coordinate
    var radius: Int
    var openNow = false
    var keyword = ""
    var page = 0

    /// The search as a page token: "sample?type=cafe&location=51.5080,-0.1280&radius=1500&…".
    var token: String {
      var components = URLComponents()
      components.path = "sample"
      components.queryItems = [
        URLQueryItem(name: "type", value: type),
        URLQueryItem(name: "location", value: "\(location.latitude),\(location.longitude)"),
        URLQueryItem(name: "radius", value: String(radius)),
        URLQueryItem(name: "opennow", value: openNow ? "true" : nil),
        URLQueryItem(name: "keyword", value: keyword),
        URLQueryItem(name: "page", value: String(page)),
      ].filter { $0.value != nil }
      return components.string ?? ""
    }

    /// Whether `place` matches the keyword, as Google matches one: in its name, its address or
    /// its types, whatever the case and accents.
    func matches(_ place: Place) -> Bool {
      guard !keyword.isEmpty else { return true }
      let text = ([place.name, place.vicinity] + place.types).joined(separator: " ")
        .replacingOccurrences(of: "_", with: " ")
      return text.range(of: keyword, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    init(type: String, location: Coordinate, radius: Int) {
      self.type = type
      self.location = location
      self.radius = radius
    }

    /// The search a request's query asks for: its `pagetoken`'s, else its location, radius, type,
    /// `opennow` (present is true, as Google reads it) and `keyword`.
    init(query: [String: String]) throws(LocationError) {
      let query =
        if let token = query["pagetoken"] {
          try Self.query(ofToken: token)
        } else {
          query
        }
      guard let location = query["location"], let radius = query["radius"].flatMap(Int.init),
        (1...50_000).contains(radius), let type = query["type"]
      else { throw .invalid("location, radius (1 to 50000) and type are required") }
      self.init(type: type, location: try Coordinate(parsing: location), radius: radius)
      openNow = query["opennow"] != nil
      keyword = query["keyword"] ?? ""
      if let page = query["page"] {
        guard let page = Int(page), (0..<1_000_000).contains(page) else {
          throw .invalid("the page token is unknown")
        }
        self.page = page
      }
    }

    /// What a page token made by ``token`` holds.
    private static func query(ofToken token: String) throws(LocationError) -> [String: String] {
      guard let components = URLComponents(string: token), components.path == "sample",
        let items = components.queryItems, items.contains(where: { $0.name == "page" })
      else { throw .invalid("the page token is unknown") }
      return Dictionary(
        items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// The bundled places, read once: their records as Google sends them (to send on as they are)
  /// and decoded (to choose them), in the file's order.
  private static let sample = Result {
    () throws(APIError) -> (records: BundledRecords, places: [Place]) in
    let records = try BundledRecords(
      contentsOf: Bundle.module.url(forResource: "places", withExtension: "json"), at: "results")
    return (records, try records.decoded(Place.self))
  }

  /// Google's answer to a request it cannot read.
  private static func invalid(_ reason: String) -> HTTPResponse {
    .json(object: [
      "html_attributions": [], "results": [], "status": "INVALID_REQUEST", "error_message": reason,
    ])
  }
}

extension GooglePlacesService {
  /// The service on the bundled sample data (no key needed), its client passed through `wrap`.
  public static func bundled(
    through wrap: (any HTTPClient) -> any HTTPClient = { $0 }
  ) -> GooglePlacesService {
    GooglePlacesService(
      client: wrap(NearbyBundle.client()), key: "", sourceNote: NearbyBundle.note,
      contactNote: NearbyBundle.contactNote, openNowNote: NearbyBundle.openNowNote)
  }
}

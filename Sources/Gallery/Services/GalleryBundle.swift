import Foundation
public import MVVMKitNetworking

/// The sample feed the app runs on by default: fourteen public-domain and CC0 photographs (see
/// their credits in the feed), across three pages in 500px's JSON shape, with the images, served
/// through the same service as a live feed. The other feeds are the same photos in each feed's
/// order (upcoming: fewest votes first; fresh today: newest first; editors: best rated first),
/// paged the same way: a sample, which the screen says.
public enum GalleryBundle {
  /// Said on screen while the sample feed is shown.
  public static let note = "Sample feed · public-domain and CC0 photos"

  /// The bundled pages' names, first page first.
  private static let pages = ["popular-1", "popular-2", "popular-3"]

  /// The photos a page of the sample holds.
  static let pageSize = 5

  /// A client answering `photos?feature=popular&page=N` from the bundled pages, another feed's
  /// pages from the same photos in that feed's order, `photos/ID` with the photo of that id among
  /// them (`{"photo": {…}}`, or a 404), and the photos' image URLs from the bundled images.
  public static func client() -> BundledHTTPClient {
    BundledHTTPClient(
      routes: [
        .compute(where: { $0 == "photos" }) { request throws(APIError) in
          try feedAnswer(request)
        },
        .compute(where: { Int($0) != nil }) { request throws(APIError) in
          try photoAnswer(id: request.url.lastPathComponent)
        },
        .compute(where: { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }) {
          request throws(APIError) in
          let name = request.url.lastPathComponent
          guard
            let url = resource(
              (name as NSString).deletingPathExtension, (name as NSString).pathExtension,
              in: "photos"
            )
          else { return HTTPResponse(statusCode: 404, body: Data("no photo \(name)".utf8)) }
          do {
            let type = name.hasSuffix(".png") ? "image/png" : "image/jpeg"
            return HTTPResponse(
              statusCode: 200, headers: ["Content-Type": type], body: try Data(contentsOf: url))
          } catch {
            return HTTPResponse(statusCode: 500, body: Data(error.localizedDescription.utf8))
          }
        },
      ])
  }

  /// Page `page` of a feed: popular's from its bundled file, another's from every bundled photo
  /// in the feed's order.
  private static func feedAnswer(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
    let feature = request.queryValues["feature", default: "popular"]
    let number = Int(request.queryValues["page", default: "1"]) ?? 0
    if feature == Feature.popular.rawValue, (1...pages.count).contains(number),
      let url = resource(pages[number - 1], "json")
    {
      do {
        return HTTPResponse(
          statusCode: 200, headers: ["Content-Type": "application/json"],
          body: try Data(contentsOf: url))
      } catch {
        throw .transport("the bundled page cannot be read: \(error.localizedDescription)")
      }
    }
    guard let order = Feature(rawValue: feature) else {
      return HTTPResponse(statusCode: 400, body: Data("no feature \(feature)".utf8))
    }
    let all = try allPhotos()
    let sorted = all.sorted { a, b in
      func number(_ photo: [String: Any], _ key: String) -> Double {
        (photo[key] as? NSNumber)?.doubleValue ?? 0
      }
      switch order {
      case .popular: return false
      case .upcoming: return number(a, "votes_count") < number(b, "votes_count")
      case .freshToday:
        return (a["created_at"] as? String ?? "") > (b["created_at"] as? String ?? "")
      case .editors: return number(a, "rating") > number(b, "rating")
      }
    }
    let totalPages = (sorted.count + pageSize - 1) / pageSize
    let start = (number - 1) * pageSize
    let shown =
      number >= 1 && start < sorted.count
      ? Array(sorted[start..<min(sorted.count, start + pageSize)]) : []
    let answer: [String: Any] = [
      "feature": feature, "current_page": number, "total_pages": totalPages,
      "total_items": sorted.count, "photos": shown,
      "filters": ["category": false, "exclude": false],
    ]
    do {
      return HTTPResponse(
        statusCode: 200, headers: ["Content-Type": "application/json"],
        body: try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]))
    } catch {
      throw .transport("the sample feed cannot be encoded: \(error.localizedDescription)")
    }
  }

  /// Every photo of the bundled pages, in popular's order, as the pages have them, each once (the
  /// third page repeats one, as a live feed may).
  private static func allPhotos() throws(APIError) -> [[String: Any]] {
    var photos: [[String: Any]] = []
    for name in pages {
      guard let url = resource(name, "json") else { continue }
      do {
        let page = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        photos += (page as? [String: Any])?["photos"] as? [[String: Any]] ?? []
      } catch {
        throw .transport("the bundled page \(name) cannot be read: \(error.localizedDescription)")
      }
    }
    var seen: Set<Int> = []
    return photos.filter { seen.insert($0["id"] as? Int ?? 0).inserted }
  }

  /// The photo `id` of the bundled pages as 500px answers it, exactly as the page has it.
  private static func photoAnswer(id: String) throws(APIError) -> HTTPResponse {
    for name in pages {
      guard let url = resource(name, "json") else { continue }
      let photos: [Any]
      do {
        let page = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        photos = (page as? [String: Any])?["photos"] as? [Any] ?? []
      } catch {
        throw .transport("the bundled page \(name) cannot be read: \(error.localizedDescription)")
      }
      guard
        let photo = photos.first(where: {
          (($0 as? [String: Any])?["id"] as? Int).map(String.init) == id
        })
      else { continue }
      do {
        return HTTPResponse(
          statusCode: 200, headers: ["Content-Type": "application/json"],
          body: try JSONSerialization.data(withJSONObject: ["photo": photo]))
      } catch {
        throw .transport("the bundled photo \(id) cannot be encoded: \(error.localizedDescription)")
      }
    }
    return HTTPResponse(statusCode: 404, body: Data("no photo \(id)".utf8))
  }

  private static func resource(_ name: String, _ type: String, in folder: String? = nil) -> URL? {
    Bundle.module.url(forResource: name, withExtension: type, subdirectory: folder)
  }
}

extension FiveHundredPxService {
  /// The service on the bundled sample feed, its client passed through `wrap`.
  public static func bundled(
    through wrap: (any HTTPClient) -> any HTTPClient = { $0 }
  ) -> FiveHundredPxService {
    FiveHundredPxService(client: wrap(GalleryBundle.client()), sourceNote: GalleryBundle.note)
  }
}

import Foundation
public import MVVMKitNetworking

/// The sample feed the app runs on by default: fourteen public-domain and CC0 photographs (see
/// their credits in the feed), across three pages in 500px's JSON shape, with the images, served
/// through the same service as a live feed.
public enum GalleryBundle {
  /// Said on screen while the sample feed is shown.
  public static let note = "Sample feed · public-domain and CC0 photos"

  /// The bundled pages' names, first page first.
  private static let pages = ["popular-1", "popular-2", "popular-3"]

  /// A client answering `photos?page=N` from the bundled pages, `photos/ID` with the photo of
  /// that id among them (`{"photo": {…}}`, or a 404), and the photos' image URLs from the bundled
  /// images.
  public static func client() -> BundledHTTPClient {
    BundledHTTPClient(
      routes: pages.enumerated().map { number, name in
        .file("photos", query: ["page": "\(number + 1)"], at: resource(name, "json"))
      } + [
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

import Foundation
public import MVVMKitNetworking

/// The sample feed the app runs on by default: fourteen public-domain and CC0 photographs (see
/// their credits in the feed), across three pages in 500px's JSON shape, with the images, served
/// through the same service as a live feed.
public enum GalleryBundle {
  /// Said on screen while the sample feed is shown.
  public static let note = "Sample feed · public-domain and CC0 photos"

  /// A client answering `photos?page=N` from the bundled pages, and the photos' image URLs from
  /// the bundled images.
  public static func client() -> BundledHTTPClient {
    BundledHTTPClient(routes: [
      .file("photos", query: ["page": "1"], at: resource("popular-1", "json")),
      .file("photos", query: ["page": "2"], at: resource("popular-2", "json")),
      .file("photos", query: ["page": "3"], at: resource("popular-3", "json")),
      .compute(where: { $0.hasSuffix(".png") || $0.hasSuffix(".jpg") }) {
        request throws(APIError) in
        let name = request.url.lastPathComponent
        guard
          let url = resource(
            (name as NSString).deletingPathExtension, (name as NSString).pathExtension, in: "photos"
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

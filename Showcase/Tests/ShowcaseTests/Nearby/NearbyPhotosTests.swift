import Foundation
import Hummingbird
import LocalHTTPServer
import MVVMKitTesting
import Testing

/// A place's photo from the Places Photo API, with the credit the API requires, on a live server;
/// the key the photo's URL carries is never shown.
@Suite(.timeLimit(.scaled(minutes: 1))) struct NearbyPhotosTests {
  actor Asked {
    private(set) var queries: [String] = []
    func add(_ query: String) { queries.append(query) }
  }

  @Test func theDetailShowsThePhotoAndItsCredit() async throws {
    let photo = try Data(contentsOf: CocktailsPicturesTests.pictureFile)
    let asked = Asked()
    let key = "k-SECRET-123456"
    let output = try await LocalHTTPServer.run { router in
      router.get("maps/api/place/nearbysearch/json") { request, _ in
        guard request.uri.queryParameters["type"] == "cafe" else {
          return LocalHTTPServer.json(#"{"status": "ZERO_RESULTS", "results": []}"#)
        }
        return LocalHTTPServer.json(
          #"{"status": "OK", "results": [{"place_id": "c1", "name": "Cafe One", "rating": 4.5, "geometry": {"location": {"lat": 51.5085, "lng": -0.128}}, "photos": [{"photo_reference": "ref-1", "width": 800, "height": 600, "html_attributions": ["<a href=\"https://maps.google.com/maps/contrib/1\">Ann &amp; Bo</a>"]}]}]}"#
        )
      }
      router.get("maps/api/place/photo") { request, _ in
        await asked.add(request.uri.query ?? "")
        return Response(
          status: .ok, headers: [.contentType: "image/png"],
          body: ResponseBody(byteBuffer: ByteBuffer(bytes: photo)))
      }
    } test: { url in
      try await runShowcase(
        [
          "nearby", "--once", "--place", "c1", "--width", "120", "--height", "40",
          "--places-api", url.appendingPathComponent("maps/api/place/").absoluteString,
          "--places-key", key,
        ],
        environment: ["COLORTERM": "truecolor", "NO_COLOR": "", "NEARBY_LOCATION": ""]
      ).output
    }
    #expect(await asked.queries == ["maxwidth=800&photo_reference=ref-1&key=\(key)"])
    #expect(output.contains("Photo: Ann & Bo"))
    #expect(output.split(separator: "\n").filter { $0.contains("▀") }.count >= 4, "\(output)")
    #expect(!output.contains("SECRET"))
  }
}

import MVVMKit
package import MVVMKitNetworking
package import Nearby
import WebUI

/// A place in the browser: what it is, when it opens, and a map of it, the search's centre and
/// the other places of its type.
package final class PlaceDetailPage: PageOf<PlaceDetailViewModel>, ViewModelPage {
  /// The place's photo, where the service serves photos.
  private let photos: ImageLoader?

  package init(viewModel: PlaceDetailViewModel, photos: ImageLoader?) {
    self.photos = photos
    super.init(viewModel: viewModel)
  }

  var title: String { viewModel.name }

  var regions: [WebRegion] {
    [WebRegion("place") { [unowned self] context in place(context) }]
  }

  private func place(_ context: RegionContext) -> HTML {
    let photo = photos.flatMap { loader in
      viewModel.photoURL.map { url in context.image(url) { try await loader.data(for: $0) } }
    }
    return HTML.element("article", ["class": "detail with-picture"]) {
      HTML.map(
        viewModel.mapPoints.map { point in
          HTML.MapPoint(
            latitude: point.coordinate.latitude, longitude: point.coordinate.longitude,
            kind: point.kind == .place ? .focus : point.kind == .you ? .origin : .other)
        },
        description: "A map of \(viewModel.name) and the places around it")
      HTML.element("div") {
        HTML.element("h1") { viewModel.name }
        if let photo {
          HTML.element("figure") {
            HTML.element("img", ["src": photo, "alt": viewModel.name])
            if let credit = viewModel.photoCredit { HTML.element("figcaption") { credit } }
          }
        }
        HTML.element("dl", ["class": "facts"]) {
          for (label, value) in facts {
            HTML.element("dt") { label }
            HTML.element("dd") { value }
          }
        }
        HTML.element("p", ["class": "links"]) {
          if let map = viewModel.mapURL {
            HTML.element(
              "a",
              [
                "href": map.absoluteString, "rel": "noopener noreferrer", "target": "_blank",
                "data-link": "map",
              ]
            ) {
              "Open in Google Maps"
            }
          }
          " "
          if let directions = viewModel.directionsURL {
            HTML.element(
              "a",
              [
                "href": directions.absoluteString, "rel": "noopener noreferrer",
                "target": "_blank", "data-link": "directions",
              ]
            ) { "Directions" }
          }
        }
      }
    }
  }

  private var facts: [(String, String)] {
    [
      ("Address", viewModel.address), ("Distance", viewModel.distanceFromCentre),
      ("Rating", viewModel.rating), ("Hours", viewModel.hours), ("Type", viewModel.types),
    ]
      + [viewModel.price.map { ("Price", $0) }, viewModel.businessStatus.map { ("Status", $0) }]
      .compactMap(\.self)
  }
}

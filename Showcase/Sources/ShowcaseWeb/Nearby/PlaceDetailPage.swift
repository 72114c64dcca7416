package import MVVMKit
package import Nearby
package import WebUI

/// A place in the browser: what it is, when it opens, and a map of it, the search's centre and
/// the other places of its type; while the place loads by its id, a placeholder.
package final class PlaceDetailPage: PageOf<PlaceViewModel>, ViewModelPage {
  package var actionKeys: ActionKeys { .nearby }

  package var title: String { viewModel.title }

  package var regions: [WebRegion] { [region("place") { $0.place }] }

  private func place(_ context: RegionContext) -> HTML {
    let retry = retryAction(in: context)
    guard let place = viewModel.detail.value else {
      return HTML {
        HTML.element("h1") { viewModel.title }
        HTML.placeholder(
          for: viewModel.status, hasContent: false, loading: viewModel.placeLoadingText,
          retry: retry) ?? HTML()
      }
    }
    let photo = context.image(place.photoURL, from: images)
    return HTML.element("article", ["class": "detail with-picture"]) {
      HTML.map(
        place.mapPoints,
        description: "A map of \(place.name) and the places around it")
      HTML.element("div") {
        HTML.element("h1") { place.name }
        if let photo {
          HTML.element("figure") {
            HTML.element("img", ["src": photo, "alt": place.name])
            if let credit = place.photoCredit { HTML.element("figcaption") { credit } }
          }
        }
        HTML.element("dl", ["class": "facts"]) {
          for (label, value) in facts(of: place) {
            HTML.element("dt") { label }
            HTML.element("dd") { value }
          }
        }
        HTML.paragraph(viewModel.hoursNote, class: "sample")
        contact(retry: retry, in: context)
        HTML.element("p", ["class": "links"]) {
          for action in viewModel.actions where ["map", "directions"].contains(action.id) {
            HTML.action(
              action, keys: actionKeys, title: action.id == "map" ? "Open in Google Maps" : nil,
              in: context)
            " "
          }
        }
      }
    }
  }

  /// The phone (a link that calls it), the website and the week's hours; or loading, the
  /// failure, or that there are none.
  private func contact(retry: String?, in context: RegionContext) -> HTML {
    HTML.element("section", ["class": "contact", "aria-label": "Contact and hours"]) {
      HTML.section(
        for: viewModel.contactStatus, hasContent: false, loading: viewModel.contactLoadingText,
        retry: retry
      ) {
        if let contact = viewModel.contact.value {
          let actions = Dictionary(viewModel.actions.map { ($0.id, $0) }) { first, _ in first }
          HTML.element("p", ["class": "links"]) {
            if let phone = contact.phone, let call = actions["call"] {
              HTML.action(call, keys: actionKeys, title: "Call " + phone, in: context)
              " "
            }
            if let text = contact.websiteText, let website = actions["website"] {
              HTML.action(website, keys: actionKeys, title: text, in: context)
            }
          }
          if !contact.weeklyHours.isEmpty {
            HTML.element("h2") { "Hours" }
            HTML.element("ul", ["class": "hours"]) {
              for day in contact.weeklyHours { HTML.element("li") { day } }
            }
          }
        }
      }
    }
  }

  private func facts(of place: PlaceDetailViewModel) -> [(String, String)] {
    [
      ("Address", place.address), ("Distance", place.distanceFromCentre),
      ("Rating", place.rating), ("Hours", place.hours), ("Type", place.types),
    ]
      + [place.price.map { ("Price", $0) }, place.businessStatus.map { ("Status", $0) }]
      .compactMap(\.self)
  }
}

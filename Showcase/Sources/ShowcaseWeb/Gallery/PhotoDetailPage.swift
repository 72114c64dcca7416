import Foundation
package import Gallery
package import MVVMKit
import MVVMKitNetworking
package import WebUI

/// A photo in the browser: the picture at its largest, its title, description and facts, the
/// way to save it (where it may be saved) and to its page.
package final class PhotoDetailPage: PageOf<PhotoDetailViewModel>, ViewModelPage {
  /// Loads the photo where it is not known yet; shows the flow's alerts (saving's licence
  /// alert) while on top.
  package func appeared(in navigator: any WebNavigator) {
    self.navigator = navigator
    viewModel.appeared()
    if let flowAlerts { showAlerts(from: flowAlerts, in: navigator) }
  }

  package var title: String { viewModel.title }

  package var regions: [WebRegion] {
    [
      region("photo") { $0.photo },
      region("actions", isLive: true) { $0.actions },
    ]
  }

  /// The view model's actions, saving as a browser does: the photo's bytes are the browser's
  /// download (its link, which the page script clicks for `s`), after the licence's alert where
  /// the licence asks for one; nothing is written on the server.
  package var actions: [ScreenAction] {
    viewModel.actions.map { action in
      guard action.id == "save", let saving = viewModel.saving else { return action }
      var save = action
      save.perform = { saving.licenceAcknowledged() }
      return save
    }
  }
  package var actionKeys: ActionKeys { .gallery }

  /// The way along the feed, save (and what the last save did), and the photo's page.
  private func actions(_ context: RegionContext) -> HTML {
    let actions = Dictionary(actions.map { ($0.id, $0) }) { first, _ in first }
    return HTML.element("p", ["class": "links"]) {
      if let previous = actions["previous"] {
        HTML.action(previous, keys: actionKeys, title: "‹ Previous", in: context)
        " "
      }
      if let next = actions["next"] {
        HTML.action(next, keys: actionKeys, title: "Next ›", in: context)
        " "
      }
      // Save is the browser's download of the photo's bytes: nothing is written on the server.
      // A photo whose licence forbids commercial use or changes says so first, in an alert,
      // and its link is offered after it.
      if let saving = viewModel.saving, let url = saving.imageURL, let save = actions["save"],
        let loader = images
      {
        if saving.needsLicenceAcknowledgement {
          HTML.action(save, keys: actionKeys, in: context)
        } else {
          HTML.element(
            "a",
            [
              "href": context.download(url, named: { data in saving.fileName(for: data) }) {
                url in saving.credited(try await loader.data(for: url))
              },
              "download": "", "class": "action", "data-link": "save",
              "aria-keyshortcuts": actionKeys.keys(for: "save").compactMap(\.browserName)
                .joined(separator: " "),
            ]
          ) {
            "Save"
            for key in actionKeys.keys(for: "save").prefix(1) {
              " "
              HTML.element("kbd") { key.label }
            }
          }
        }
        if let restriction = saving.licenceRestriction {
          " "
          HTML.element("span", ["class": "licence-note"]) { restriction + "." }
        }
      }
      if let page = actions["page"] {
        " "
        HTML.action(page, keys: actionKeys, title: viewModel.pageLinkLabel, in: context)
      }
    }
  }

  private func photo(_ context: RegionContext) -> HTML {
    let retry = retryAction(in: context)
    if let placeholder = HTML.placeholder(
      for: viewModel.status, hasContent: false, loading: viewModel.photoLoadingText, retry: retry)
    {
      return HTML {
        HTML.element("h1") { viewModel.title }
        placeholder
      }
    }
    return HTML.element("article", ["class": "detail with-picture"]) {
      if let picture = context.image(viewModel.imageURL, from: images),
        let alone = viewModel.actions.first(where: { $0.id == "full-screen" })
      {
        // The picture opens itself alone, as large as the window allows.
        PhotoPictureHTML.button(
          alone, of: viewModel, picture: picture, className: "picture-button",
          label: "Show the photo alone", in: context)
      }
      HTML.element("div") {
        HTML.element("h1") { viewModel.title }
        HTML.paragraph(viewModel.description)
        HTML.paragraph(viewModel.attribution, class: "attribution")
        HTML.element("dl", ["class": "facts"]) {
          for fact in viewModel.facts {
            HTML.element("dt") { fact.label }
            HTML.element("dd") { fact.value }
          }
        }
      }
    }
  }
}

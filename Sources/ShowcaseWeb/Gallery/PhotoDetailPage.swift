import Foundation
package import Gallery
import MVVMKit
package import MVVMKitNetworking
import WebUI

/// A photo in the browser: the picture at its largest, its title, description and facts, the
/// way to save it (where it may be saved) and to its page.
package final class PhotoDetailPage: PageOf<PhotoDetailViewModel>, ViewModelPage {
  private let loader: ImageLoader

  package init(viewModel: PhotoDetailViewModel, loader: ImageLoader) {
    self.loader = loader
    super.init(viewModel: viewModel)
  }

  /// Loads the photo where it is not known yet; shows the flow's alerts (saving's licence
  /// alert) while on top.
  func appeared(in navigator: any WebNavigator) {
    self.navigator = navigator
    viewModel.appeared()
    if let flowAlerts { showAlerts(from: flowAlerts, in: navigator) }
  }

  var title: String { viewModel.title }

  var regions: [WebRegion] {
    [
      WebRegion("photo") { [unowned self] context in photo(context) },
      WebRegion("actions", isLive: true) { [unowned self] context in actions(context) },
    ]
  }

  /// ← and → go along the feed; Enter shows the photo alone.
  func handle(_ key: WebKey) -> Bool {
    if viewModel.handleAlongTheFeed(key) { return true }
    guard key == .enter, viewModel.imageURL != nil else { return false }
    viewModel.fullScreenTapped()
    return true
  }

  /// The way along the feed, save (and what the last save did), and the photo's page.
  private func actions(_ context: RegionContext) -> HTML {
    HTML.element("p", ["class": "links"]) {
      if viewModel.hasPrevious {
        HTML.element(
          "button",
          [
            "type": "button",
            "data-action": context.action("previous") { [weak self] in
              self?.viewModel.previousTapped()
            },
          ]
        ) { "‹ Previous" }
        " "
      }
      if viewModel.hasNext {
        HTML.element(
          "button",
          [
            "type": "button",
            "data-action": context.action("next") { [weak self] in self?.viewModel.nextTapped() },
          ]
        ) { "Next ›" }
        " "
      }
      // Save is the browser's download of the photo's bytes: nothing is written on the server.
      // A photo whose licence forbids commercial use or changes says so first, in an alert,
      // and its link is offered after it.
      if let saving = viewModel.saving, let url = saving.imageURL {
        if saving.needsLicenceAcknowledgement {
          HTML.element(
            "button",
            [
              "type": "button",
              "data-action": context.action("save") { saving.licenceAcknowledged() },
            ]
          ) { "Save" }
        } else {
          let loader = loader
          HTML.element(
            "a",
            [
              "href": context.download(url, named: { data in saving.fileName(for: data) }) {
                url in saving.credited(try await loader.data(for: url))
              },
              "download": "", "data-link": "save",
            ]
          ) { "Save" }
        }
        if let restriction = saving.licenceRestriction {
          " "
          HTML.element("span", ["class": "licence-note"]) { restriction + "." }
        }
      }
      if let page = viewModel.pageURL {
        " "
        HTML.element(
          "a",
          [
            "href": page.absoluteString, "rel": "noopener noreferrer", "target": "_blank",
            "data-link": "page",
          ]
        ) { viewModel.pageLinkLabel }
      }
    }
  }

  private func photo(_ context: RegionContext) -> HTML {
    let loader = loader
    let retry = context.action("retry") { [weak self] in self?.viewModel.retryTapped() }
    if let placeholder = HTML.placeholder(
      for: viewModel.status, hasContent: false, loading: viewModel.photoLoadingText, retry: retry)
    {
      return HTML {
        HTML.element("h1") { viewModel.title }
        placeholder
      }
    }
    return HTML.element("article", ["class": "detail with-picture"]) {
      if let url = viewModel.imageURL {
        // The picture opens itself alone, as large as the window allows.
        HTML.element(
          "button",
          [
            "type": "button", "class": "picture-button", "aria-label": "Show the photo alone",
            "data-action": context.action("full") { [weak self] in
              self?.viewModel.fullScreenTapped()
            },
          ]
        ) {
          HTML.element(
            "img",
            [
              "src": context.image(url) { url in try await loader.data(for: url) },
              "alt": viewModel.title, "id": "photo",
            ])
        }
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

extension PhotoDetailViewModel {
  /// ← and → along the feed, where there is a photo that way: the detail's keys and the photo
  /// alone's. `true` when `key` was one of them.
  @MainActor
  func handleAlongTheFeed(_ key: WebKey) -> Bool {
    switch key {
    case .left where hasPrevious: previousTapped()
    case .right where hasNext: nextTapped()
    default: return false
    }
    return true
  }
}

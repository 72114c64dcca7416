import Foundation
import Gallery
import MVVMKit
import MVVMKitNetworking
import WebUI

/// A photo in the browser: the picture at its largest, its title, description and facts.
final class PhotoDetailPage: PageOf<PhotoDetailViewModel>, ViewModelPage {
  private let loader: ImageLoader

  init(viewModel: PhotoDetailViewModel, loader: ImageLoader) {
    self.loader = loader
    super.init(viewModel: viewModel)
  }

  var title: String { viewModel.title }

  var regions: [WebRegion] {
    [WebRegion("photo") { [unowned self] context in photo(context) }]
  }

  private func photo(_ context: RegionContext) -> HTML {
    let loader = loader
    return HTML.element("article", ["class": "detail with-picture"]) {
      if let url = viewModel.imageURL {
        HTML.element(
          "img",
          [
            "src": context.image(url) { url in try await loader.data(for: url) },
            "alt": viewModel.title, "id": "photo",
          ])
      }
      HTML.element("div") {
        HTML.element("h1") { viewModel.title }
        if let description = viewModel.description { HTML.element("p") { description } }
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

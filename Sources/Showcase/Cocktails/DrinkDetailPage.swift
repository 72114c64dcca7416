import Cocktails
import MVVMKit
import WebUI

/// A drink in the browser: what it is, its ingredients and how to make it.
final class DrinkDetailPage: PageOf<DrinkDetailViewModel>, ViewModelPage {
  var title: String { viewModel.name }

  var regions: [WebRegion] {
    [WebRegion("drink", isLive: true) { [unowned self] context in drink(context) }]
  }

  private func drink(_ context: RegionContext) -> HTML {
    let retry = context.action("retry") { [weak self] in self?.viewModel.retryTapped() }
    return HTML.element("article", ["class": "detail"]) {
      HTML.element("div") {
        HTML.element("h1") { viewModel.name }
        if !viewModel.kind.isEmpty { HTML.element("p") { viewModel.kind } }
        if let glass = viewModel.glass { HTML.element("p") { "Served in: " + glass } }
        if let iba = viewModel.iba { HTML.element("p", ["class": "muted"]) { iba } }
        if let tags = viewModel.tags { HTML.element("p", ["class": "muted"]) { "Tags: " + tags } }
        if let placeholder = HTML.placeholder(
          for: viewModel.status, hasContent: false, loading: "Loading the recipe…", retry: retry)
        {
          placeholder
        } else {
          HTML.sectionHeader("Ingredients")
          HTML.element("ul") {
            for line in viewModel.ingredientLines { HTML.element("li") { line } }
          }
          if let instructions = viewModel.instructions {
            HTML.sectionHeader("Instructions")
            HTML.element("p") { instructions }
          }
        }
      }
    }
  }
}

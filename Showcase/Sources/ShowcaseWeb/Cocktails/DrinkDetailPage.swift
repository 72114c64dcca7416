package import Cocktails
package import MVVMKit
package import WebUI

/// A drink in the browser: what it is, its ingredients and how to make it.
package final class DrinkDetailPage: PageOf<DrinkDetailViewModel>, ViewModelPage {
  package var title: String { viewModel.name }

  package var actionKeys: ActionKeys { .cocktails }

  package var regions: [WebRegion] { [region("drink", isLive: true) { $0.drink }] }

  private func drink(_ context: RegionContext) -> HTML {
    let retry = retryAction(in: context)
    let picture = context.image(viewModel.pictureURL, from: images)
    return HTML.element("article", ["class": picture == nil ? "detail" : "detail with-picture"]) {
      if let picture { HTML.element("img", ["src": picture, "alt": viewModel.name]) }
      HTML.element("div") {
        HTML.element("h1") { viewModel.name }
        if viewModel.drink.value != nil {
          for action in viewModel.actions {
            HTML.action(action, keys: actionKeys, title: viewModel.favouriteLabel, in: context)
          }
        }
        HTML.paragraph(viewModel.favourites.notice, class: "muted")
        if !viewModel.kind.isEmpty { HTML.element("p") { viewModel.kind } }
        HTML.paragraph(viewModel.glass.map { "Served in: " + $0 })
        HTML.paragraph(viewModel.iba, class: "muted")
        HTML.paragraph(viewModel.tags.map { "Tags: " + $0 }, class: "muted")
        HTML.section(
          for: viewModel.status, hasContent: false, loading: viewModel.recipeLoadingText,
          retry: retry
        ) {
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

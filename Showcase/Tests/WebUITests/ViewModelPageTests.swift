import Foundation
import MVVMKit
import MVVMKitNetworking
import MVVMKitTesting
import Observation
import Testing

@testable import WebUI

/// A view model with one picture that can fail to load, and a count of its retries.
@MainActor @Observable final class PictureModel: RetryingViewModel {
  var pictureURL: URL?
  var failure: String?
  var retries = 0

  var isSettled: Bool { true }
  var hasFailure: Bool { failure != nil }

  func retryTapped() {
    retries += 1
    failure = nil
  }
}

/// A page that shows its model's picture, where it has one and the page a loader, and its
/// failure with the page's Retry.
@MainActor final class PicturePage: PageOf<PictureModel>, ViewModelPage {
  var title: String { "Picture" }
  var regions: [WebRegion] {
    [
      WebRegion("picture") { [unowned self] context in
        HTML {
          if let source = context.image(viewModel.pictureURL, from: images) {
            HTML.element("img", ["src": source, "alt": "The picture"])
          }
          if let failure = viewModel.failure {
            HTML.errorBanner(failure, retry: retryAction(in: context))
          }
        }
      }
    ]
  }
}

/// What `PageOf` and `ViewModelPage` give every page: its pictures through the loader it was
/// made with, and Retry for a `RetryingViewModel`.
@MainActor @Suite(.timeLimit(.scaled(minutes: 1))) struct ViewModelPageTests {
  let url = URL(string: "https://images.example/a.jpg")

  @Test func aPictureIsServedThroughThePagesLoader() async throws {
    let client = StubHTTPClient()
    await client.stub(
      "a.jpg", with: .response(HTTPResponse(statusCode: 200, body: Data("picture".utf8))))
    let model = PictureModel()
    model.pictureURL = url
    let routes = ImageRoutes(prefix: "p-")
    let session = WebSession(
      showing: PicturePage(viewModel: model, images: ImageLoader(client: client)), images: routes)
    #expect(
      session.mainHTML.description
        == #"<section id="region-picture" data-region="picture"><img src="/images/p-1" alt="The picture"></section>"#
    )
    let route = try #require(routes.route("p-1"))
    #expect(try await route.load(route.url) == Data("picture".utf8))
    session.close()
  }

  @Test func withoutALoaderOrAnAddressThereIsNoPicture() async {
    let model = PictureModel()
    model.pictureURL = url
    let withoutLoader = WebSession(showing: PicturePage(viewModel: model), images: ImageRoutes())
    let withoutAddress = WebSession(
      showing: PicturePage(
        viewModel: PictureModel(), images: ImageLoader(client: StubHTTPClient())),
      images: ImageRoutes())
    for session in [withoutLoader, withoutAddress] {
      #expect(
        session.mainHTML.description
          == #"<section id="region-picture" data-region="picture"></section>"#)
      session.close()
    }
  }

  @Test func retryIsTheViewModelsAndOfferedOnlyWhileItFailed() throws {
    let model = PictureModel()
    let page = PicturePage(viewModel: model)
    #expect(page.retry == nil)
    model.failure = "The picture could not be loaded."
    #expect(page.retry != nil)
    let session = WebSession(showing: page, images: ImageRoutes())
    session.start()
    #expect(
      session.mainHTML.description
        == #"<section id="region-picture" data-region="picture"><p class="error" role="alert">The picture could not be loaded.<button type="button" data-action="picture/retry">Retry</button></p></section>"#
    )
    try session.receive(#"{"type":"click","action":"picture/retry"}"#)
    #expect(model.retries == 1)
    #expect(page.retry == nil)
    session.close()
  }
}

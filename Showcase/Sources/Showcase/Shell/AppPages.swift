import MVVMKit
import MVVMKitNetworking
import WebUI

/// Every app's pages in the browser.
enum AppPages {
  /// The web pages of `flow`'s routes, bottom first, which follow it from now on; their pictures
  /// through `images`.
  @MainActor
  static func pages(of flow: some ShowcaseFlow, images: ImageLoader? = nil) -> [any WebPage] {
    FlowViews.pages(of: flow) { flow.views(of: $0).web(images) }
  }
}

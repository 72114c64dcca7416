import ImageDecoding
import MVVMKitNetworking
import TerminalUI
import WebUI

/// The two views of one screen of an app, over the same view models: the terminal screen that
/// shows it (its pictures from an image store, if any) and the browser's page (its pictures
/// through an image loader, if any). Declared together, so that no screen has one and not the
/// other. Views are layout and keys; where a user goes is the flow's.
struct ScreenViews {
  /// The terminal screen.
  let terminal: @MainActor (ImageStore?) -> any TerminalScreen
  /// The web page.
  let web: @MainActor (ImageLoader?) -> any WebPage
}

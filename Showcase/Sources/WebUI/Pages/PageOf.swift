public import MVVMKit
public import MVVMKitNetworking

/// What every web page of a view model holds: what every view of one does (`ViewOf`: the view
/// model, going back in the flow that shows it, the flow's alerts) and the session showing it:
/// the web counterpart of TerminalUI's `ScreenOf`.
///
/// A page subclasses it and says what it is; with ``ViewModelPage`` it prepares, appears, waits
/// for and retries its view model, and a `FlowViews` that shows it sends Back (Esc, the
/// breadcrumb, the browser's Back) to the flow:
///
/// ```swift
/// final class IngredientPage: PageOf<IngredientViewModel>, ViewModelPage {
///   var title: String { viewModel.title }
///   var regions: [WebRegion] { … }
/// }
/// ```
@MainActor
open class PageOf<ViewModel: AnyObject>: ViewOf<ViewModel> {
  /// The session showing the page; set when it appears.
  public weak var navigator: (any WebNavigator)?
  /// Where the page's pictures come from, where it shows any: `RegionContext.image(_:from:)`
  /// serves them.
  public let images: ImageLoader?
  /// The page's listening (to its flow's alerts), kept while it lives.
  private var subscription: EventSubscription?

  /// A page of `viewModel`, its pictures (where it shows any) loaded by `images`.
  public init(viewModel: ViewModel, images: ImageLoader? = nil) {
    self.images = images
    super.init(viewModel: viewModel)
  }

  /// Shows `alerts` over the page from now on, through `navigator`: the page on top calls it as
  /// it appears, so that its flow's alerts (held while none listens) are shown over whichever
  /// page is shown.
  public func showAlerts(from alerts: EventQueue<FlowAlert>, in navigator: any WebNavigator) {
    self.navigator = navigator
    subscription = alerts.listen { [weak self] alert in
      self?.navigator?.alert(alert)
    }
  }
}

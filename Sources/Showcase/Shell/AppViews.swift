import Cocktails
import ExchangeRates
import Foundation
import Gallery
import ImageDecoding
import MVVMKit
import MVVMKitNetworking
import Meditation
import Nearby
import ShowcaseTerminal
import ShowcaseWeb
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

/// A flow the showcase shows: the two views of each of its screens.
protocol ShowcaseFlow: RouteFlow {
  /// The views of `screen`.
  @MainActor func views(of screen: Screen) -> ScreenViews
}

/// Every app's screens in the terminal.
enum AppScreens {
  /// The terminal screens of `flow`'s routes, bottom first, which follow it from now on; their
  /// pictures from `images`.
  @MainActor
  static func screens(of flow: some ShowcaseFlow, images: ImageStore? = nil) -> [any TerminalScreen]
  {
    FlowViews.screens(of: flow) { flow.views(of: $0).terminal(images) }
  }

  /// The Gallery's screens, as ``screens(of:images:)`` makes them, with the list's cursor on
  /// `photo` when given.
  @MainActor
  static func screens(of flow: GalleryFlow, images: ImageStore, selecting photo: String?)
    -> [any TerminalScreen]
  {
    let screens = screens(of: flow, images: images)
    if let photo { (screens.first as? PopularScreen)?.select(photo) }
    return screens
  }

  /// The store the terminal draws the pictures of `loader` from, in the colours the environment
  /// allows (`NO_COLOR`, `COLORTERM`).
  @MainActor
  static func imageStore(_ loader: ImageLoader) -> ImageStore {
    ImageStore(loader: loader, colors: .from(environment: ShowcaseEnvironment.current))
  }
}

/// Every app's pages in the browser.
enum AppPages {
  /// The web pages of `flow`'s routes, bottom first, which follow it from now on; their pictures
  /// through `images`.
  @MainActor
  static func pages(of flow: some ShowcaseFlow, images: ImageLoader? = nil) -> [any WebPage] {
    FlowViews.pages(of: flow) { flow.views(of: $0).web(images) }
  }
}

extension CocktailsFlow: ShowcaseFlow {
  func views(of screen: Screen) -> ScreenViews {
    switch screen {
    case .search(let search):
      ScreenViews(
        terminal: { CocktailSearchScreen(viewModel: search, images: $0) },
        web: { CocktailSearchPage(viewModel: search, pictures: $0) })
    case .drink(let drink):
      ScreenViews(
        terminal: { DrinkDetailScreen(viewModel: drink, images: $0) },
        web: { DrinkDetailPage(viewModel: drink, pictures: $0) })
    }
  }
}

extension RatesFlow: ShowcaseFlow {
  func views(of screen: Screen) -> ScreenViews {
    switch screen {
    case .rates(let rates):
      ScreenViews(
        terminal: { _ in RatesScreen(viewModel: rates) }, web: { _ in RatesPage(viewModel: rates) })
    case .history(let history):
      ScreenViews(
        terminal: { _ in RateHistoryScreen(viewModel: history) },
        web: { _ in RateHistoryPage(viewModel: history) })
    }
  }
}

extension GalleryFlow: ShowcaseFlow {
  /// The views of `screen`: the photos through the flow's own loader (which saving uses too), in
  /// the terminal from the store given, else one of the flow's own.
  func views(of screen: Screen) -> ScreenViews {
    let loader = images
    let alerts = alerts
    switch screen {
    case .popular(let popular):
      return ScreenViews(
        terminal: {
          PopularScreen(
            viewModel: popular, images: $0 ?? AppScreens.imageStore(loader), alerts: alerts)
        },
        web: { _ in PopularPage(viewModel: popular, loader: loader, alerts: alerts) })
    case .photo(let photo):
      return ScreenViews(
        terminal: {
          let screen = PhotoDetailScreen(
            viewModel: photo, images: $0 ?? AppScreens.imageStore(loader))
          screen.flowAlerts = alerts
          return screen
        },
        web: { _ in
          let page = PhotoDetailPage(viewModel: photo, loader: loader)
          page.flowAlerts = alerts
          return page
        })
    case .fullScreen(let photo):
      return ScreenViews(
        terminal: {
          FullScreenPhotoScreen(viewModel: photo, images: $0 ?? AppScreens.imageStore(loader))
        },
        web: { _ in FullScreenPhotoPage(viewModel: photo, loader: loader) })
    }
  }
}

extension MeditationFlow: ShowcaseFlow {
  func views(of screen: Screen) -> ScreenViews {
    switch screen {
    case .home(let home):
      ScreenViews(
        terminal: { _ in MeditationHomeScreen(viewModel: home) },
        web: { _ in MeditationHomePage(viewModel: home) })
    case .session(let session):
      ScreenViews(
        terminal: { _ in SessionScreen(viewModel: session) },
        web: { _ in SessionPage(viewModel: session) })
    case .summary(let home):
      ScreenViews(
        terminal: { _ in SessionSummaryScreen(viewModel: home) },
        web: { _ in SessionSummaryPage(viewModel: home) })
    }
  }
}

extension NearbyFlow: ShowcaseFlow {
  func views(of screen: Screen) -> ScreenViews {
    switch screen {
    case .home(let home):
      ScreenViews(
        terminal: { _ in NearbyHomeScreen(viewModel: home) },
        web: { _ in NearbyHomePage(viewModel: home) })
    case .list(let list):
      ScreenViews(
        terminal: { _ in PlaceListScreen(viewModel: list) },
        web: { _ in PlaceListPage(viewModel: list) })
    case .place(let place):
      ScreenViews(
        terminal: { PlaceDetailScreen(viewModel: place, images: $0) },
        web: { PlaceDetailPage(viewModel: place, photos: $0) })
    }
  }
}

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

extension CocktailsFlow: ShowcaseFlow {
  func views(of screen: Screen) -> ScreenViews {
    switch screen {
    case .search(let search):
      ScreenViews(
        terminal: { CocktailSearchScreen(viewModel: search, images: $0) },
        web: { CocktailSearchPage(viewModel: search, images: $0) })
    case .drink(let drink):
      ScreenViews(
        terminal: { DrinkDetailScreen(viewModel: drink, images: $0) },
        web: { DrinkDetailPage(viewModel: drink, images: $0) })
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
        web: { _ in PopularPage(viewModel: popular, images: loader, alerts: alerts) })
    case .photo(let photo):
      return ScreenViews(
        terminal: {
          let screen = PhotoDetailScreen(
            viewModel: photo, images: $0 ?? AppScreens.imageStore(loader),
            opener: .ofThisSession)
          screen.flowAlerts = alerts
          return screen
        },
        web: { _ in
          let page = PhotoDetailPage(viewModel: photo, images: loader)
          page.flowAlerts = alerts
          return page
        })
    case .fullScreen(let photo):
      return ScreenViews(
        terminal: {
          FullScreenPhotoScreen(viewModel: photo, images: $0 ?? AppScreens.imageStore(loader))
        },
        web: { _ in FullScreenPhotoPage(viewModel: photo, images: loader) })
    }
  }
}

extension MeditationFlow: ShowcaseFlow {
  /// The views of `screen`: a session's page plays the songs' recordings in the tab, where they
  /// have them.
  func views(of screen: Screen) -> ScreenViews {
    let recordings = recordings
    switch screen {
    case .home(let home):
      return ScreenViews(
        terminal: { _ in MeditationHomeScreen(viewModel: home) },
        web: { _ in MeditationHomePage(viewModel: home) })
    case .session(let session):
      return ScreenViews(
        terminal: { _ in SessionScreen(viewModel: session) },
        web: { _ in SessionPage(viewModel: session, recordings: recordings) })
    case .summary(let home):
      return ScreenViews(
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
        terminal: { PlaceDetailScreen(viewModel: place, images: $0, opener: .ofThisSession) },
        web: { PlaceDetailPage(viewModel: place, images: $0) })
    }
  }
}

extension LinkOpener {
  /// The opener of the session running now: the desktop's (`xdg-open`); in a replay, none. A
  /// replay shows what was recorded and runs nothing outside itself, so a link it opens is shown
  /// and copied, with why it was not opened.
  static var ofThisSession: LinkOpener {
    Replay.current == nil ? .system() : LinkOpener { _ in .failed("a replay opens no links") }
  }
}

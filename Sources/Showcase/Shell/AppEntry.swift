import ExchangeRates
import Foundation
import Gallery
import MVVMKitNetworking
import MVVMKitStorage
import Meditation
import Nearby
import TerminalUI

/// An app in the showcase menu.
struct AppEntry {
  let name: String
  let summary: String
  let makeScreen: @MainActor () -> any TerminalScreen

  /// The apps that work, in menu order, on bundled data through `inspector`.
  @MainActor static func all(inspector: Inspector) -> [AppEntry] {
    let wrap = Inspector.wrapping(inspector)
    return [
      AppEntry(
        name: "Cocktails",
        summary: "Search TheCocktailDB and nearby restaurants; drink details.",
        makeScreen: {
          CocktailSearchScreen(
            viewModel: CocktailsCommand.Sources.bundled(inspector: inspector).makeSearchViewModel())
        }
      ),
      AppEntry(
        name: "Exchange rates",
        summary: "ECB rates for a base currency, conversion, and each currency's history.",
        makeScreen: {
          let (cache, notice) = openStore { () throws(StoreError) in
            try RatesCache(directory: RatesCache.defaultDirectory(app: ShowcaseCommand.folderName))
          }
          return RatesScreen(
            viewModel: RatesViewModel(
              service: FrankfurterService.bundled(through: wrap), cache: cache, cacheNotice: notice)
          )
        }
      ),
      AppEntry(
        name: "Meditation",
        summary: "Pick songs, play them on a clock-driven player, count your sessions.",
        makeScreen: {
          let (log, notice) = openStore { () throws(StoreError) in
            try SessionLog(directory: SessionLog.defaultDirectory(app: ShowcaseCommand.folderName))
          }
          let home = HomeViewModel(
            name: ProcessInfo.processInfo.userName, store: log, storeNotice: notice)
          return MeditationCommand.homeScreen(
            home, catalog: SongCatalogService.bundled(through: wrap))
        }
      ),
      AppEntry(
        name: "Nearby",
        summary:
          "ATMs, restaurants, cafes and night clubs around you, on Google Places' API shape.",
        makeScreen: {
          NearbyHomeScreen(
            viewModel: NearbyHomeViewModel(service: GooglePlacesService.bundled(through: wrap)))
        }
      ),
      AppEntry(
        name: "Gallery",
        summary: "Popular photos with their images, paged; a photo's detail when it is for sale.",
        makeScreen: {
          PopularScreen(
            viewModel: PopularViewModel(service: FiveHundredPxService.bundled(through: wrap)),
            images: ImageStore(loader: ImageLoader(client: wrap(BundledGallery.client()))),
            colors: .from(environment: ProcessInfo.processInfo.environment))
        }
      ),
    ]
  }
}

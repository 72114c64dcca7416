import ArgumentParser
import Foundation
import WebUI

/// `showcase web`: the five apps in the browser, over the same view models as the terminal.
struct WebCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "web",
    abstract: "Serve the apps to a browser: the menu at /, each app at /APP, live over a socket.",
    discussion: """
      Listens on 127.0.0.1:8080 and prints the address; it opens nothing by itself. Each tab is a \
      session with its own view models. The --…-api options and their variables, the bundled \
      data, the network faults and the folders the apps keep their data and answers in are the \
      terminal's.
      """
  )

  @Option(
    help: ArgumentHelp(
      "The address to listen on; another than loopback needs --allow-remote.", valueName: "HOST"))
  var host = "127.0.0.1"

  @Option(help: ArgumentHelp("The port to listen on (0 for any free one).", valueName: "PORT"))
  var port = 8080

  @Flag(help: "Listen on an address other machines can reach (the apps have no login).")
  var allowRemote = false

  @OptionGroup var cocktailAPI: APIOption<CocktailsCommand.TheCocktailDB>
  @OptionGroup var restaurantAPI: APIOption<CocktailsCommand.RestaurantAPI>
  @OptionGroup var ratesAPI: APIOption<RatesCommand.Frankfurter>
  @OptionGroup var songsAPI: APIOption<MeditationCommand.SongCatalogAPI>
  @OptionGroup var placesAPI: APIOption<NearbyCommand.GooglePlaces>
  @OptionGroup var openverseAPI: APIOption<GalleryCommand.Openverse>
  @OptionGroup var galleryAPI: APIOption<GalleryCommand.FiveHundredPx>

  @OptionGroup var places: PlacesOptions

  @OptionGroup var radius: SearchRadiusOption

  @OptionGroup var network: NetworkOptions

  @OptionGroup var dataDirectory: FolderOption<DataFolder>

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be from 0 to 65535; got \(port).")
    }
    if !Self.isLoopback(host), !allowRemote {
      throw ValidationError(
        "--host \(host) can be reached from other machines, and the apps have no login: add --allow-remote to listen there."
      )
    }
    _ = try network.faults()
    _ = try apps()
  }

  /// Whether `host` is a loopback address (parsed: `127.example.invalid` is not).
  static func isLoopback(_ host: String) -> Bool {
    HostCheck.isLoopback(host)
  }

  @MainActor
  mutating func run() async throws {
    if !Self.isLoopback(host) {
      StandardStreams.writeError(
        "Warning: listening on \(host): anyone who can reach it can use the apps.\n")
    }
    var server = WebServer(apps: try apps(), host: HostCheck.bindable(host), port: port)
    // With every tab closed, what their sessions used goes back to the system.
    server.whenLastTabCloses = { HeapTrim.giveBack() }
    // An IPv6 address in brackets, as a URL has it: http://[::1]:8080/; 127.1 as 127.0.0.1.
    let host = HostCheck.bracketed(HostCheck.bindable(host))
    do {
      try await server.run { port in
        StandardStreams.write("Serving the apps at http://\(host):\(port)/ (Ctrl-C to stop)\n")
      }
    } catch  where WebServer.isAddressInUse(error) {
      StandardStreams.writeError(
        "Error: port \(port) on \(host) is in use by another program: stop it, or choose another "
          + "port with --port.\n")
      throw ExitCode.failure
    }
  }

  /// Each app, its command made from the options given here that it takes.
  func apps() throws -> [WebApp] {
    let shared = shared
    return try ShowcaseCommand.apps.map { name, type in
      let command: any ShowcaseApp
      do {
        command = try type.served(with: shared)
      } catch  where network.live {
        // With --live, an app that cannot reach its live service as the machine is set up (no
        // key) says what it needs on its pages, and the others run.
        let need = type.message(for: error)
        return WebApp(
          path: type.configuration.commandName ?? name.lowercased(), name: name, summary: need
        ) { _ in WebTab(page: NoticePage(title: name, text: need)) }
      } catch {
        // The app's own words for what it refuses (--radius 0), as `showcase nearby` says them.
        throw ValidationError(type.message(for: error))
      }
      return WebApp(
        path: type.configuration.commandName ?? name.lowercased(), name: name,
        summary: type.summary
      ) { address in
        try command.makeTab(at: address)
      }
    }
  }

  /// What every app takes from the options given here, as values.
  var shared: SharedAppOptions {
    let urls: [(any LiveAPI.Type, String?)] = [
      (CocktailsCommand.TheCocktailDB.self, cocktailAPI.url),
      (CocktailsCommand.RestaurantAPI.self, restaurantAPI.url),
      (RatesCommand.Frankfurter.self, ratesAPI.url),
      (MeditationCommand.SongCatalogAPI.self, songsAPI.url),
      (NearbyCommand.GooglePlaces.self, placesAPI.url),
      (GalleryCommand.Openverse.self, openverseAPI.url),
      (GalleryCommand.FiveHundredPx.self, galleryAPI.url),
    ]
    return SharedAppOptions(
      urls: Dictionary(urls.compactMap { api, url in url.map { (api.name, $0) } }) { $1 },
      places: places, radius: radius, network: network, dataDirectory: dataDirectory)
  }
}

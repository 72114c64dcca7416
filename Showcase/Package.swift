// swift-tools-version: 6.1
import PackageDescription

/// Swift 6 language mode is the default for tools 6.x; these keep every target of ours strict.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The toolkit's libraries: the package at the repository's root.
let mvvmKit = Target.Dependency.product(name: "MVVMKit", package: "MVVMKit")
let mvvmKitNetworking = Target.Dependency.product(name: "MVVMKitNetworking", package: "MVVMKit")
let mvvmKitInspection = Target.Dependency.product(name: "MVVMKitInspection", package: "MVVMKit")
let mvvmKitStorage = Target.Dependency.product(name: "MVVMKitStorage", package: "MVVMKit")
let mvvmKitTesting = Target.Dependency.product(name: "MVVMKitTesting", package: "MVVMKit")

/// The products most targets here use.
let clocks = Target.Dependency.product(name: "Clocks", package: "swift-clocks")
let concurrencyExtras = Target.Dependency.product(
  name: "ConcurrencyExtras", package: "swift-concurrency-extras")
let hummingbird = Target.Dependency.product(name: "Hummingbird", package: "hummingbird")
let propertyBased = Target.Dependency.product(
  name: "PropertyBased", package: "swift-property-based")
let logging = Target.Dependency.product(name: "Logging", package: "swift-log")
let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
let algorithms = Target.Dependency.product(name: "Algorithms", package: "swift-algorithms")

/// A reference app's feature module: its models, services, view models and flow, on the toolkit
/// (and `extra`) alone, with its bundled data in `resources`. No view, no UI framework.
func appModule(
  _ name: String, _ extra: [Target.Dependency] = [],
  resources: [Resource] = [.process("Resources")]
) -> Target {
  .target(
    name: name, dependencies: [mvvmKit, mvvmKitNetworking] + extra, resources: resources,
    swiftSettings: strictSettings)
}

/// The five reference apps, their two views on Linux (a terminal UI and a web UI), the `showcase`
/// command, and the tests of every module, the toolkit's included. The toolkit itself is the
/// package at the repository's root, which this one uses as an app would; keeping all of this
/// here is what spares an app that depends on the toolkit the packages of a web server, codecs
/// and the rest.
///
///     swift run --package-path Showcase showcase
///     swift test --package-path Showcase
let package = Package(
  name: "MVVMKitShowcase",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Cocktails", targets: ["Cocktails"]),
    .library(name: "ExchangeRates", targets: ["ExchangeRates"]),
    .library(name: "Meditation", targets: ["Meditation"]),
    .library(name: "Nearby", targets: ["Nearby"]),
    .library(name: "Gallery", targets: ["Gallery"]),
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "ImageDecoding", targets: ["ImageDecoding"]),
    .library(name: "WebUI", targets: ["WebUI"]),
    .library(name: "MeditationSound", targets: ["MeditationSound"]),
    .executable(name: "showcase", targets: ["ShowcaseTool"]),
    /// The showcase's terminal screens, for the benchmarks that draw them.
    .library(name: "ShowcaseTerminal", targets: ["ShowcaseTerminal"]),
  ],
  dependencies: [
    // The toolkit, named so that its products resolve whatever the checkout folder is called.
    .package(name: "MVVMKit", path: ".."),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.65.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-algorithms", from: "1.2.0"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.2.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    // `swift package generate-documentation`: the view toolkits' DocC catalogs, built in CI.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    appModule("Cocktails", [mvvmKitStorage, grdb, algorithms]),
    appModule("ExchangeRates", [mvvmKitStorage, grdb]),
    appModule("Meditation", [mvvmKitStorage, grdb, algorithms]),
    appModule("Nearby", [algorithms]),
    appModule(
      "Gallery",
      resources: [.copy("Resources/photos"), .process("Resources/openverse-sample.json")]),
    /// JPEG and PNG decoding through the system's libjpeg-turbo and libpng, and PNG and sixel
    /// encoding (libpng, libsixel) for the terminals that show pictures, for the view layer.
    .target(
      name: "CImageCodecs",
      linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("sixel")]
    ),
    /// The view layer's images: JPEG and PNG bytes decoded into TerminalUI's pixels, kept for the
    /// screens that show them (ImageStore) and drawn (ImageView).
    .target(
      name: "ImageDecoding",
      dependencies: [
        "CImageCodecs", "TerminalUI", mvvmKitNetworking,
      ],
      swiftSettings: strictSettings
    ),
    /// Recordings decoded from memory: MP3 through libmpg123, Ogg Vorbis through libvorbisfile
    /// (Debian's libmpg123-dev and libvorbis-dev), for the Meditation app's songs.
    .target(
      name: "CAudioCodecs",
      linkerSettings: [
        .linkedLibrary("mpg123"), .linkedLibrary("vorbisfile"), .linkedLibrary("vorbis"),
        .linkedLibrary("ogg"),
      ]
    ),
    /// ALSA's PCM interface (Debian's libasound2-dev), for the Meditation app's sound on Linux.
    .target(
      name: "CALSA",
      linkerSettings: [.linkedLibrary("asound", .when(platforms: [.linux]))]
    ),
    /// The Meditation app's sound, for the view layer: each song a generated soundscape, played
    /// through ALSA on Linux or written to a WAV file, behind Meditation's `Player`.
    .target(
      name: "MeditationSound",
      dependencies: [
        "Meditation", "CAudioCodecs",
        .target(name: "CALSA", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "TerminalUI",
      dependencies: [
        mvvmKit,
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "DequeModule", package: "swift-collections"),
      ],
      swiftSettings: strictSettings
    ),
    /// The web view toolkit: HTML escaped by construction, pages bound to their view models with
    /// `observe`, and the server that sends each re-rendered region over a tab's WebSocket.
    .target(
      name: "WebUI",
      dependencies: [
        mvvmKit,
        mvvmKitNetworking,
        hummingbird,
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        logging,
        concurrencyExtras,
      ],
      resources: [
        .copy("Resources/live.js"), .copy("Resources/style.css"), .copy("Resources/icon.svg"),
      ],
      swiftSettings: strictSettings
    ),
    /// The apps' terminal screens: per app, the screen of each screen of its flow; each screen
    /// is layout and key bindings over its view model. A library so that the benchmarks can draw
    /// the real screens. It imports no WebUI and makes no view model.
    .target(
      name: "ShowcaseTerminal",
      dependencies: [
        mvvmKit,
        mvvmKitNetworking, "Cocktails", "ExchangeRates",
        "Meditation", "Nearby",
        "Gallery", "ImageDecoding", "TerminalUI",
      ],
      swiftSettings: strictSettings
    ),
    /// The apps' web pages: per app, the page of each screen of its flow, over the same view
    /// models. It imports no TerminalUI and makes no view model.
    .target(
      name: "ShowcaseWeb",
      dependencies: [
        mvvmKit,
        mvvmKitNetworking, "Cocktails", "ExchangeRates",
        "Meditation", "Nearby",
        "Gallery", "WebUI",
      ],
      swiftSettings: strictSettings
    ),
    /// The `showcase` command: its options, the one composition root per app (its services, its
    /// flow, and the views of either kind over it), the menu, `--once`, the inspector, and
    /// recording and replay.
    .target(
      name: "Showcase",
      dependencies: [
        mvvmKit,
        mvvmKitInspection,
        mvvmKitNetworking,
        "Cocktails",
        "ExchangeRates",
        "Meditation",
        mvvmKitStorage,
        "Nearby",
        "Gallery",
        "CImageCodecs",
        "ImageDecoding",
        "MeditationSound",
        "ShowcaseTerminal",
        "ShowcaseWeb",
        "TerminalUI",
        "WebUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        clocks,
        concurrencyExtras,
      ],
      swiftSettings: strictSettings
    ),
    /// The `showcase` executable: `showcaseMain()` of the Showcase library.
    .executableTarget(
      name: "ShowcaseTool",
      dependencies: ["Showcase", "CImageCodecs"],
      swiftSettings: strictSettings
    ),
    /// Points the test process's data, cache and pictures directories at a folder of its own,
    /// before any test runs: the tests never read or change the files of whoever runs them.
    .target(name: "TestHome", path: "Tests/TestHome"),
    /// Starts real HTTP servers on 127.0.0.1 for the live-client tests; not a product.
    .target(
      name: "LocalHTTPServer",
      dependencies: [
        hummingbird,
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        logging,
      ],
      path: "Tests/LocalHTTPServer",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MVVMKitTests",
      dependencies: [
        mvvmKit,
        mvvmKitNetworking,
        mvvmKitTesting,
        clocks,
        propertyBased,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MVVMKitInspectionTests",
      dependencies: [
        mvvmKitInspection,
        mvvmKit,
        mvvmKitNetworking,
        mvvmKitTesting,
        clocks,
        propertyBased,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MVVMKitNetworkingTests",
      dependencies: [
        mvvmKitNetworking,
        mvvmKit,
        mvvmKitTesting, "LocalHTTPServer",
        clocks,
        concurrencyExtras,
        hummingbird,
        propertyBased,
      ],
      swiftSettings: strictSettings
    ),
    /// The screen the "Adding a screen" article adds, its snippet compiled as it is, walked in
    /// both views.
    .testTarget(
      name: "AddingAScreenTests",
      dependencies: [
        mvvmKit,
        mvvmKitTesting, "TerminalUI", "WebUI",
        clocks,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WebUITests",
      dependencies: [
        mvvmKitTesting,
        "WebUI", mvvmKit, "LocalHTTPServer",
        clocks,
        concurrencyExtras,
        hummingbird,
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        logging,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MVVMKitStorageTests",
      dependencies: [
        mvvmKitTesting,
        mvvmKitStorage,
        mvvmKitNetworking,
        grdb,
        "LocalHTTPServer",
        hummingbird,
        concurrencyExtras,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MVVMKitTestingTests",
      dependencies: [
        mvvmKitTesting,
        mvvmKit,
        mvvmKitNetworking,
        mvvmKitInspection,
        clocks,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CocktailsTests",
      dependencies: [
        "Cocktails",
        mvvmKit,
        mvvmKitNetworking,
        mvvmKitTesting,
        "LocalHTTPServer",
        mvvmKitStorage,
        clocks,
        concurrencyExtras,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ExchangeRatesTests",
      dependencies: [
        "ExchangeRates",
        grdb,
        mvvmKit,
        mvvmKitNetworking,
        mvvmKitTesting,
        "LocalHTTPServer",
        clocks,
        concurrencyExtras,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MeditationTests",
      dependencies: [
        "Meditation",
        mvvmKitStorage,
        grdb,
        mvvmKit,
        mvvmKitNetworking,
        mvvmKitTesting,
        "LocalHTTPServer",
        clocks,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "GalleryTests",
      dependencies: [
        "Gallery",
        mvvmKit,
        mvvmKitNetworking,
        mvvmKitTesting,
        "LocalHTTPServer",
        hummingbird,
        clocks,
        concurrencyExtras,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "NearbyTests",
      dependencies: [
        "Nearby",
        mvvmKit,
        mvvmKitNetworking,
        mvvmKitTesting,
        "LocalHTTPServer",
        clocks,
        hummingbird,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ImageDecodingTests",
      dependencies: [
        "ImageDecoding", "Gallery", mvvmKit,
        mvvmKitNetworking,
        mvvmKitTesting, "TerminalUI",
        concurrencyExtras,
        propertyBased,
      ],
      resources: [.copy("Crafted")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MeditationSoundTests",
      dependencies: [
        mvvmKitTesting,
        "MeditationSound", "Meditation",
        concurrencyExtras,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        mvvmKitTesting,
        "TerminalUI", mvvmKit,
        clocks,
        propertyBased,
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ShowcaseTests",
      dependencies: [
        "Showcase",
        "ShowcaseTerminal",
        "ShowcaseWeb",
        "Cocktails",
        "ExchangeRates",
        "Meditation",
        "Nearby",
        "Gallery",
        "ImageDecoding",
        "MeditationSound",
        mvvmKit,
        mvvmKitNetworking,
        mvvmKitStorage,
        mvvmKitTesting,
        "TerminalUI",
        "LocalHTTPServer",
        "TestHome",
        clocks,
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        hummingbird,
        "WebUI",
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        concurrencyExtras,
        logging,
        propertyBased,
      ],
      exclude: [
        "Web/__Snapshots__",
        "Cocktails/__Snapshots__", "ExchangeRates/__Snapshots__", "Meditation/__Snapshots__",
        "Nearby/__Snapshots__", "Gallery/__Snapshots__", "Shell/__Snapshots__",
        "Inspector/__Snapshots__", "Recording/Recordings", "Recording/rerecord.py",
        "Nearby/Openers",
      ],
      swiftSettings: strictSettings
    ),
  ]
)

// swift-tools-version: 6.1
import PackageDescription

/// Swift 6 language mode is the default for tools 6.x; these keep every target of ours strict.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "MVVMKit",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "MVVMKit", targets: ["MVVMKit"]),
    .library(name: "MVVMKitInspection", targets: ["MVVMKitInspection"]),
    .library(name: "MVVMKitNetworking", targets: ["MVVMKitNetworking"]),
    .library(name: "MVVMKitTesting", targets: ["MVVMKitTesting"]),
    .library(name: "MVVMKitStorage", targets: ["MVVMKitStorage"]),
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
    // `swift package generate-documentation`: the DocC catalogs, built in CI.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    /// The core: binding, events, state, lists and their diff, async work. It depends on no
    /// package, so that an app links nothing it does not use.
    .target(
      name: "MVVMKit",
      swiftSettings: strictSettings
    ),
    /// What an inspector shows of a running app: its view models as text and their events (over
    /// swift-custom-dump), every request, and faults put on them.
    .target(
      name: "MVVMKitInspection",
      dependencies: [
        "MVVMKit", "MVVMKitNetworking",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "MVVMKitNetworking",
      dependencies: [
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "MVVMKitStorage",
      dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "MVVMKitTesting",
      dependencies: [
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitInspection",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Cocktails",
      dependencies: [
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitStorage",
        .product(name: "Algorithms", package: "swift-algorithms"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      resources: [.process("Resources")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "ExchangeRates",
      dependencies: [
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitStorage",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      resources: [.process("Resources")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Meditation",
      dependencies: [
        "MVVMKit", "MVVMKitNetworking", "MVVMKitStorage",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      resources: [.process("Resources")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Nearby",
      dependencies: ["MVVMKit", "MVVMKitNetworking"],
      resources: [.process("Resources")],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Gallery",
      dependencies: ["MVVMKit", "MVVMKitNetworking"],
      resources: [
        .copy("Resources/photos"), .process("Resources/openverse-sample.json"),
      ],
      swiftSettings: strictSettings
    ),
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
      dependencies: ["CImageCodecs", "TerminalUI", "MVVMKitNetworking"],
      swiftSettings: strictSettings
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
        "Meditation",
        .target(name: "CALSA", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "TerminalUI",
      dependencies: [
        "MVVMKit", .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "DequeModule", package: "swift-collections"),
      ],
      swiftSettings: strictSettings
    ),
    /// The web view toolkit: HTML escaped by construction, pages bound to their view models with
    /// `observe`, and the server that sends each re-rendered region over a tab's WebSocket.
    .target(
      name: "WebUI",
      dependencies: [
        "MVVMKit",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        .product(name: "HummingbirdWSCompression", package: "hummingbird-websocket"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
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
        "MVVMKit", "MVVMKitNetworking", "Cocktails", "ExchangeRates", "Meditation", "Nearby",
        "Gallery", "ImageDecoding", "TerminalUI",
      ],
      swiftSettings: strictSettings
    ),
    /// The apps' web pages: per app, the page of each screen of its flow, over the same view
    /// models. It imports no TerminalUI and makes no view model.
    .target(
      name: "ShowcaseWeb",
      dependencies: [
        "MVVMKit", "MVVMKitNetworking", "Cocktails", "ExchangeRates", "Meditation", "Nearby",
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
        "MVVMKit",
        "MVVMKitInspection",
        "MVVMKitNetworking",
        "Cocktails",
        "ExchangeRates",
        "Meditation",
        "MVVMKitStorage",
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
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      swiftSettings: strictSettings
    ),
    /// The `showcase` executable: `showcaseMain()` of the Showcase library.
    .executableTarget(
      name: "ShowcaseTool",
      dependencies: ["Showcase", "CImageCodecs"],
      swiftSettings: strictSettings
    ),
    /// Starts real HTTP servers on 127.0.0.1 for the live-client tests; not a product.
    .target(
      name: "LocalHTTPServer",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "Logging", package: "swift-log"),
      ],
      path: "Tests/LocalHTTPServer",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MVVMKitTests",
      dependencies: [
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MVVMKitInspectionTests",
      dependencies: [
        "MVVMKitInspection", "MVVMKit", "MVVMKitNetworking", "MVVMKitTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MVVMKitNetworkingTests",
      dependencies: [
        "MVVMKitNetworking", "MVVMKit", "MVVMKitTesting", "LocalHTTPServer",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strictSettings
    ),
    /// The screen the "Adding a screen" article adds, its snippet compiled as it is, walked in
    /// both views.
    .testTarget(
      name: "AddingAScreenTests",
      dependencies: [
        "MVVMKit", "MVVMKitTesting", "TerminalUI", "WebUI",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "WebUITests",
      dependencies: [
        "MVVMKitTesting",
        "WebUI", "MVVMKit", "LocalHTTPServer",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MVVMKitStorageTests",
      dependencies: [
        "MVVMKitTesting", "MVVMKitStorage", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MVVMKitTestingTests",
      dependencies: [
        "MVVMKitTesting", "MVVMKit", "MVVMKitNetworking", "MVVMKitInspection",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CocktailsTests",
      dependencies: [
        "Cocktails",
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitTesting",
        "LocalHTTPServer",
        "MVVMKitStorage",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ExchangeRatesTests",
      dependencies: [
        "ExchangeRates",
        .product(name: "GRDB", package: "GRDB.swift"),
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitTesting",
        "LocalHTTPServer",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MeditationTests",
      dependencies: [
        "Meditation",
        "MVVMKitStorage",
        .product(name: "GRDB", package: "GRDB.swift"),
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitTesting",
        "LocalHTTPServer",
        .product(name: "Clocks", package: "swift-clocks"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "GalleryTests",
      dependencies: [
        "Gallery",
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitTesting",
        "LocalHTTPServer",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "NearbyTests",
      dependencies: [
        "Nearby",
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitTesting",
        "LocalHTTPServer",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Hummingbird", package: "hummingbird"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ImageDecodingTests",
      dependencies: [
        "ImageDecoding", "Gallery", "MVVMKit", "MVVMKitNetworking", "MVVMKitTesting", "TerminalUI",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      resources: [.copy("Crafted")],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "MeditationSoundTests",
      dependencies: [
        "MVVMKitTesting",
        "MeditationSound", "Meditation",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "MVVMKitTesting",
        "TerminalUI", "MVVMKit", .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "PropertyBased", package: "swift-property-based"),
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
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitStorage",
        "MVVMKitTesting",
        "TerminalUI",
        "LocalHTTPServer",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Hummingbird", package: "hummingbird"),
        "WebUI",
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Logging", package: "swift-log"),
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

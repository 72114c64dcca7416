// swift-tools-version: 6.1
import PackageDescription

/// Benchmarks for MVVMKit, kept out of the main package so `swift test` never builds them.
/// Run with `swift package benchmark` from this folder.
let package = Package(
  name: "MVVMKitBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    // Named, so the products below resolve whatever the checkout folder is called.
    .package(name: "MVVMKit", path: ".."),
    // The showcase's apps and views (its own package), for the benchmarks that draw them.
    .package(name: "MVVMKitShowcase", path: "../Showcase"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
    .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.0.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.65.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0"),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    /// The lists the diff benchmarks compare, made from a seeded generator.
    .target(
      name: "DiffWorkloads",
      dependencies: [.product(name: "MVVMKit", package: "MVVMKit")]
    ),
    .executableTarget(
      name: "ListDiff",
      dependencies: [
        "DiffWorkloads",
        .product(name: "MVVMKit", package: "MVVMKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ListDiff",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    /// Instructions per diff, counted by valgrind's callgrind.
    .executableTarget(
      name: "DiffInstructions",
      dependencies: ["DiffWorkloads", .product(name: "MVVMKit", package: "MVVMKit")]
    ),
    .executableTarget(
      name: "ObserveCost",
      dependencies: [.product(name: "MVVMKit", package: "MVVMKit")]
    ),
    .executableTarget(
      name: "ImageCost",
      dependencies: [
        .product(name: "ImageDecoding", package: "MVVMKitShowcase"),
        .product(name: "TerminalUI", package: "MVVMKitShowcase"),
      ],
      resources: [.copy("ihc.png")]
    ),
    /// Each app's `--once`, start to exit, against `showcase --help`.
    .executableTarget(name: "StartCost", dependencies: ["WebServerProcess"]),
    .executableTarget(
      name: "KeyCost",
      dependencies: [
        .product(name: "Hummingbird", package: "hummingbird"),
        "WebServerProcess",
        .product(name: "CompressNIO", package: "compress-nio"),
        .product(name: "NIOCore", package: "swift-nio"),
      ],
      resources: [.copy("drink-thumbnail.jpg")]
    ),
    .executableTarget(
      name: "RenderCost",
      dependencies: [
        .product(name: "Cocktails", package: "MVVMKitShowcase"),
        .product(name: "ImageDecoding", package: "MVVMKitShowcase"),
        .product(name: "MVVMKitNetworking", package: "MVVMKit"),
        .product(name: "ShowcaseTerminal", package: "MVVMKitShowcase"),
        .product(name: "TerminalUI", package: "MVVMKitShowcase"),
      ]
    ),
    /// A 30-minute recording played through the Meditation app's player: peak memory.
    .executableTarget(
      name: "RecordingCost",
      dependencies: [
        .product(name: "Meditation", package: "MVVMKitShowcase"),
        .product(name: "MeditationSound", package: "MVVMKitShowcase"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ]
    ),
    /// A hit in the HTTP cache's file: time and bytes written.
    .executableTarget(
      name: "CacheCost",
      dependencies: [
        .product(name: "MVVMKitNetworking", package: "MVVMKit"),
        .product(name: "MVVMKitStorage", package: "MVVMKit"),
      ]
    ),
    /// `showcase web` started for a benchmark, on a free port.
    .target(name: "WebServerProcess"),
    /// The web server's memory over 1,000 tabs opened and closed.
    .executableTarget(
      name: "WebSessionCycles",
      dependencies: [
        "WebServerProcess",
        .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
      ]
    ),
  ]
)

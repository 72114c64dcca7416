// swift-tools-version: 6.1
import PackageDescription

/// Swift 6 language mode is the default for tools 6.x; these keep every target of ours strict.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The toolkit: five libraries, and nothing else. The reference apps, their two views, the
/// `showcase` command and every test are the package in `Showcase/`, so that an app that depends
/// on this one resolves none of theirs.
///
/// SwiftPM resolves the packages that any product of a dependency needs, whichever products the
/// app uses; only a dependency that a trait guards is left out when the trait is off. So each
/// library that needs another package has a trait of its own, and an app names the traits of the
/// libraries it uses (`traits: []` for `MVVMKit` alone, which needs no other package). The default
/// traits are all of them: a package line without `traits:` gets every library.
let package = Package(
  name: "MVVMKit",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "MVVMKit", targets: ["MVVMKit"]),
    .library(name: "MVVMKitNetworking", targets: ["MVVMKitNetworking"]),
    .library(name: "MVVMKitInspection", targets: ["MVVMKitInspection"]),
    .library(name: "MVVMKitStorage", targets: ["MVVMKitStorage"]),
    .library(name: "MVVMKitTesting", targets: ["MVVMKitTesting"]),
  ],
  traits: [
    .trait(
      name: "Networking",
      description: "MVVMKitNetworking: swift-collections and swift-concurrency-extras."
    ),
    .trait(
      name: "Inspection",
      description: "MVVMKitInspection: swift-custom-dump, and Networking.",
      enabledTraits: ["Networking"]
    ),
    .trait(
      name: "Storage",
      description: "MVVMKitStorage: GRDB, and Networking (whose answers it keeps).",
      enabledTraits: ["Networking"]
    ),
    .trait(
      name: "Testing",
      description: "MVVMKitTesting: swift-clocks, and Inspection.",
      enabledTraits: ["Inspection"]
    ),
    .default(enabledTraits: ["Networking", "Inspection", "Storage", "Testing"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
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
        .product(
          name: "CustomDump", package: "swift-custom-dump",
          condition: .when(traits: ["Inspection"])
        ),
        .product(
          name: "ConcurrencyExtras", package: "swift-concurrency-extras",
          condition: .when(traits: ["Inspection"])
        ),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "MVVMKitNetworking",
      dependencies: [
        .product(
          name: "OrderedCollections", package: "swift-collections",
          condition: .when(traits: ["Networking"])
        ),
        .product(
          name: "ConcurrencyExtras", package: "swift-concurrency-extras",
          condition: .when(traits: ["Networking"])
        ),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "MVVMKitStorage",
      dependencies: [
        "MVVMKitNetworking",
        .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["Storage"])),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "MVVMKitTesting",
      dependencies: [
        "MVVMKit",
        "MVVMKitNetworking",
        "MVVMKitInspection",
        .product(name: "Clocks", package: "swift-clocks", condition: .when(traits: ["Testing"])),
      ],
      swiftSettings: strictSettings
    ),
  ]
)

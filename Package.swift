// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SPBlocks",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "SPTheme", targets: ["SPTheme"]),
    .library(name: "BlockSpec", targets: ["BlockSpec"]),
    .library(name: "BlockSpecTesting", targets: ["BlockSpecTesting"]),
    .executable(name: "spec-compile", targets: ["spec-compile"]),
    .executable(name: "spec-bench", targets: ["spec-bench"]),
  ],
  targets: [
    // The one JSON reader (strict, with line, column and JSON path in every error) and the
    // spelling of strings and numbers, for every document: themes, token files, blocks' documents.
    .target(name: "JSONDocuments"),
    // The theme as data: tokens, Dynamic Type, motion, contrast, theme files.
    .target(name: "SPTheme", dependencies: ["JSONDocuments"]),
    // The blocks (Blocks/<Block>/) over a shared layer: from (document, theme, environment,
    // state) to a layout tree.
    .target(name: "BlockSpec", dependencies: ["SPTheme", "JSONDocuments"]),
    // Snapshot assertions for layout trees, for renderer authors and our own goldens.
    .target(name: "BlockSpecTesting", dependencies: ["BlockSpec", "SPTheme"]),
    // The command's argument parsing and I/O, as a library so it can be tested in-process.
    .target(name: "SpecCompileKit", dependencies: ["BlockSpec", "SPTheme", "JSONDocuments"]),
    .executableTarget(name: "spec-compile", dependencies: ["SpecCompileKit"]),
    .executableTarget(name: "spec-bench", dependencies: ["BlockSpec", "SPTheme", "SpecCompileKit"]),
    // The tests' one-value spelling of an environment and the overview's state, shared by the
    // test targets that compile overviews.
    .target(
      name: "OverviewTestSupport", dependencies: ["BlockSpec", "SPTheme"], path: "Tests/OverviewTestSupport"),
    .testTarget(name: "JSONDocumentsTests", dependencies: ["JSONDocuments"]),
    .testTarget(name: "SPThemeTests", dependencies: ["SPTheme", "JSONDocuments"]),
    .testTarget(
      name: "BlockSpecTests",
      dependencies: ["BlockSpec", "SPTheme", "BlockSpecTesting", "JSONDocuments", "OverviewTestSupport"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "BlockSpecTestingTests", dependencies: ["BlockSpecTesting", "BlockSpec"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "SpecCompileTests",
      dependencies: [
        "SpecCompileKit", "BlockSpec", "SPTheme", "JSONDocuments", "OverviewTestSupport", "spec-compile",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1

import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "swift-composable",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
    .tvOS(.v17),
    .watchOS(.v10),
  ],
  products: [
    .library(name: "Composable", targets: ["Composable"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
    .library(name: "ComposableCoordinators", targets: ["ComposableCoordinators"]),
    .library(name: "ComposableTerminal", targets: ["ComposableTerminal"]),
    .executable(name: "demo", targets: ["demo"]),
    .executable(name: "composable-benchmarks", targets: ["composable-benchmarks"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.0.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.6"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.0"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.0"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.0"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
  ],
  targets: [
    .macro(
      name: "ComposableMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),
    // Thread-local storage Swift has no way to declare: the reserve of identity revisions and
    // the scope stack, both reached at every level of a feature tree on every action.
    .target(name: "ComposableThreadLocals"),
    .target(
      name: "Composable",
      dependencies: [
        "ComposableMacros",
        "ComposableThreadLocals",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        // Combine's API where Combine is missing: publisher effects and store publishers.
        .product(
          name: "OpenCombineShim", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android])
        ),
      ]
    ),
    .target(
      name: "ComposableTesting",
      dependencies: [
        "Composable",
        // Its SPI tells `XCTModify` whether the test store is exhaustive.
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "ComposableCoordinators",
      dependencies: ["Composable"]
    ),
    .target(
      name: "ComposableTerminal",
      dependencies: ["Composable", "ComposableCoordinators"]
    ),
    .target(
      name: "DemoFeatures",
      dependencies: ["Composable", "ComposableCoordinators", "ComposableTerminal"]
    ),
    .executableTarget(
      name: "demo",
      dependencies: ["DemoFeatures", "ComposableTerminal"]
    ),
    .executableTarget(
      name: "composable-benchmarks",
      dependencies: [
        "Composable", "ComposableTesting", "ComposableCoordinators", "ComposableTerminal",
      ]
    ),
    // A test fixture: enters raw mode and crashes as told; the terminal tests run it in a
    // pseudo-terminal and check that the terminal is restored.
    .executableTarget(
      name: "terminal-crash-probe",
      dependencies: ["ComposableTerminal"],
      path: "Tests/TerminalCrashProbe"
    ),
    .target(
      name: "TestHelpers",
      dependencies: ["Composable", "ComposableTesting"],
      path: "Tests/TestHelpers"
    ),
    .target(
      name: "TerminalTestHelpers",
      dependencies: ["ComposableTerminal", "TestHelpers"],
      path: "Tests/TerminalTestHelpers"
    ),
    .testTarget(
      name: "ComposableTests",
      dependencies: [
        "Composable", "ComposableTesting", "TestHelpers",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ComposableMacrosTests",
      dependencies: [
        "ComposableMacros",
        .product(name: "MacroTesting", package: "swift-macro-testing"),
      ]
    ),
    .testTarget(
      name: "ComposableTestingTests",
      dependencies: ["Composable", "ComposableTesting", "TestHelpers"]
    ),
    .testTarget(
      name: "ComposableCoordinatorsTests",
      dependencies: [
        "ComposableCoordinators",
        "ComposableTesting",
        "TestHelpers",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "ComposableTerminalTests",
      dependencies: [
        "ComposableTerminal", "ComposableTesting", "TerminalTestHelpers", "TestHelpers",
      ]
    ),
    .testTarget(
      name: "DemoFeaturesTests",
      dependencies: [
        "DemoFeatures", "ComposableTerminal", "ComposableTesting", "TerminalTestHelpers",
        "TestHelpers",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Off Apple platforms, swift-dependencies resets its caches (and `prepareDependencies`) before each
// XCTest test case through an observer in a dynamic library that it loads by name: linking the
// library into `ComposableTesting` builds it next to the test bundle, as TCA's users get under Xcode
// without it. The product exists only where swift-dependencies declares it.
#if !os(macOS) && !os(WASI)
  for target in package.targets where target.name == "ComposableTesting" {
    target.dependencies.append(
      .product(name: "DependenciesTestObserver", package: "swift-dependencies")
    )
  }
#endif

// Features compiled the way app targets made by Xcode 26 are: with default main-actor isolation
// (SE-0466), where every declaration not marked `nonisolated` belongs to the main actor, so that
// what the macros generate is checked there. `unsafeFlags` only reach this package's own builds:
// SwiftPM refuses them in the targets of a dependency's products, and test targets are in none.
// Swift 6.2's `.defaultIsolation(MainActor.self)` would need swift-tools-version 6.2, which
// Swift 6.1 toolchains (Xcode 16.3 and 16.4) cannot read.
#if compiler(>=6.2)
  package.targets.append(
    .testTarget(
      name: "DefaultIsolationTests",
      dependencies: ["Composable", "ComposableTesting"],
      swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]
    )
  )
#endif

// libFuzzer targets (Fuzz/), built only by Scripts/fuzz, in a folder of its own: it sets
// COMPOSABLE_FUZZ to the toolchain's libFuzzer without its `main` (libclang_rt.fuzzer_no_main),
// so `swift build` and `swift test` never see them. Only the code under test is instrumented;
// `--sanitize=fuzzer` would reach the macro plugins too, whose own `main` then fails to link.
if let libFuzzer = Context.environment["COMPOSABLE_FUZZ"] {
  let instrumented: Set = [
    "Composable", "ComposableCoordinators", "ComposableTerminal", "DemoFeatures",
  ]
  for target in package.targets where instrumented.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer"])]
  }
  let linkLibFuzzer = LinkerSetting.unsafeFlags(
    [
      "-Xlinker", "--whole-archive", "-Xlinker", libFuzzer, "-Xlinker", "--no-whole-archive",
      "-lstdc++",
    ])
  package.targets += [
    .target(name: "FuzzDriver", path: "Fuzz/Driver"),
    .executableTarget(
      name: "fuzz-deep-link", dependencies: ["DemoFeatures", "FuzzDriver"], path: "Fuzz/DeepLink",
      linkerSettings: [linkLibFuzzer]),
    .executableTarget(
      name: "fuzz-key-decoder", dependencies: ["ComposableTerminal", "FuzzDriver"],
      path: "Fuzz/KeyDecoder", linkerSettings: [linkLibFuzzer]),
  ]
}

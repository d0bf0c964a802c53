// swift-tools-version: 6.1
import PackageDescription

// OpenUIScene: UIKit's scene-based application lifecycle on Linux.
// See README.md for the quick start and docs/ for the design and the parity table.

var products: [Product] = [
    .library(name: "OpenUIScene", targets: ["OpenUIScene"]),
    .library(name: "OpenUISceneTesting", targets: ["OpenUISceneTesting"]),
    .executable(name: "scenectl", targets: ["scenectl"]),
]

var targets: [Target] = [
    // Info.plist scene manifest: loading, model, lint. Foundation only, no main-actor state,
    // so that both the engine and `scenectl` use it.
    .target(
        name: "OpenUISceneManifest",
        path: "Sources/OpenUISceneManifest"
    ),
    // UIKit's names the engine's run-time checks and the tools share: the app-delegate methods UIKit
    // stops calling under scenes and what replaces each. No dependencies.
    .target(
        name: "UIKitVocabulary",
        path: "Sources/UIKitVocabulary"
    ),
    // The persisted session store (records, on-disk format). Foundation only.
    .target(
        name: "OpenUISceneStore",
        path: "Sources/OpenUISceneStore"
    ),
    // Where a window host library announces itself before `main`, in plain C.
    .target(
        name: "OpenUISceneHostHook",
        path: "Sources/OpenUISceneHostHook"
    ),
    // The app-side API (UIKit names) and the engine (the system side).
    .target(
        name: "OpenUIScene",
        dependencies: [
            "OpenUISceneHostHook",
            "UIKitVocabulary",
            "OpenUISceneManifest",
            "OpenUISceneStore",
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Sources/OpenUIScene"
    ),
    // The headless host as a public simulated device.
    .target(
        name: "OpenUISceneTesting",
        dependencies: ["OpenUIScene"],
        path: "Sources/OpenUISceneTesting"
    ),
    .executableTarget(
        name: "LifecycleBenchmarks",
        dependencies: ["OpenUISceneTesting", "OpenUIScene"],
        path: "Benchmarks/LifecycleBenchmarks"
    ),
    .testTarget(
        name: "OpenUISceneTests",
        dependencies: ["OpenUIScene", "OpenUISceneTesting", "TestSupport"],
        path: "Tests/OpenUISceneTests"
    ),
    .executableTarget(
        name: "ManifestBenchmarks",
        dependencies: ["OpenUISceneManifest"],
        path: "Benchmarks/ManifestBenchmarks"
    ),
    .testTarget(
        name: "ScenectlTests",
        dependencies: ["scenectl", "ScenePort", "SceneToolsCore", "OpenUISceneManifest", "OpenUISceneTesting", "TestSupport"],
        path: "Tests/ScenectlTests"
    ),
    .testTarget(
        name: "OpenUISceneManifestTests",
        dependencies: ["OpenUISceneManifest", "TestSupport"],
        path: "Tests/OpenUISceneManifestTests"
    ),
]

// MARK: - The tools' floor: what scenectl doctor, migrate and port share
// Foundation and swift-syntax only (and the manifest model), so that it builds and runs on macOS.
targets += [
    .target(
        name: "SceneToolsCore",
        dependencies: [
            "OpenUISceneManifest",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ],
        path: "Sources/SceneToolsCore"
    ),
    // `scenectl port`: what an iOS app's scene code needs to run on Linux (swift-syntax).
    .target(
        name: "ScenePort",
        dependencies: [
            "OpenUISceneManifest",
            "SceneToolsCore",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ],
        path: "Sources/ScenePort"
    ),
]

// MARK: - scenectl migrate: app-delegate life cycle to scenes
// Foundation and swift-syntax (SwiftSyntax, SwiftParser) only, so that it builds and runs on
// macOS (docs/MIGRATING.md).
targets += [
    .target(
        name: "SceneMigrate",
        dependencies: [
            "OpenUISceneManifest",
            "SceneToolsCore",
            "UIKitVocabulary",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ],
        path: "Sources/SceneMigrate"
    ),
    // What the tests share: the child-process runner with a deadline, the scenectl locator, the
    // seeded random number generator.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
        name: "SceneMigrateTests",
        dependencies: ["SceneMigrate", "SceneDoctor", "scenectl", "TestSupport"],
        path: "Tests/SceneMigrateTests",
        exclude: ["Fixtures"]
    ),
]
#if os(Linux)
// The example legacy app (app-delegate life cycle) and its migration by `scenectl migrate`,
// checked in (LegacyAppMigrationTests proves the tool produces exactly it, and runs both on the
// simulated device; GTKHostTests.LegacyAppOnGTK runs both in GTK windows). Both link the GTK
// host: `swift run LegacyAppMigrated --info-plist=Tests/SceneMigrateTests/Fixtures/LegacyAppMigrated/Info.plist`.
targets += [
    .executableTarget(
        name: "LegacyApp",
        dependencies: ["UIKit", "UserNotifications", "OpenUISceneGTK"],
        path: "Examples/LegacyApp",
        exclude: ["Info.plist", "Main.storyboard"]
    ),
    .executableTarget(
        name: "LegacyAppMigrated",
        dependencies: ["UIKit", "UserNotifications", "OpenUISceneGTK"],
        path: "Tests/SceneMigrateTests/Fixtures/LegacyAppMigrated",
        exclude: ["Info.plist", "Main.storyboard"]
    ),
    .testTarget(
        name: "LegacyAppMigrationTests",
        dependencies: ["LegacyApp", "LegacyAppMigrated", "OpenUISceneTesting", "UserNotifications", "SceneMigrate"],
        path: "Tests/LegacyAppMigrationTests"
    ),
]
#endif
// MARK: - scenectl doctor: static scene-lifecycle checks
// Foundation, swift-syntax and the manifest model only, so that it builds and runs on macOS
// (docs/DOCTOR.md).
products.append(.plugin(name: "SceneDoctorPlugin", targets: ["SceneDoctorPlugin"]))
targets += [
    .target(
        name: "SceneDoctor",
        dependencies: [
            "OpenUISceneManifest",
            "SceneToolsCore",
            "UIKitVocabulary",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ],
        path: "Sources/SceneDoctor"
    ),
    .testTarget(
        name: "SceneDoctorTests",
        // OpenUIScene: the run-time checks' rule ids are checked against the doctor's.
        dependencies: ["SceneDoctor", "scenectl", "OpenUIScene", "TestSupport"],
        path: "Tests/SceneDoctorTests"
    ),
    .executableTarget(
        name: "DoctorBenchmarks",
        dependencies: ["SceneDoctor", "SceneToolsCore", .product(name: "SwiftParser", package: "swift-syntax")],
        path: "Benchmarks/DoctorBenchmarks"
    ),
    // `swift package scene-doctor`: runs `scenectl doctor` on the package's source targets.
    .plugin(
        name: "SceneDoctorPlugin",
        capability: .command(
            intent: .custom(verb: "scene-doctor", description: "Check the package's scene-lifecycle code with scenectl doctor."),
            permissions: []
        ),
        dependencies: ["scenectl"],
        path: "Plugins/SceneDoctorPlugin"
    ),
]


// MARK: - scenectl: the command line over the manifest, the store and the tools
targets += [
    .executableTarget(
        name: "scenectl",
        dependencies: [
            "OpenUISceneManifest",
            "OpenUISceneStore",
            "SceneToolsCore",
            "ScenePort",
            "SceneDoctor",
            "SceneMigrate",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Sources/scenectl"
    ),
]

// MARK: - Session store
targets += [
    .testTarget(
        name: "OpenUISceneStoreTests",
        dependencies: ["OpenUISceneStore", "OpenUIScene", "OpenUISceneTesting", "store-crash-writer", "TestSupport"],
        path: "Tests/OpenUISceneStoreTests"
    ),
    // A child process for the crash-safety test: writes sessions in a loop until it is killed.
    .executableTarget(
        name: "store-crash-writer",
        dependencies: ["OpenUISceneStore"],
        path: "Tests/Fixtures/StoreCrashWriter"
    ),
    .executableTarget(
        name: "StoreBenchmarks",
        dependencies: ["OpenUISceneStore", "OpenUIScene", "OpenUISceneTesting"],
        path: "Benchmarks/StoreBenchmarks"
    ),
]

// MARK: - GTK 4 host
#if os(Linux)
products.append(.library(name: "OpenUISceneGTK", targets: ["OpenUISceneGTK"]))
targets += [
    .systemLibrary(
        name: "CGtk",
        path: "Sources/CGtk",
        pkgConfig: "gtk4",
        providers: [.apt(["libgtk-4-dev"])]
    ),
    // A C constructor that installs the GTK host before `main` (opt-in by linking, docs/GTK.md).
    .target(
        name: "OpenUISceneGTKLoader",
        dependencies: ["OpenUISceneHostHook"],
        path: "Sources/OpenUISceneGTKLoader"
    ),
    .target(
        name: "OpenUISceneGTK",
        dependencies: ["OpenUIScene", "OpenUISceneManifest", "OpenUISceneStore", "CGtk", "OpenUISceneGTKLoader"],
        path: "Sources/OpenUISceneGTK"
    ),
    // Xvfb, openbox and a session bus started and stopped by pid: shared by the GTK tests, the
    // Notes tour and the GTK benchmark (not a product).
    .target(
        name: "VirtualDisplay",
        path: "Sources/VirtualDisplay"
    ),
    // An unchanged UIKit-style app linking the GTK host: the GTK tests run it as a child process.
    .executableTarget(
        name: "fixture-gtk-app",
        dependencies: ["UIKit", "OpenUISceneGTK", "OpenUIScene", "UserNotifications"],
        path: "Tests/GTKFixtures/GTKApp",
        exclude: ["Info.plist", "Legacy-Info.plist"]
    ),
    // The GTK benchmark: a C + GTK 4 baseline, the same windows from a Swift executable with
    // Foundation and no host (the floor), the same windows from a UIKit-style app, and the
    // runner that measures them in one run (Benchmarks/GTKBenchmarks/Runner/main.swift).
    .target(
        name: "GTKBenchWindows",
        dependencies: ["CGtk"],
        path: "Benchmarks/GTKBenchmarks/Windows"
    ),
    .executableTarget(
        name: "gtk-bench-c",
        dependencies: ["GTKBenchWindows"],
        path: "Benchmarks/GTKBenchmarks/CBaseline"
    ),
    .executableTarget(
        name: "gtk-bench-floor",
        dependencies: ["GTKBenchWindows"],
        path: "Benchmarks/GTKBenchmarks/Floor"
    ),
    .executableTarget(
        name: "gtk-bench-app",
        dependencies: ["UIKit", "OpenUISceneGTK"],
        path: "Benchmarks/GTKBenchmarks/SwiftApp",
        exclude: ["Info.plist"]
    ),
    .executableTarget(
        name: "GTKBenchmarks",
        dependencies: ["VirtualDisplay"],
        path: "Benchmarks/GTKBenchmarks/Runner"
    ),
    .testTarget(
        name: "OpenUISceneGTKTests",
        dependencies: ["OpenUISceneGTK", "OpenUIScene", "OpenUISceneTesting", "VirtualDisplay", "fixture-gtk-app", "fault-injection", "fixture-main-attribute", "LifecycleScenarios", "LegacyApp", "LegacyAppMigrated", "TestSupport"],
        path: "Tests/OpenUISceneGTKTests"
    ),
    // The lifecycle scenarios every host plays (not a product): their window-manager model,
    // the simulated device's player and the recorded traces.
    .target(
        name: "LifecycleScenarios",
        dependencies: ["OpenUIScene", "OpenUISceneTesting"],
        path: "Tests/LifecycleScenarios",
        exclude: ["Traces"]
    ),
    // The same scenarios headless, in every `swift test` (no display needed).
    .testTarget(
        name: "LifecycleScenarioTests",
        dependencies: ["LifecycleScenarios", "fixture-gtk-app"],
        path: "Tests/LifecycleScenarioTests"
    ),
    // SIGKILLs a real app at random moments and counts lost windows, orphan sessions and
    // damaged files (scripts/fault-injection; docs/RELIABILITY.md).
    .executableTarget(
        name: "fault-injection",
        dependencies: ["VirtualDisplay"],
        path: "Sources/FaultInjection"
    ),
]
#endif

// MARK: - The Notes demo app
#if os(Linux)
products.append(.executable(name: "notes", targets: ["Notes"]))
targets += [
    // The notes live in SQLite through GRDB (its GRDBSQLite module links Debian's libsqlite3).
    .executableTarget(
        name: "Notes",
        dependencies: ["UIKit", "UserNotifications", "OpenUISceneGTK", "VirtualDisplay", .product(name: "GRDB", package: "GRDB.swift")],
        path: "Examples/Notes",
        resources: [.copy("Resources")]
    ),
    .testTarget(
        name: "NotesTests",
        dependencies: ["Notes", "OpenUISceneTesting", "UserNotifications", "TestSupport"],
        path: "Tests/NotesTests"
    ),
    // Drives the built `notes` binary (its `--tour`) on a virtual display; "scenectl" is only
    // here so that it is built beside `notes` (the tour draws its timeline with it).
    .testTarget(
        name: "NotesBlackBoxTests",
        dependencies: ["Notes", "scenectl", "VirtualDisplay", "TestSupport"],
        path: "Tests/NotesBlackBoxTests"
    ),
]
#endif

// Apple's UserNotifications on Linux (like the UIKit shim): the public face of the engine's
// notification rules (SceneEngine+Notifications.swift), as BackgroundTasks is of its scheduled
// tasks; it also gives `connectionOptions.notificationResponse` (docs/PARITY.md).
#if os(Linux)
products.append(.library(name: "UserNotifications", targets: ["UserNotifications"]))
targets.append(.target(name: "UserNotifications", dependencies: ["OpenUIScene"], path: "Sources/UserNotifications"))
#endif

// `import UIKit` must keep meaning Apple's UIKit on Apple platforms: the shim exists on Linux only,
// and so do the targets that import it (examples, fixture apps, source-compatibility tests). On a
// Mac the package still resolves and builds the engine, the store, the manifest tools and their
// tests (`swift build`, `swift test`), so contributors can work on the platform-neutral parts.
#if os(Linux)
products.append(.executable(name: "hello-scenes", targets: ["HelloScenes"]))
targets += [
    .executableTarget(
        name: "HelloScenes",
        dependencies: ["OpenUISceneTesting", "UIKit"],
        path: "Examples/HelloScenes"
    ),
    .testTarget(
        name: "UIKitCompatibilityTests",
        dependencies: ["UIKit", "OpenUISceneTesting", "UserNotifications"],
        path: "Tests/UIKitCompatibilityTests"
    ),
    // Fixture apps for the entry-point tests: `@main` and `UIApplicationMain`, run as processes.
    .executableTarget(
        name: "fixture-main-attribute",
        dependencies: ["UIKit"],
        path: "Tests/Fixtures/MainAttributeApp"
    ),
    .executableTarget(
        name: "fixture-uiapplicationmain",
        dependencies: ["UIKit"],
        path: "Tests/Fixtures/UIApplicationMainApp"
    ),
    .testTarget(
        name: "EntryPointTests",
        dependencies: ["OpenUIScene", "fixture-main-attribute", "fixture-uiapplicationmain", "TestSupport"],
        path: "Tests/EntryPointTests"
    ),
]
products.append(.library(name: "UIKit", targets: ["UIKit"]))
targets.append(
    .target(
        name: "UIKit",
        dependencies: ["OpenUIScene", "_Testing_UIKit", "UniformTypeIdentifiers"],
        path: "Sources/UIKit"
    )
)
// Satisfies Swift Testing's cross-import overlay lookup for `UIKit` (see the file's comment).
targets.append(.target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"))
#endif

// MARK: - Frameworks beside UIKit, and client code in both language modes
// `import Combine` (OpenCombine), `import OSLog` (Logger and os_log through swift-log): what delegate
// files import beside UIKit (docs/PARITY.md "Frameworks"). Linux only, like the shim. `import os`
// has its own section below.
#if os(Linux)
products += [
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "OSLog", targets: ["OSLog"]),
    .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
]
targets += [
    .target(
        name: "Combine",
        dependencies: [
            .product(name: "OpenCombine", package: "OpenCombine"),
            .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            // With the GRDBPublishers trait GRDB is always built before Combine: see Sources/Combine/GRDBPublishers.swift.
            .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["GRDBPublishers"])),
        ],
        path: "Sources/Combine"
    ),
    .target(name: "OSLog", dependencies: [.product(name: "Logging", package: "swift-log")], path: "Sources/OSLog"),
    // BGTaskScheduler: the public face of the engine's scheduled-task rules.
    .target(name: "BackgroundTasks", dependencies: ["OpenUIScene"], path: "Sources/BackgroundTasks"),
    // UTType: the system's types, the app's declarations, dynamic types through shared-mime-info.
    .target(name: "UniformTypeIdentifiers", path: "Sources/UniformTypeIdentifiers"),
    .testTarget(
        name: "FrameworkTests",
        dependencies: ["Combine", "OSLog", "os", "BackgroundTasks", "UniformTypeIdentifiers", "UserNotifications", "UIKit", "OpenUISceneTesting", .product(name: "Logging", package: "swift-log"), .product(name: "GRDB", package: "GRDB.swift")],
        path: "Tests/FrameworkTests"
    ),
    // The same delegate-shaped files compiled in Swift 6 and in Swift 5 language mode
    // (Tests/ClientShapes/README.md), run by ClientShapesTests.
    .target(name: "ClientShapesSwift6", dependencies: ["UIKit", "Combine", "OSLog", "os", "BackgroundTasks", "UniformTypeIdentifiers"], path: "Tests/ClientShapes/Swift6"),
    .target(
        name: "ClientShapesSwift5",
        dependencies: ["UIKit", "Combine", "OSLog", "os", "BackgroundTasks", "UniformTypeIdentifiers"],
        path: "Tests/ClientShapes/Swift5",
        swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
        name: "ClientShapesTests",
        dependencies: ["ClientShapesSwift5", "ClientShapesSwift6", "OpenUIScene", "OpenUISceneTesting"],
        path: "Tests/ClientShapesTests"
    ),
]
#endif

// MARK: - `import os` beside packages that test `canImport(os)`
// `import os`, `import os.log`, os_log, Logger, os_unfair_lock, OSAllocatedUnfairLock. Every target
// of a build sees every module already built, so swift-argument-parser's `#if canImport(os)` takes
// its Darwin lock when it is compiled after `os`: the lock API is glibc's mutex under Darwin's
// names, emitted into the caller, so that it builds and links either way (Sources/os/os.swift,
// scripts/check-os-module). OSSubmodules is the clang module `os` with the submodules `log`, `lock`
// and `signpost` that `import os.log` names; only targets that depend on `os` see it.
#if os(Linux)
products.append(.library(name: "os", targets: ["os"]))
targets += [
    .systemLibrary(name: "OSSubmodules", path: "Sources/OSSubmodules"),
    .target(name: "os", dependencies: ["OSLog", "OSSubmodules"], path: "Sources/os"),
]
#endif

let package = Package(
    name: "OpenUIScene",
    platforms: [.macOS(.v14)],
    products: products,
    // `import UIKit` brings FoundationNetworking (URLSession) only with the trait of that name, off
    // by default: it links libcurl and about 25 more libraries into every app
    // (docs/GTK.md "Benchmark"). An app that uses URLSession imports FoundationNetworking itself or
    // turns the trait on (Sources/UIKit/UIKit.swift, docs/PORTING.md).
    traits: [
        .trait(name: "FoundationNetworking", description: "`import UIKit` re-exports FoundationNetworking (URLSession, URLRequest, URLCache, HTTPCookieStorage), as `import UIKit` brings them on iOS. Off by default: it links libcurl and about 25 more libraries into the app (about 10 ms of start-up and 5.5 MiB). Without it, a file that uses them adds `import FoundationNetworking` under `#if canImport(FoundationNetworking)`."),
        .trait(name: "GRDBPublishers", description: "`Combine` is built after GRDB and supplies GRDB's Combine publishers (ValueObservation.publisher(in:), readPublisher, writePublisher), so that a build with GRDB and `Combine` succeeds in every build order (docs/PARITY.md \"Frameworks\"). Builds GRDB (needs libsqlite3-dev) for every app that uses `Combine`."),
        .default(enabledTraits: ["GRDBPublishers"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

// Notes' data layer, GRDB (Examples/Notes/NoteDatabase.swift, linked here) against the hand-written
// SQLite C calls it replaced (CNoteDatabase.swift, the previous NoteDatabase.swift with its types
// renamed), the same operations in one run. A package of its own so that the project's build does
// not carry the C version: `swift run -c release` here (README.md beside this file).
let package = Package(
    name: "NotesDatabaseBenchmark",
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .executableTarget(
            name: "NotesDatabaseBenchmark",
            dependencies: ["CSQLite", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Sources/NotesDatabaseBenchmark"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
// An app that uses GRDB 7's Combine publishers beside this package's UIKit and Combine
// (issue 23). scripts/check-grdb-combine builds it from a clean .build in both build orders and runs it.
import PackageDescription

let package = Package(
    name: "GRDBCombineApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "OpenUIScene", path: "../../.."),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "GRDBCombineApp",
            dependencies: [
                .product(name: "UIKit", package: "OpenUIScene"),
                .product(name: "Combine", package: "OpenUIScene"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ]
)

// swift-tools-version: 6.1
// An app with its own module named `Logging` (the name of swift-log's module, which OpenUIScene
// depends on) that depends on OpenUIScene through SwiftPM's module aliases: the recipe in
// docs/PARITY.md "Frameworks beside UIKit". scripts/check-module-alias builds and runs it.
import PackageDescription

let package = Package(
    name: "LoggingAliasApp",
    dependencies: [.package(path: "OPENUISCENE_ROOT")],
    targets: [
        .target(name: "Logging", path: "Sources/Logging"),
        .executableTarget(
            name: "AliasApp",
            dependencies: [
                "Logging",
                .product(name: "UIKit", package: "OPENUISCENE_IDENTITY", moduleAliases: ["Logging": "SwiftLogging"]),
                .product(name: "OSLog", package: "OPENUISCENE_IDENTITY", moduleAliases: ["Logging": "SwiftLogging"]),
            ],
            path: "Sources/AliasApp"
        ),
    ]
)

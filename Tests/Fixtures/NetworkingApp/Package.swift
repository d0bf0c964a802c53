// swift-tools-version: 6.1
// An app that uses URLSession, URLRequest, URLCache and HTTPCookieStorage with `import UIKit` alone,
// as iOS code does, and turns this package's `FoundationNetworking` trait on (off by default since
// issue 22). scripts/check-networking-trait builds and runs it, then builds it with the trait off
// and checks the compiler's error and `scenectl port`'s finding (docs/PORTING.md §3).
import PackageDescription

let package = Package(
    name: "NetworkingApp",
    platforms: [.macOS(.v14)],
    dependencies: [
        // `.defaults` keeps the package's default traits (GRDBPublishers) beside this one.
        .package(name: "OpenUIScene", path: "../../..", traits: [.defaults, "FoundationNetworking"]),
    ],
    targets: [
        .executableTarget(
            name: "NetworkingApp",
            dependencies: [.product(name: "UIKit", package: "OpenUIScene")]
        ),
    ]
)

// `import UIKit` on Linux: the scene lifecycle of OpenUIScene under UIKit's module name, so
// that app code written for iOS compiles unchanged.
//
// On iOS `import UIKit` brings all of Foundation. On Linux part of it lives in separate modules:
// `URLSession`, `URLCache`, `HTTPCookieStorage` and `URLRequest`'s networking in
// FoundationNetworking, the `CF…` functions (`CFAbsoluteTimeGetCurrent`…) in CoreFoundation. Both
// come with `import UIKit` here, as long as the package trait `FoundationNetworking` is on (the
// default). Its cost, measured: FoundationNetworking links libcurl and about 30 more libraries
// into every app, about 10 ms more to the first window and 6 MiB more memory (docs/PARITY.md
// "Frameworks"). An app that does not use them turns the trait off where it depends on this
// package: `.package(url: …, from: …, traits: [])`.
@_exported import Foundation
@_exported import CoreFoundation
#if FoundationNetworking
@_exported import FoundationNetworking
#endif
@_exported import OpenUIScene

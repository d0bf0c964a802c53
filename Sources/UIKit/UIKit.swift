// `import UIKit` on Linux: the scene lifecycle of OpenUIScene under UIKit's module name, so
// that app code written for iOS compiles unchanged.
//
// On iOS `import UIKit` brings all of Foundation. On Linux part of it lives in separate modules:
// `URLSession`, `URLCache`, `HTTPCookieStorage` and `URLRequest`'s networking in
// FoundationNetworking, the `CF…` functions (`CFAbsoluteTimeGetCurrent`…) in CoreFoundation. Both
// come with `import UIKit` here. The cost: FoundationNetworking links libcurl and its libraries
// into every app (about 6 ms more at process start on this machine; docs/PARITY.md "Frameworks").
// An app that needs neither can `import OpenUIScene` instead: the same UIKit API without them.
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import CoreFoundation
@_exported import OpenUIScene

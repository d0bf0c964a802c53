// `import UIKit` on Linux: the scene lifecycle of OpenUIScene under UIKit's module name, so
// that app code written for iOS compiles unchanged.
//
// On iOS `import UIKit` brings all of Foundation. On Linux part of it lives in separate modules:
// the `CF…` functions (`CFAbsoluteTimeGetCurrent`…) in CoreFoundation, which comes with
// `import UIKit` (it costs nothing: it is part of Foundation's libraries); `URLSession`,
// `URLRequest`, `URLResponse`, `URLCache`, `HTTPCookieStorage` in FoundationNetworking, which
// comes with it only when the package trait `FoundationNetworking` is on. The trait is off by
// default (issue 22): FoundationNetworking links libcurl and about 25 more libraries (OpenSSL,
// GnuTLS, Kerberos, LDAP, SSH…) into every app, which the dynamic loader maps and relocates before
// `main` whether the app uses them or not: 41 M instructions and 5.5 MiB in the GTK benchmark's
// dynamic build, 30 M in the static one, more than the first-window target allows (docs/GTK.md
// "Benchmark"). So here networking is opted into, where iOS gives it to everyone. A file that uses
// it adds, below its imports (iOS skips it: the module does not exist there):
//
//     #if canImport(FoundationNetworking)
//     import FoundationNetworking
//     #endif
//
// or the app turns the trait on where it depends on this package:
// `.package(url: …, from: …, traits: [.defaults, "FoundationNetworking"])` (`.defaults` keeps
// `GRDBPublishers`). `scenectl port` names the files that need it (`networking-import`).
@_exported import Foundation
@_exported import CoreFoundation
#if FoundationNetworking
@_exported import FoundationNetworking
#endif
@_exported import OpenUIScene

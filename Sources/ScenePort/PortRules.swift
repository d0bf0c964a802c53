import Foundation

/// What `scenectl port` knows about code that does not compile here or behaves differently: one
/// rule per construct, each with what to do and where the docs explain it. Keep it in step with
/// docs/PORTING.md and docs/PARITY.md.
package struct PortRule: Sendable {
    package enum Impact: String, Sendable, Comparable, Codable {
        /// Must change: the file does not compile here as it is (or the Info.plist is broken).
        case doesNotCompile = "must change"
        /// It compiles and runs, and does something else than on iOS.
        case behavesDifferently = "behaves differently"
        /// Worth knowing; nothing to change.
        case note

        var rank: Int { self == .doesNotCompile ? 0 : self == .behavesDifferently ? 1 : 2 }
        package static func < (a: Impact, b: Impact) -> Bool { a.rank < b.rank }
    }

    let code: String
    let impact: Impact
    /// What it matches in the syntax tree (`PortSyntaxScan`).
    let pattern: PortPattern
    let message: String
    let fix: String

    init(_ code: String, _ impact: Impact, _ pattern: PortPattern, _ message: String, fix: String) {
        self.code = code
        self.impact = impact
        self.pattern = pattern
        self.message = message
        self.fix = fix
    }
}


enum PortRules {
    /// Modules provided here (by Swift, Foundation or OpenUIScene).
    static let providedModules: Set<String> = [
        "UIKit", "Foundation", "Combine", "OSLog", "os", "UserNotifications", "BackgroundTasks", "UniformTypeIdentifiers",
        "Dispatch", "FoundationNetworking", "CoreFoundation", "Swift", "XCTest", "Testing", "Observation",
    ]

    /// Apple frameworks that do not exist on Linux, with what to do instead where there is something.
    static let missingModules: [String: String] = [
        "SwiftUI": "SwiftUI does not exist on Linux: keep SwiftUI views out of the Linux build (#if canImport(SwiftUI)).",
        "CoreGraphics": "remove the import: CGFloat, CGPoint, CGSize and CGRect come with Foundation on Linux.",
        "MobileCoreServices": "use UniformTypeIdentifiers (UTType), which is provided.",
    ]

    /// Frameworks known to be Apple-only (no replacement here).
    static let appleOnlyModules: Set<String> = [
        "CloudKit", "AVFoundation", "AVKit", "StoreKit", "WebKit", "MapKit", "CoreData", "CoreLocation", "Photos", "PhotosUI",
        "Intents", "IntentsUI", "WidgetKit", "CoreSpotlight", "CarPlay", "GameKit", "CoreMotion", "HealthKit", "ARKit",
        "SafariServices", "MessageUI", "AuthenticationServices", "LocalAuthentication", "QuartzCore", "CoreImage",
        "AppTrackingTransparency", "Network", "LinkPresentation", "QuickLook", "PencilKit", "Vision", "CoreML", "SceneKit",
        "SpriteKit", "Metal", "MetalKit", "AudioToolbox", "MediaPlayer", "Contacts", "ContactsUI", "EventKit", "EventKitUI",
        "CoreBluetooth", "CoreNFC", "CoreHaptics", "GameController", "NotificationCenter", "CoreText", "ImageIO",
        "AppKit", "Cocoa", "ObjectiveC", "Darwin", "CoreTelephony", "SystemConfiguration", "Security", "CryptoKit",
        "UserNotificationsUI", "ActivityKit", "AppIntents", "TipKit", "SwiftData", "PassKit", "CallKit", "PushKit",
    ]

    /// Foundation's networking types: in FoundationNetworking on Linux (swift-corelibs-foundation),
    /// which `import UIKit` re-exports only with the package trait `FoundationNetworking` (off by
    /// default: it links libcurl into every app, docs/GTK.md "Benchmark").
    static let networkingTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionDelegate",
        "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLSessionWebSocketDelegate",
        "URLSessionTaskMetrics", "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse",
        "URLCache", "CachedURLResponse", "HTTPCookieStorage", "HTTPCookie", "HTTPCookiePropertyKey", "URLProtocol",
        "URLProtocolClient", "URLCredential", "URLCredentialStorage", "URLAuthenticationChallenge", "URLProtectionSpace",
    ]

    /// The text of `networking-import` for a file that uses `name`, by what it imports.
    static func networkingFinding(name: String, importsUIKit: Bool) -> (message: String, fix: String) {
        let lines = "`#if canImport(FoundationNetworking)`, `import FoundationNetworking`, `#endif` below the imports (iOS skips it: no such module there)"
        if importsUIKit {
            return ("`\(name)` is in FoundationNetworking on Linux, and `import UIKit` brings it only with the package trait FoundationNetworking, off by default (it links libcurl and about 25 more libraries into the app: about 10 ms of start-up and 5.5 MiB).",
                    "Add \(lines); or enable the trait where the app depends on OpenUIScene: `.package(url: …, from: …, traits: [.defaults, \"FoundationNetworking\"])` (docs/PORTING.md §3).")
        }
        return ("`\(name)` is in FoundationNetworking on Linux, which this file does not import (`import Foundation` does not bring it there).",
                "Add \(lines) (docs/PORTING.md §3).")
    }

    static let rules: [PortRule] = [
        PortRule("networking-import", .doesNotCompile, .foundationNetworking,
                 "A networking type of FoundationNetworking, which the file does not import.",
                 fix: "Add `import FoundationNetworking` under `#if canImport(FoundationNetworking)` (docs/PORTING.md §3)."),
        PortRule("objc-selector", .doesNotCompile, .macro("selector"),
                 "`#selector` needs the Objective-C runtime, which Swift on Linux does not have.",
                 fix: "Use a closure: UIAction, NotificationCenter.addObserver(forName:object:queue:using:), Timer with a block (docs/PORTING.md §2)."),
        PortRule("objc-attribute", .doesNotCompile, .attribute("objc"),
                 "`@objc` needs the Objective-C runtime.",
                 fix: "Remove it once nothing refers to the member by selector (docs/PORTING.md §2)."),
        PortRule("kvo-observe", .doesNotCompile, .call(["observe"], first: .keyPath),
                 "Key-value observing needs the Objective-C runtime.",
                 fix: "Use @Published and a Combine sink, or a didSet that posts a notification (docs/PORTING.md §2)."),
        PortRule("swizzling", .doesNotCompile, .reference(["method_exchangeImplementations", "class_getInstanceMethod"]),
                 "Method swizzling needs the Objective-C runtime.",
                 fix: "Subclass or wrap the type instead."),
        PortRule("uiapplicationmain-attribute", .doesNotCompile, .attribute("UIApplicationMain"),
                 "`@UIApplicationMain` is an error in Swift 6 language mode (on Apple's platforms too).",
                 fix: "Write `@main` (docs/PARITY.md \"@UIApplicationMain → @main\")."),
        PortRule("swiftui-app", .doesNotCompile, .swiftUIApp,
                 "A SwiftUI app lifecycle (`@main struct …: App`): SwiftUI does not exist on Linux.",
                 fix: "Only UIKit's app delegate lifecycle runs here: an `@main class AppDelegate: UIResponder, UIApplicationDelegate`."),
        PortRule("hosting-controller", .doesNotCompile, .reference(["UIHostingController"]),
                 "`UIHostingController` shows SwiftUI views; SwiftUI does not exist on Linux.",
                 fix: "Keep it out of the Linux build (#if canImport(SwiftUI)) and give the scene a UIKit view controller."),
        PortRule("cloudkit-share-metadata", .doesNotCompile, .member("cloudKitShareMetadata"),
                 "`connectionOptions.cloudKitShareMetadata` is CloudKit's type; CloudKit does not exist on Linux.",
                 fix: "Keep it under #if canImport(CloudKit)."),
        PortRule("selector-command", .doesNotCompile, .call(["UICommand", "UIKeyCommand"]),
                 "`UICommand`/`UIKeyCommand` name their action with a selector.",
                 fix: "Put a UIAction in the main menu from buildMenu(with:) (docs/PARITY.md \"Menus\")."),
        PortRule("nsobject-delegate", .behavesDifferently, .nsObjectSceneDelegate,
                 "A scene delegate that derives from NSObject cannot be created by its Info.plist name here.",
                 fix: "Derive from UIResponder (Xcode's template), or register it: ClassRegistry.register(SceneDelegate.self) { SceneDelegate() } (docs/PORTING.md §2)."),
        PortRule("remote-notifications", .behavesDifferently, .call(["registerForRemoteNotifications"]),
                 "There is no push service on Linux: registration fails with didFailToRegisterForRemoteNotificationsWithError.",
                 fix: "Nothing to change if the app handles the failure; SimulatedDevice can deliver remote notifications in tests."),
        PortRule("background-fetch", .behavesDifferently, .call(["setMinimumBackgroundFetchInterval"]),
                 "Background fetch never happens on a real host here (SimulatedDevice.performBackgroundFetch runs it in tests).",
                 fix: "Use BGTaskScheduler (BackgroundTasks), which runs while the app's windows are minimized."),
        PortRule("scene-refresh", .behavesDifferently, .call(["requestSceneSessionRefresh"]),
                 "The GTK host has no app-switcher snapshot to refresh: the request is traced and does nothing.",
                 fix: "Nothing to change."),
        PortRule("idiom", .behavesDifferently, .reference(["userInterfaceIdiom"]),
                 "The idiom is .pad here (resizable desktop windows behave like iPadOS with multiple windows).",
                 fix: "Check that the .pad branch is the one the desktop should take."),
        PortRule("sf-symbols", .behavesDifferently, .call(["UIImage"], first: .label("systemName")),
                 "SF Symbols do not exist on Linux: the image keeps its name and has no pixels.",
                 fix: "Ship the images the app needs in its resources (UIImage(named:))."),
        PortRule("collection-view", .behavesDifferently, .reference(["UICollectionView", "UICollectionViewController"]),
                 "Collection views are a model here: the data source, cells and selection work, the GTK host does not draw them yet.",
                 fix: "For a window that must show its items on Linux today, a UITableView (drawn as a list) is the way."),
        PortRule("animation", .note, .memberCall(base: "UIView", names: ["animate", "transition"]),
                 "Nothing is animated here: changes happen at once and the completion runs on the main queue's next turn.",
                 fix: "Nothing to change."),
        PortRule("predicate-format", .note, .call(["NSPredicate"], first: .label("format")),
                 "NSPredicate(format:) is OpenUIScene's: the subset activation conditions use (docs/ROUTING.md).",
                 fix: "Check the format against docs/ROUTING.md if it is not a comparison, BEGINSWITH, CONTAINS, LIKE, MATCHES or IN."),
        PortRule("catalyst", .note, .call(["targetEnvironment"], first: .name("macCatalyst")),
                 "`targetEnvironment(macCatalyst)` is false here: code for the Mac is left out, code for iOS is built.",
                 fix: "Nothing to change; move desktop-only code (titlebar, sizeRestrictions) out of the Catalyst branch if the Linux build should have it."),
    ]
}

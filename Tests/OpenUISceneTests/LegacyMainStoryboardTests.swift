import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// A legacy app delegate (no scene manifest) that relies on UIMainStoryboardFile for its window.
final class MainStoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var seen: [String] = []

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.seen.append("willFinish root \(window?.rootViewController.map { String(describing: type(of: $0)) } ?? "none")")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.seen.append("didFinish key \(window?.isKeyWindow ?? false) hidden \(window?.isHidden ?? true)")
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        Self.seen.append("open key \(window?.isKeyWindow ?? false)")
        return true
    }
}

/// A legacy app delegate whose `window` getter supplies its own window (Apple's way to use a
/// custom window with a main storyboard).
final class OwnWindowStoryboardAppDelegate: UIResponder, UIApplicationDelegate {
    final class OwnWindow: UIWindow {}
    var window: UIWindow? = OwnWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
}

/// A legacy app delegate without a `window` property: UIKit cannot load the main storyboard.
final class WindowlessStoryboardAppDelegate: UIResponder, UIApplicationDelegate {}

/// Legacy mode's UIMainStoryboardFile (docs/LIFECYCLE.md): UIKit creates the window, assigns it to
/// the app delegate's `window` and installs the initial view controller before
/// `willFinishLaunching`, and makes it key and visible after `didFinishLaunching`.
@MainActor
@Suite(.serialized) struct LegacyMainStoryboardTests {
    static func legacyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legacy-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist: [String: Any] = ["CFBundleIdentifier": "org.openuiscene.legacy-storyboard", "UIMainStoryboardFile": "Main"]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0).write(to: folder.appendingPathComponent("Info.plist"))
        try StoryboardTests.storyboardXML(customClass: "StoryboardRootViewController").write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theMainStoryboardsWindowExistsBeforeWillFinishLaunchingAndIsKeyAfterDidFinish() throws {
        MainStoryboardAppDelegate.seen = []
        let folder = try Self.legacyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try SimulatedDevice(appDelegate: MainStoryboardAppDelegate.self, infoPlistURL: folder.appendingPathComponent("Info.plist"), storeDirectory: folder.appendingPathComponent("store"))
        device.open(try #require(URL(string: "legacy://message/1")))
        let delegate = try #require(device.application?.delegate as? MainStoryboardAppDelegate)
        let window = try #require(delegate.window)
        let root = try #require(window.rootViewController as? StoryboardRootViewController)
        #expect(root.createdByCoder)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.windowScene != nil && window.windowScene?.windows == [window], "the window joins the scene UIKit makes for a legacy app")
        #expect(UIApplication.shared.keyWindow === window)
        #expect(MainStoryboardAppDelegate.seen == [
            "willFinish root StoryboardRootViewController",
            "didFinish key false hidden true",
            "open key true",
        ])
        #expect(!device.trace.contains { $0.kind == .error }, "\(device.trace.filter { $0.kind == .error })")
        #expect(!device.trace.contains { $0.name == LifecycleRule.noKeyWindow.rawValue }, "no black-screen warning")
    }

    @Test func anAppDelegatesOwnWindowGetsTheStoryboardsRoot() throws {
        let folder = try Self.legacyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try SimulatedDevice(appDelegate: OwnWindowStoryboardAppDelegate.self, infoPlistURL: folder.appendingPathComponent("Info.plist"), storeDirectory: folder.appendingPathComponent("store"))
        device.launch()
        let delegate = try #require(device.application?.delegate as? OwnWindowStoryboardAppDelegate)
        let window = try #require(delegate.window as? OwnStoryboardWindow)
        #expect(window.rootViewController is StoryboardRootViewController)
        #expect(window.isKeyWindow && !window.isHidden)
    }

    @Test func anAppDelegateWithoutAWindowPropertyIsReported() throws {
        let folder = try Self.legacyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try SimulatedDevice(appDelegate: WindowlessStoryboardAppDelegate.self, infoPlistURL: folder.appendingPathComponent("Info.plist"), storeDirectory: folder.appendingPathComponent("store"))
        device.launch()
        let error = try #require(device.trace.first { $0.kind == .error && $0.name == "UIMainStoryboardFile" })
        #expect(error.detail?.contains("var window: UIWindow?") == true, "\(error.detail ?? "")")
        #expect(error.detail?.contains("WindowlessStoryboardAppDelegate") == true, "\(error.detail ?? "")")
    }
}

typealias OwnStoryboardWindow = OwnWindowStoryboardAppDelegate.OwnWindow
